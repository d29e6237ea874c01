/**
 * The price a price-drop alert watches: the lowest current price over all of a product's packs —
 * the catalogue price after the active promotion rules that need no coupon, as the catalogue shows
 * it to everybody. Stock does not enter it, so a pack selling out or coming back never looks like a
 * price change.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { productCategories, products, seedBanks, variants } from '../db/schema';
import { loadCataloguePricing } from '../pricing/catalogue-prices';
import { unitPrice } from '../pricing/price-engine';

/** Lowest current pack price (gross cents) per product; products without packs are left out. */
export async function lowestCurrentPrices(
  db: Executor,
  productIds: readonly string[],
  now: Date,
): Promise<Map<string, number>> {
  const prices = new Map<string, number>();
  if (productIds.length === 0) return prices;
  const ids = [...new Set(productIds)];
  const [pricing, packs, categories] = await Promise.all([
    loadCataloguePricing(db, now),
    db
      .select({ productId: variants.productId, priceCents: variants.priceCents, seedBankSlug: seedBanks.slug })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .innerJoin(seedBanks, eq(seedBanks.id, products.seedBankId))
      .where(inArray(variants.productId, ids)),
    db
      .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
      .from(productCategories)
      .where(inArray(productCategories.productId, ids)),
  ]);
  const categoryIds = new Map<string, string[]>();
  for (const row of categories) {
    const list = categoryIds.get(row.productId) ?? [];
    list.push(row.categoryId);
    categoryIds.set(row.productId, list);
  }
  for (const pack of packs) {
    const price =
      pricing.automatic.length === 0
        ? pack.priceCents
        : unitPrice(
            {
              productId: pack.productId,
              seedBankSlug: pack.seedBankSlug,
              categoryIds: categoryIds.get(pack.productId) ?? [],
              priceCents: pack.priceCents,
            },
            pricing.automatic,
            pricing.now,
            null,
          ).unitPriceCents;
    const best = prices.get(pack.productId);
    if (best === undefined || price < best) prices.set(pack.productId, price);
  }
  return prices;
}
