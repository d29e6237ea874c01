/**
 * A promotion's pricing rule as the shop stores and applies it. Editors write it once per
 * promotion in the Studio (a language-independent `priceRule` document); the shop keeps a copy in
 * its database, replaced whenever the content source publishes a change.
 *
 * Money is integer euro cents, gross (VAT included), like every catalogue price.
 */
export type DiscountKind = 'percent' | 'amount';

export type PriceRuleScope =
  | { readonly kind: 'all' }
  /** Seed bank slugs. */
  | { readonly kind: 'seed-banks'; readonly seedBanks: readonly string[] }
  /** Category ids (any of the product's categories counts). */
  | { readonly kind: 'categories'; readonly categories: readonly string[] }
  /** Product ids. */
  | { readonly kind: 'products'; readonly products: readonly string[] };

/** "Order ≥ threshold → one free pack of one of these products' smallest pack." */
export interface GiftTier {
  /** Goods total after discounts, gross cents, at or above which the gift is added. */
  readonly thresholdCents: number;
  /** Product ids; the first one with a pack in stock is given. */
  readonly products: readonly string[];
}

export interface PriceRule {
  /** The Studio document id of the rule (drafts never reach the shop). */
  readonly id: string;
  /** The shopper-facing name per language (the promotion's title); falls back to `en`. */
  readonly names: Readonly<Partial<Record<'en' | 'de' | 'fr' | 'es', string>>>;
  /** The short badge per language, e.g. "−20 %". */
  readonly badges: Readonly<Partial<Record<'en' | 'de' | 'fr' | 'es', string>>>;
  readonly discount: {
    readonly kind: DiscountKind;
    /** Whole percent 1–100 for `percent`; gross cents off each unit for `amount`. */
    readonly value: number;
  };
  readonly scope: PriceRuleScope;
  /** Inclusive start, exclusive end (instants; editors enter them in the shop's time zone). */
  readonly startsAt: Date;
  readonly endsAt: Date;
  /** Upper-case code the cart needs for the discount; null applies without a code. */
  readonly couponCode: string | null;
  /** How many orders may use the coupon in all; null is unlimited. */
  readonly usageLimit: number | null;
  readonly giftTiers: readonly GiftTier[];
}
