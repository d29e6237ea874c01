import { z } from 'zod';
import { countryCode } from './address';
import { cartLineChangeKeys } from './order-keys';

export { CART_ID_HEADER, cartLineChangeKeys } from './order-keys';

/**
 * The cart on the wire. Every cart call answers the whole cart as the price engine computed it:
 * nothing is priced in the browser. Money is integer euro cents, gross (VAT included), shipping
 * excluded unless named.
 *
 * The guest cart's id travels in the `X-Cart-Id` request header (the storefront's gateway reads it
 * from its HttpOnly `cart` cookie); an answer that sets `X-Cart-Id` hands the gateway a new id to
 * store, an empty `X-Cart-Id` tells it to drop the cookie (the cart merged into a customer's).
 */

export const addCartLineRequest = z.object({
  variant_id: z.string().trim().min(1).max(100),
  quantity: z.number().int(),
});
export const updateCartLineRequest = z.object({ quantity: z.number().int() });
export const applyCouponRequest = z.object({ code: z.string().trim().min(1).max(64) });
export const shippingCountryRequest = z.object({ country: countryCode });

export const cartLine = z.object({
  id: z.uuid(),
  variant_id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  seed_bank: z.object({ slug: z.string(), name: z.string() }),
  /** Where the product lives, per language (as in the catalogue's product summary). */
  path: z.object({
    catalog: z.record(z.string(), z.string()),
    category: z.record(z.string(), z.string()),
    product: z.record(z.string(), z.string()),
  }),
  image: z.object({ url: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() }),
  pack_size: z.number().int(),
  quantity: z.number().int(),
  /** The most this line may hold now: min(per-line limit, stock). 0 when sold out. */
  max_quantity: z.number().int(),
  in_stock: z.boolean(),
  /** Catalogue price of one pack. */
  original_unit_price_cents: z.number().int(),
  /** What one pack costs after the best promotion or the coupon. */
  unit_price_cents: z.number().int(),
  line_total_cents: z.number().int(),
  saving_cents: z.number().int(),
  /** The discount that priced this line, if any. */
  discount: z.object({ id: z.string(), name: z.string(), badge: z.string(), coupon: z.boolean() }).nullable(),
  changes: z.array(z.enum(cartLineChangeKeys)),
});

export const cartGift = z.object({
  rule_id: z.string(),
  name: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  variant_id: z.string(),
  pack_size: z.number().int(),
  threshold_cents: z.number().int(),
});

export const cartShipping = z.object({
  country: z.string(),
  /** Estimated shipping for the goods total; 0 once free. */
  cost_cents: z.number().int(),
  free_threshold_cents: z.number().int(),
  remaining_to_free_cents: z.number().int(),
});

export const cart = z.object({
  /**
   * The cart's public id, null while the shopper has none (a read never creates a cart). Never the
   * guest's secret: that one lives only in the `X-Cart-Id` header and the HttpOnly cookie.
   */
  id: z.uuid().nullable(),
  currency: z.literal('EUR'),
  lines: z.array(cartLine),
  gifts: z.array(cartGift),
  coupon: z
    .object({ code: z.string(), name: z.string(), valid: z.boolean(), saving_cents: z.number().int() })
    .nullable(),
  /** Every discount that saved something, with its total saving. */
  discounts: z.array(z.object({ id: z.string(), name: z.string(), saving_cents: z.number().int() })),
  item_count: z.number().int(),
  /** Sum of the lines at catalogue prices. */
  subtotal_cents: z.number().int(),
  saving_cents: z.number().int(),
  /** subtotal − saving: what the goods cost. */
  goods_total_cents: z.number().int(),
  /** VAT included in goods_total_cents (and shipping, once a country is set). */
  vat_cents: z.number().int(),
  vat_rate_percent: z.number(),
  shipping_country: z.string().nullable(),
  shipping: cartShipping.nullable(),
  /** goods_total + shipping estimate (shipping 0 while no country is set). */
  total_cents: z.number().int(),
  /** Translated notes on what the last call changed (e.g. a quantity lowered to the stock). */
  notices: z.array(z.object({ code: z.string(), message: z.string() })),
  limits: z.object({ max_quantity_per_line: z.number().int(), max_lines: z.number().int() }),
});

export type CartWire = z.infer<typeof cart>;
export type CartLineWire = z.infer<typeof cartLine>;
export type AddCartLineRequest = z.infer<typeof addCartLineRequest>;
