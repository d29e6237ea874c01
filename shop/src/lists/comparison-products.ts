/**
 * The products of a comparison as the comparison shows them: the catalogue's product mapping
 * (`loadProductDetail`) with today's promotion prices (`priceDetail`), less what only the product
 * page needs. Ids without a product (removed from the catalogue) drop out; the order is kept.
 */
import type { Locale } from '@seedshop/locales';
import type { CatalogueStructure } from '../catalogue/store/catalogue-structure';
import { loadProductDetail } from '../catalogue/store/product-detail';
import type { ComparisonProduct } from '../contract/comparison';
import type { Executor } from '../db/database';
import type { CataloguePricing } from '../pricing/catalogue-prices';
import { priceDetail } from '../pricing/catalogue-prices';

export async function loadComparisonProducts(
  db: Executor,
  ids: readonly string[],
  structure: CatalogueStructure,
  pricing: CataloguePricing,
  locale: Locale,
): Promise<ComparisonProduct[]> {
  const products = await Promise.all(
    ids.map(async (id) => {
      const detail = await loadProductDetail(db, id, structure, locale);
      if (detail === null) return null;
      const {
        description: _description,
        images: _images,
        categories: _categories,
        created_at: _createdAt,
        ...shown
      } = await priceDetail(db, pricing, detail, locale);
      return shown;
    }),
  );
  return products.filter((product): product is ComparisonProduct => product !== null);
}
