import { z } from 'zod';
import { productSummary, variant } from './catalogue';
import { timestamp } from './common';
import { listPageFields } from './lists';

/**
 * The shopper's favourites on the wire. Each entry is the catalogue's product card (promotion
 * prices included) with what the favourites page adds: when it was added, whether its price fell
 * or it came back in stock since, and its packs so the page can offer a pack selector.
 */

/** The "from" price fell since the product was added: what it was then and what it is now (gross cents). */
export const favouritePriceDrop = z.object({ from_cents: z.number().int(), to_cents: z.number().int() });

export const favourite = z.object({
  product: productSummary,
  added_at: timestamp,
  price_dropped: favouritePriceDrop.nullable(),
  /** Sold out when added, in stock now. */
  back_in_stock: z.boolean(),
  /** Every pack, smallest first, with its promotion price and stock (as the product page shows them). */
  packs: z.array(variant),
});
export type FavouriteWire = z.infer<typeof favourite>;

/** `GET /lists/favourites`: one page, newest first. */
export const favouriteList = z.object({
  items: z.array(favourite),
  ...listPageFields,
  /** How many favourites a shopper may keep. */
  limit: z.number().int(),
});
export type FavouriteListWire = z.infer<typeof favouriteList>;

/** `GET /lists/favourites/ids` and the answer of every write: all favourite product ids, newest first. */
export const favouriteIds = z.object({
  product_ids: z.array(z.string()),
  limit: z.number().int(),
});
export type FavouriteIdsWire = z.infer<typeof favouriteIds>;
