/**
 * Favourites in the database: the ids for the hearts, one page of cards for the favourites page,
 * and the idempotent add and remove. A favourite keeps the "from" price and the stock the shopper
 * saw when adding it, so the page can say the price dropped or the product came back.
 */
import type { Locale } from '@seedshop/locales';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { CatalogueStructure } from '../catalogue/store/catalogue-structure';
import { loadProductSummaries } from '../catalogue/store/product-cards';
import type { Variant } from '../contract/catalogue';
import type { FavouriteListWire, FavouriteWire } from '../contract/favourites';
import type { Executor, Transaction } from '../db/database';
import { favourites, productCategories, variants } from '../db/schema';
import { ApiError, fieldError } from '../http/api-error';
import { priceSummaries, type CataloguePricing } from '../pricing/catalogue-prices';
import { unitPrice } from '../pricing/price-engine';
import { LIST_PAGE_SIZE, MAX_FAVOURITES } from './list-limits';

/** Every favourite product id of the owner, newest first. */
export async function favouriteProductIds(db: Executor, ownerId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(eq(favourites.ownerId, ownerId))
    .orderBy(desc(favourites.addedAt), asc(favourites.productId));
  return rows.map((row) => row.productId);
}

/** Product ids are `prod-000001`-like; anything else (NUL bytes included) names no product. */
const productIdPattern = /^[a-z0-9-]{1,64}$/u;

/**
 * Adds the product to the owner's favourites with its "from" price and stock now; a product that is
 * a favourite already stays as it is (a repeated click changes nothing). The owner must be locked
 * (`resolveOwner`), so the limit holds against parallel adds. 404 for a product the catalogue does
 * not have, 422 past the limit.
 */
export async function addFavourite(
  tx: Transaction,
  ownerId: string,
  productId: string,
  structure: CatalogueStructure,
  pricing: CataloguePricing,
  now: Date,
): Promise<void> {
  const unknown = () => new ApiError(404, (m) => m.favouriteProductUnknown);
  if (!productIdPattern.test(productId)) throw unknown();
  const [existing] = await tx
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(and(eq(favourites.ownerId, ownerId), eq(favourites.productId, productId)));
  if (existing !== undefined) return;
  const [summary] = await loadProductSummaries(tx, [productId], structure, 'en');
  if (summary === undefined) throw unknown();
  const [held] = await tx.select({ total: count() }).from(favourites).where(eq(favourites.ownerId, ownerId));
  if ((held?.total ?? 0) >= MAX_FAVOURITES) throw fieldError('product_id', (m) => m.favouritesFull(MAX_FAVOURITES));
  const [priced] = await priceSummaries(tx, pricing, [summary], 'en');
  await tx
    .insert(favourites)
    .values({
      ownerId,
      productId,
      priceCentsAtAdd: priced?.price_from_cents ?? summary.price_from_cents,
      inStockAtAdd: summary.in_stock,
      addedAt: now,
    })
    .onConflictDoNothing();
}

/** Removes the product from the owner's favourites; nothing happens when it is not one. */
export async function removeFavourite(tx: Transaction, ownerId: string, productId: string): Promise<void> {
  if (!productIdPattern.test(productId)) return;
  await tx.delete(favourites).where(and(eq(favourites.ownerId, ownerId), eq(favourites.productId, productId)));
}

/**
 * Every pack of the products, smallest first, priced as the product page prices them (the
 * promotion that applies without a coupon), with the saving per seed against the smallest pack.
 */
async function pricedPacks(
  db: Executor,
  pricing: CataloguePricing,
  products: readonly { readonly id: string; readonly seed_bank: { readonly slug: string } }[],
): Promise<Map<string, Variant[]>> {
  const packs = new Map<string, Variant[]>(products.map((product) => [product.id, []]));
  if (products.length === 0) return packs;
  const ids = products.map((product) => product.id);
  const [packRows, categoryRows] = await Promise.all([
    db
      .select({
        id: variants.id,
        productId: variants.productId,
        packSize: variants.packSize,
        priceCents: variants.priceCents,
        stock: variants.stock,
      })
      .from(variants)
      .where(inArray(variants.productId, ids))
      .orderBy(asc(variants.productId), asc(variants.packSize)),
    pricing.automatic.length === 0
      ? Promise.resolve([])
      : db
          .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
          .from(productCategories)
          .where(inArray(productCategories.productId, ids)),
  ]);
  const categoriesOf = new Map<string, string[]>();
  for (const row of categoryRows)
    categoriesOf.set(row.productId, [...(categoriesOf.get(row.productId) ?? []), row.categoryId]);
  const bankOf = new Map(products.map((product) => [product.id, product.seed_bank.slug]));
  for (const [productId, list] of packs) {
    const rows = packRows.filter((row) => row.productId === productId);
    const priced = rows.map((row) => ({
      row,
      price: unitPrice(
        {
          productId,
          seedBankSlug: bankOf.get(productId) ?? '',
          categoryIds: categoriesOf.get(productId) ?? [],
          priceCents: row.priceCents,
        },
        pricing.automatic,
        pricing.now,
        null,
      ),
    }));
    // The saving compares catalogue prices per seed, as the product page's does.
    const basePerSeed = rows[0] === undefined ? 0 : rows[0].priceCents / rows[0].packSize;
    for (const { row, price } of priced) {
      const perSeed = row.priceCents / row.packSize;
      list.push({
        id: row.id,
        pack_size: row.packSize,
        price_cents: price.unitPriceCents,
        original_price_cents: price.originalUnitPriceCents,
        price_per_seed_cents: Math.round(price.unitPriceCents / row.packSize),
        saving_percent: basePerSeed === 0 ? 0 : Math.max(0, Math.round((1 - perSeed / basePerSeed) * 100)),
        stock: row.stock,
        in_stock: row.stock > 0,
      });
    }
  }
  return packs;
}

/** One page of the owner's favourites (newest first) as cards with today's prices and packs. */
export async function favouritePage(
  db: Executor,
  ownerId: string | null,
  page: number,
  structure: CatalogueStructure,
  pricing: CataloguePricing,
  locale: Locale,
): Promise<FavouriteListWire> {
  const empty = { items: [], page, page_count: 1, page_size: LIST_PAGE_SIZE, total: 0, limit: MAX_FAVOURITES };
  if (ownerId === null) return empty;
  const [totals, rows] = await Promise.all([
    db.select({ total: count() }).from(favourites).where(eq(favourites.ownerId, ownerId)),
    db
      .select()
      .from(favourites)
      .where(eq(favourites.ownerId, ownerId))
      .orderBy(desc(favourites.addedAt), asc(favourites.productId))
      .limit(LIST_PAGE_SIZE)
      .offset((page - 1) * LIST_PAGE_SIZE),
  ]);
  const total = totals[0]?.total ?? 0;
  const summaries = await loadProductSummaries(
    db,
    rows.map((row) => row.productId),
    structure,
    locale,
  );
  const [priced, packs] = await Promise.all([
    priceSummaries(db, pricing, summaries, locale),
    pricedPacks(db, pricing, summaries),
  ]);
  const byId = new Map(priced.map((summary) => [summary.id, summary]));
  const items = rows.flatMap((row): FavouriteWire[] => {
    const product = byId.get(row.productId);
    if (product === undefined) return [];
    const dropped = product.price_from_cents < row.priceCentsAtAdd;
    return [
      {
        product,
        added_at: row.addedAt.toISOString(),
        price_dropped: dropped ? { from_cents: row.priceCentsAtAdd, to_cents: product.price_from_cents } : null,
        back_in_stock: !row.inStockAtAdd && product.in_stock,
        packs: packs.get(row.productId) ?? [],
      },
    ];
  });
  return {
    ...empty,
    items,
    total,
    page_count: Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)),
  };
}
