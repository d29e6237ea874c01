import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe on one page, run inside that page. The default mode collects partial results per frame and
 * opens a second, blank page to merge them, which on a loaded two-core machine added ≈ 12 s to a
 * 38 s scan; it exists for cross-origin frames, and the storefront's pages have none.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}

/**
 * Waits until the page is at rest before axe reads its colours: its scripts loaded and no CSS
 * transition running. A card's "Add to cart" is disabled (grey, readable) in the server HTML and
 * fades to its own colours in 150 ms once the page's script takes it over; a contrast sampled
 * mid-fade is a colour nobody reads.
 */
export async function atRest(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}
