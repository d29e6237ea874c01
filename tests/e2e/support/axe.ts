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
