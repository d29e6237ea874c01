import type { ListingResponse } from '@seedshop/shop/contract';
import { productSummaryFromWire } from '@seedshop/shop/catalogue-view';
import { productSummaryReader } from '@/catalogue/catalogue-readers';
import type { ProductSummary } from '@/catalogue/catalogue-types';
import { inIdOrder } from '@/catalogue/in-id-order';
import { array, object, readWire } from '@/shop-client/wire-reader';

/** The part of a listing answer a list of products by id needs: its items, read as the contract's summaries. */
export const listingItemsReader = object<Pick<ListingResponse, 'items'>>({ items: array(productSummaryReader) });

/**
 * The products of a `catalogue/products?ids=…` answer in the order of `ids` (the editor's order);
 * ids the shop does not know any more are left out. Null when the answer is not a listing.
 */
export function readProductsById(body: unknown, ids: readonly string[]): ProductSummary[] | null {
  return readWire(listingItemsReader, body, (listing) => inIdOrder(ids, listing.items.map(productSummaryFromWire)));
}
