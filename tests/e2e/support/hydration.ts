import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated an element (it marks each hydrated element with its own
 * `__reactFiber…` key). A click or key press before that reaches plain HTML: a link is followed, a
 * button does nothing. React runs the pending effects of what it hydrated before it handles the next
 * click or key press, so an island that takes over the element in an effect is ready then too.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))), {
      message: 'the element is hydrated',
      timeout: 30_000,
    })
    .toBe(true);
}
