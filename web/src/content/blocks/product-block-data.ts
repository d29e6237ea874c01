import type { Locale } from '@seedshop/locales';
import type { ProductSummary } from '@/catalogue/catalogue-types';
import type { BlockOf } from './block-types';
import { productsByFilter, productsByIds } from './product-lookup.server';

export type ProductListBlock = BlockOf<'productGrid'> | BlockOf<'productCarousel'>;

export interface ProductBlockData {
  readonly products: readonly ProductSummary[];
  /** For a filter: the storefront listing with the same selection (the automatic "see all"). */
  readonly listingPath: string | null;
}

const DEFAULT_LIMIT = 8;
const MAX_LIMIT = 24;

/**
 * Live products of a product grid or carousel: the chosen ones in the editor's order (products
 * gone from the shop are skipped), or the first `limit` of a catalogue filter.
 */
export async function productBlockData(locale: Locale, block: ProductListBlock): Promise<ProductBlockData> {
  if (block.source === 'manual') {
    const ids = (block.products ?? []).map((product) => product.productId);
    return { products: await productsByIds(locale, ids), listingPath: null };
  }
  if (block.filter === null) return { products: [], listingPath: null };
  const limit = Math.min(Math.max(1, Math.round(block.limit ?? DEFAULT_LIMIT)), MAX_LIMIT);
  const found = await productsByFilter(locale, block.filter, limit);
  return found === null
    ? { products: [], listingPath: null }
    : { products: found.products, listingPath: found.listingPath };
}
