/**
 * Cache tags of the catalogue's data on cached pages (docs/adr/0040-cached-catch-all.md). A page
 * carries the tag of every product it shows (name, prices, packs, stock, rating); a listing whose
 * choice or order of products follows stock, prices or ratings also carries that aspect's tag. The
 * shop reports each change with the products and aspects it touched (`CatalogueChange`), and the
 * storefront purges exactly those tags.
 */
import type { CatalogueAspect, CatalogueChange } from '@seedshop/shop/catalogue-change';

export function productTag(productId: string): string {
  return `catalogue:product:${productId}`;
}

/** Listings that filter or sort by an aspect: a change of it may add, drop or move products. */
export function listingsTag(aspect: CatalogueAspect): string {
  return `catalogue:listings:${aspect}`;
}

/** The aspects a listing's shop query (`GET catalogue/products`) selects or orders by. */
export function listingAspects(query: URLSearchParams): CatalogueAspect[] {
  const aspects: CatalogueAspect[] = [];
  const sort = query.get('sort') ?? '';
  if (query.get('in_stock') === 'true') aspects.push('stock');
  if (query.has('price_min') || query.has('price_max') || sort.startsWith('price-')) aspects.push('price');
  if (sort === 'rating') aspects.push('rating');
  return aspects;
}

/** The tags a change purges. */
export function tagsOfChange(change: CatalogueChange): string[] {
  return [...change.productIds.map(productTag), ...change.aspects.map(listingsTag)];
}
