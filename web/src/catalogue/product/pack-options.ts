import type { PackOption } from './product-view';

/** At or below this many packs left, the page says "Only 3 left" instead of "In stock". */
export const LOW_STOCK_LIMIT = 5;

/** The query parameter that keeps the chosen pack in the URL (`?pack=5`). */
export const PACK_PARAM = 'pack';

export type StockState =
  { readonly kind: 'in-stock' } | { readonly kind: 'low'; readonly count: number } | { readonly kind: 'sold-out' };

export function stockState(pack: Pick<PackOption, 'inStock' | 'stock'>): StockState {
  if (!pack.inStock || pack.stock <= 0) return { kind: 'sold-out' };
  if (pack.stock <= LOW_STOCK_LIMIT) return { kind: 'low', count: pack.stock };
  return { kind: 'in-stock' };
}

/** A `?pack=` value as a pack size; anything but a plain positive integer is no choice. */
export function parsePackParam(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^[1-9][0-9]{0,3}$/.test(value)) return null;
  return Number(value);
}

/**
 * The pack the page shows first: the one named in the URL when it exists and can be bought,
 * otherwise the smallest pack in stock, otherwise (everything sold out) the smallest pack.
 * A shared link to a pack that has since sold out thus still opens on something to buy.
 */
export function initialPack(packs: readonly PackOption[], param: string | null | undefined): PackOption | undefined {
  const wanted = parsePackParam(param);
  const named = packs.find((pack) => pack.packSize === wanted);
  if (named && named.inStock) return named;
  return packs.find((pack) => pack.inStock) ?? packs[0];
}

/** The saving as a fraction for ICU percent formatting (23 → 0.23); null when there is none. */
export function savingShare(pack: Pick<PackOption, 'savingPercent'>): number | null {
  return pack.savingPercent > 0 ? pack.savingPercent / 100 : null;
}

/** The current URL's query with the pack set, other parameters kept (`?review_sort=x&pack=5`). */
export function searchWithPack(search: string, packSize: number): string {
  const params = new URLSearchParams(search);
  params.set(PACK_PARAM, String(packSize));
  return `?${params.toString()}`;
}
