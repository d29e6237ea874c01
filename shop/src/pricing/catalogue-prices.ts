/**
 * Promotion prices in the catalogue's answers: the products of one page (a listing page, a product,
 * its similar products) get the price the engine gives a pack without a coupon, beside the
 * catalogue price and the promotion's badge. Only the page's products are priced; sorting, the
 * price filter and the price range stay on catalogue prices (docs/adr/0024-promotion-pricing-rules.md).
 */
import type { Locale } from '@seedshop/locales';
import { asc, inArray } from 'drizzle-orm';
import type { ProductDetail, ProductDiscount, ProductSummary, Variant } from '../contract/catalogue';
import type { Executor } from '../db/database';
import { productCategories, variants } from '../db/schema';
import { isRuleActive, unitPrice, type PricedItem } from './price-engine';
import type { PriceRule } from './price-rule';
import { loadAllPriceRules } from './price-rules-store';

/** Catalogue answers may be cached this long at most (and never past the next window boundary). */
export const CATALOGUE_MAX_AGE_SECONDS = 60;

/** The stored rules as the catalogue uses them at one instant. */
export interface CataloguePricing {
  readonly now: Date;
  /** Active rules that need no coupon: the ones a price shown to everybody may include. */
  readonly automatic: readonly PriceRule[];
  /** The next instant a rule starts or ends after `now` (null: none is scheduled). */
  readonly nextChange: Date | null;
}

export async function loadCataloguePricing(db: Executor, now: Date): Promise<CataloguePricing> {
  const rules = await loadAllPriceRules(db);
  return {
    now,
    automatic: rules.filter((rule) => rule.couponCode === null && isRuleActive(rule, now)),
    nextChange: nextWindowBoundary(rules, now),
  };
}

/** The earliest start or end of any rule after `now`. */
export function nextWindowBoundary(rules: readonly PriceRule[], now: Date): Date | null {
  let next: number | null = null;
  for (const rule of rules) {
    for (const instant of [rule.startsAt.getTime(), rule.endsAt.getTime()]) {
      if (instant > now.getTime() && (next === null || instant < next)) next = instant;
    }
  }
  return next === null ? null : new Date(next);
}

/** Seconds a catalogue answer may be cached: the usual minute, cut at the next boundary. */
export function catalogueMaxAge(pricing: CataloguePricing): number {
  if (pricing.nextChange === null) return CATALOGUE_MAX_AGE_SECONDS;
  const untilChange = Math.floor((pricing.nextChange.getTime() - pricing.now.getTime()) / 1000);
  return Math.max(0, Math.min(CATALOGUE_MAX_AGE_SECONDS, untilChange));
}

/** The rule's badge and name in the language, else English, else any. */
export function discountOf(rule: PriceRule, locale: Locale): ProductDiscount {
  const pick = (values: PriceRule['names']): string =>
    values[locale] ?? values.en ?? Object.values(values).find((value) => value !== undefined) ?? '';
  return { badge: pick(rule.badges), name: pick(rule.names) };
}

interface Pack {
  readonly packSize: number;
  readonly priceCents: number;
  readonly stock: number;
}

interface ProductFacts {
  readonly categoryIds: string[];
  readonly packs: Pack[];
}

async function loadFacts(db: Executor, ids: readonly string[]): Promise<Map<string, ProductFacts>> {
  const facts = new Map<string, ProductFacts>(ids.map((id) => [id, { categoryIds: [], packs: [] }]));
  if (ids.length === 0) return facts;
  const [categoryRows, packRows] = await Promise.all([
    db
      .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
      .from(productCategories)
      .where(inArray(productCategories.productId, [...ids])),
    db
      .select({
        productId: variants.productId,
        packSize: variants.packSize,
        priceCents: variants.priceCents,
        stock: variants.stock,
      })
      .from(variants)
      .where(inArray(variants.productId, [...ids]))
      .orderBy(asc(variants.packSize)),
  ]);
  for (const row of categoryRows) facts.get(row.productId)?.categoryIds.push(row.categoryId);
  for (const row of packRows) facts.get(row.productId)?.packs.push(row);
  return facts;
}

/** Summaries as they are, marked "no discount" (no rule applies to anything now). */
const undiscounted = (summary: ProductSummary): ProductSummary => ({
  ...summary,
  original_price_from_cents: summary.price_from_cents,
  discount: null,
});

/**
 * The summaries with their promotion prices: the "from" price is the cheapest discounted pack in
 * stock (the cheapest of all when none is), as the catalogue's own is; per seed likewise over all
 * packs.
 */
export async function priceSummaries(
  db: Executor,
  pricing: CataloguePricing,
  summaries: readonly ProductSummary[],
  locale: Locale,
): Promise<ProductSummary[]> {
  if (pricing.automatic.length === 0) return summaries.map(undiscounted);
  const facts = await loadFacts(
    db,
    summaries.map((summary) => summary.id),
  );
  return summaries.map((summary) => {
    const product = facts.get(summary.id);
    if (product === undefined || product.packs.length === 0) return undiscounted(summary);
    const item = (priceCents: number): PricedItem => ({
      productId: summary.id,
      seedBankSlug: summary.seed_bank.slug,
      categoryIds: product.categoryIds,
      priceCents,
    });
    const priced = product.packs.map((pack) => ({
      pack,
      price: unitPrice(item(pack.priceCents), pricing.automatic, pricing.now, null),
    }));
    const inStock = priced.filter(({ pack }) => pack.stock > 0);
    const candidates = inStock.length > 0 ? inStock : priced;
    const cheapest = candidates.reduce((best, next) =>
      next.price.unitPriceCents < best.price.unitPriceCents ? next : best,
    );
    if (cheapest.price.rule === null) return undiscounted(summary);
    const perSeed = Math.min(...priced.map(({ pack, price }) => Math.round(price.unitPriceCents / pack.packSize)));
    return {
      ...summary,
      price_from_cents: cheapest.price.unitPriceCents,
      price_per_seed_from_cents: perSeed,
      original_price_from_cents: cheapest.price.originalUnitPriceCents,
      discount: discountOf(cheapest.price.rule, locale),
    };
  });
}

/** A product with its promotion prices: the summary part and every pack. */
export async function priceDetail(
  db: Executor,
  pricing: CataloguePricing,
  detail: ProductDetail,
  locale: Locale,
): Promise<ProductDetail> {
  const [summary] = await priceSummaries(db, pricing, [detail], locale);
  const item = (priceCents: number): PricedItem => ({
    productId: detail.id,
    seedBankSlug: detail.seed_bank.slug,
    categoryIds: detail.categories.map((category) => category.id),
    priceCents,
  });
  const packs = detail.variants.map((variant): Variant => {
    const price = unitPrice(item(variant.price_cents), pricing.automatic, pricing.now, null);
    return {
      ...variant,
      price_cents: price.unitPriceCents,
      price_per_seed_cents: Math.round(price.unitPriceCents / variant.pack_size),
      original_price_cents: price.originalUnitPriceCents,
    };
  });
  return {
    ...detail,
    price_from_cents: summary?.price_from_cents ?? detail.price_from_cents,
    price_per_seed_from_cents: summary?.price_per_seed_from_cents ?? detail.price_per_seed_from_cents,
    original_price_from_cents: summary?.original_price_from_cents ?? detail.price_from_cents,
    discount: summary?.discount ?? null,
    variants: packs,
  };
}
