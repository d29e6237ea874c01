import type { Cart } from './cart-model';

/**
 * The cart before the shopper has one: what a read without a cart shows. Kept apart from the model,
 * whose contract schemas (zod) page JavaScript loads only when there is a cart to read.
 */
export const emptyCart: Cart = {
  lines: [],
  gifts: [],
  coupon: null,
  discounts: [],
  itemCount: 0,
  subtotalCents: 0,
  savingCents: 0,
  goodsTotalCents: 0,
  vatCents: 0,
  vatRatePercent: 0,
  shippingCountry: null,
  shipping: null,
  totalCents: 0,
  notices: [],
  limits: { maxQuantityPerLine: 20, maxLines: 30 },
};
