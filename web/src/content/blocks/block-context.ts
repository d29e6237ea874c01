import type { Locale } from '@seedshop/locales';

/** What every block component gets besides its block. */
export interface BlockContext {
  readonly locale: Locale;
  /**
   * The page renders its own `<h1>` above the blocks (topic, promotion, info pages). Without it
   * (home) a first hero's heading is the page's `<h1>`.
   */
  readonly titled?: boolean;
  /** Position of the block on the page (set by `<PageBlocks>`): the first hero is the LCP. */
  readonly index?: number;
}
