/** One product in full (the contract's `productDetail`), and slug lookups with former slugs. */
import type { Locale } from '@seedshop/locales';
import { and, asc, eq } from 'drizzle-orm';
import type { ProductDetail } from '../../contract/catalogue';
import type { Executor } from '../../db/database';
import { catalogueSlugs, productCategories, products, variants } from '../../db/schema';
import { labelledAttributes } from '../listing/attribute-labels';
import { productImages, seedBankLogoUrl } from '../images/image-urls';
import { catalogueNode, type CatalogueStructure } from './catalogue-structure';
import { loadCardRows, toProductSummary } from './product-cards';

export interface SlugMatch {
  readonly productId: string;
  readonly current: boolean;
}

/** A product slug of one language, current or former. */
export async function findProductSlug(db: Executor, locale: Locale, slug: string): Promise<SlugMatch | null> {
  const [row] = await db
    .select({ productId: catalogueSlugs.targetId, current: catalogueSlugs.current })
    .from(catalogueSlugs)
    .where(and(eq(catalogueSlugs.kind, 'product'), eq(catalogueSlugs.locale, locale), eq(catalogueSlugs.slug, slug)));
  return row === undefined ? null : { productId: row.productId, current: row.current === 1 };
}

export async function currentProductSlugs(db: Executor, productId: string) {
  const [row] = await db
    .select({
      name: products.name,
      slugs: products.slugs,
      primaryCategoryId: products.primaryCategoryId,
      seedBankId: products.seedBankId,
    })
    .from(products)
    .where(eq(products.id, productId));
  return row ?? null;
}

export async function productCategoryIds(db: Executor, productId: string): Promise<string[]> {
  const rows = await db
    .select({ id: productCategories.categoryId })
    .from(productCategories)
    .where(eq(productCategories.productId, productId));
  return rows.map((row) => row.id);
}

export async function loadProductDetail(
  db: Executor,
  productId: string,
  structure: CatalogueStructure,
  locale: Locale,
): Promise<ProductDetail | null> {
  const [[card], packs, categoryIds, [product]] = await Promise.all([
    loadCardRows(db, [productId]),
    db.select().from(variants).where(eq(variants.productId, productId)).orderBy(asc(variants.packSize)),
    productCategoryIds(db, productId),
    db.select({ description: products.description }).from(products).where(eq(products.id, productId)),
  ]);
  if (card === undefined || product === undefined) return null;
  const summary = toProductSummary(card, structure, locale);
  const bank = structure.seedBankById(card.seedBankId);
  const perSeed = packs.map((pack) => pack.priceCents / pack.packSize);
  const basePerSeed = perSeed[0] ?? 0;
  const distribution = card.ratingDistribution ?? [0, 0, 0, 0, 0];
  return {
    ...summary,
    description: product.description[locale],
    seed_bank: {
      slug: card.seedBankSlug,
      name: card.seedBankName,
      country: bank?.country ?? '',
      logo_url: seedBankLogoUrl(card.seedBankSlug),
    },
    categories: structure.categories
      .filter((category) => categoryIds.includes(category.id))
      .map((category) => catalogueNode(category, locale)),
    images: productImages(card.id, card.name, card.imageCount, locale),
    variants: packs.map((pack, index) => ({
      id: pack.id,
      pack_size: pack.packSize,
      price_cents: pack.priceCents,
      price_per_seed_cents: Math.round(pack.priceCents / pack.packSize),
      saving_percent: basePerSeed === 0 ? 0 : Math.max(0, Math.round((1 - (perSeed[index] ?? 0) / basePerSeed) * 100)),
      stock: pack.stock,
      in_stock: pack.stock > 0,
    })),
    attributes: labelledAttributes(card.attributes, locale),
    rating: {
      ...summary.rating,
      distribution: {
        1: distribution[0] ?? 0,
        2: distribution[1] ?? 0,
        3: distribution[2] ?? 0,
        4: distribution[3] ?? 0,
        5: distribution[4] ?? 0,
      },
    },
    created_at: card.createdAt.toISOString(),
  };
}
