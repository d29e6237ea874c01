import { favouriteList, productSummaryFromWire, type ProductSummaryView } from '@seedshop/shop/contract';

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

/** The one mapper of the `favouriteList` wire type; null when the answer breaks the contract. */
export function readFavouritePage(data: unknown): FavouritePage | null {
  const parsed = favouriteList.safeParse(data);
  if (!parsed.success) return null;
  const list = parsed.data;
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
