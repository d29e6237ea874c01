import type { FavouriteListWire, FavouriteWire } from '@seedshop/shop/contract';
import { productSummaryFromWire, type ProductSummaryView } from '@seedshop/shop/catalogue-view';
import { productSummaryReader, variantReader } from '@/catalogue/catalogue-readers';
import { array, boolean, instant, integer, nullable, object, readWire } from '@/shop-client/wire-reader';

/** A pack of a favourite, as its pack selector offers it. */
export interface FavouritePack {
  readonly id: string;
  readonly packSize: number;
  readonly priceCents: number;
  readonly inStock: boolean;
}

export interface Favourite {
  readonly product: ProductSummaryView;
  readonly addedAt: string;
  readonly priceDropped: { readonly fromCents: number; readonly toCents: number } | null;
  readonly backInStock: boolean;
  readonly packs: readonly FavouritePack[];
}

export interface FavouritePage {
  readonly items: readonly Favourite[];
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
  readonly limit: number;
}

/** The contract's favourite list, read without Zod: the favourites page runs in the browser. */
export const favouriteListReader = object<FavouriteListWire>({
  items: array(
    object<FavouriteWire>({
      product: productSummaryReader,
      added_at: instant,
      price_dropped: nullable(object({ from_cents: integer, to_cents: integer })),
      back_in_stock: boolean,
      packs: array(variantReader),
    }),
  ),
  page: integer,
  page_count: integer,
  page_size: integer,
  total: integer,
  limit: integer,
});

/** The one mapper of the `favouriteList` wire type; null when the answer breaks the contract. */
export function readFavouritePage(data: unknown): FavouritePage | null {
  const list = readWire(favouriteListReader, data);
  if (list === null) return null;
  return {
    items: list.items.map((item) => ({
      product: productSummaryFromWire(item.product),
      addedAt: item.added_at,
      priceDropped:
        item.price_dropped === null
          ? null
          : { fromCents: item.price_dropped.from_cents, toCents: item.price_dropped.to_cents },
      backInStock: item.back_in_stock,
      packs: item.packs.map((pack) => ({
        id: pack.id,
        packSize: pack.pack_size,
        priceCents: pack.price_cents,
        inStock: pack.in_stock,
      })),
    })),
    page: list.page,
    pageCount: list.page_count,
    total: list.total,
    limit: list.limit,
  };
}

/** The pack a favourite's selector starts on: the smallest in stock, else the smallest. */
export function firstPack(packs: readonly FavouritePack[]): FavouritePack | null {
  const sorted = [...packs].sort((a, b) => a.packSize - b.packSize);
  return sorted.find((pack) => pack.inStock) ?? sorted[0] ?? null;
}
