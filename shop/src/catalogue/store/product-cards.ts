/**
 * Product cards (the contract's `productSummary`) for a list of ids: the product row, its seed
 * bank, price and stock from the listing row, the rating from `product_stats`.
 */
import type { Locale } from '@seedshop/locales';
import { eq, inArray } from 'drizzle-orm';
import type { ProductSummary } from '../../contract/catalogue';
import type { Executor } from '../../db/database';
import { productListing, productStats, products, seedBanks } from '../../db/schema';
import { badgeLabel } from '../listing/facet-labels';
import { productImage } from '../images/image-urls';
import type { CatalogueStructure } from './catalogue-structure';

export async function loadCardRows(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      slugs: products.slugs,
      attributes: products.attributes,
      primaryCategoryId: products.primaryCategoryId,
      imageCount: products.imageCount,
      createdAt: products.createdAt,
      seedBankId: products.seedBankId,
      seedBankSlug: seedBanks.slug,
      seedBankName: seedBanks.name,
      priceFromCents: productListing.priceFromCents,
      pricePerSeedFromCents: productListing.pricePerSeedFromCents,
      inStock: productListing.inStock,
      ratingAverage: productStats.ratingAverage,
      ratingCount: productStats.ratingCount,
      ratingDistribution: productStats.ratingDistribution,
    })
    .from(products)
    .innerJoin(seedBanks, eq(seedBanks.id, products.seedBankId))
    .innerJoin(productListing, eq(productListing.productId, products.id))
    .leftJoin(productStats, eq(productStats.productId, products.id))
    .where(inArray(products.id, [...ids]));
}

export type CardRow = Awaited<ReturnType<typeof loadCardRows>>[number];

/** 1–5 with one decimal, null without reviews. */
export function roundedRating(average: number | null, count: number | null): number | null {
  if (average === null || count === null || count === 0) return null;
  return Math.round(average * 10) / 10;
}

export function toProductSummary(row: CardRow, structure: CatalogueStructure, locale: Locale): ProductSummary {
  const a = row.attributes;
  const category = structure.categoryById(row.primaryCategoryId);
  const general = structure.general;
  return {
    id: row.id,
    name: row.name,
    slug: row.slugs[locale],
    path: {
      catalog: general?.slugs ?? { en: '', de: '', fr: '', es: '' },
      category: category?.slugs ?? { en: '', de: '', fr: '', es: '' },
      product: row.slugs,
    },
    seed_bank: { slug: row.seedBankSlug, name: row.seedBankName },
    seed_type: a.seedType,
    image: productImage(row.id, row.name, 1, locale),
    badges: a.badges.map((key) => ({ key, label: badgeLabel(key, locale) })),
    price_from_cents: row.priceFromCents,
    price_per_seed_from_cents: row.pricePerSeedFromCents,
    in_stock: row.inStock,
    thc_percent: a.thcPercent,
    cbd_percent: a.cbdPercent,
    flowering_days: { min: a.floweringDays.min, max: a.floweringDays.max },
    genotype: { indica: a.genotype.indica, sativa: a.genotype.sativa, ruderalis: a.genotype.ruderalis },
    rating: { average: roundedRating(row.ratingAverage, row.ratingCount), count: row.ratingCount ?? 0 },
  };
}

/** Cards in the order of `ids` (ids without a product are left out). */
export async function loadProductSummaries(
  db: Executor,
  ids: readonly string[],
  structure: CatalogueStructure,
  locale: Locale,
): Promise<ProductSummary[]> {
  const rows = new Map((await loadCardRows(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row === undefined ? [] : [toProductSummary(row, structure, locale)];
  });
}
