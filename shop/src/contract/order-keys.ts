/**
 * The cart's and the checkout's fixed value lists and headers, without zod: browser code (the cart,
 * the checkout form and their answer readers) imports them from `@seedshop/shop/order-keys` and must
 * not pull the wire schemas into its bundle. The keys are stable; the shop translates their labels.
 */

export const CART_ID_HEADER = 'x-cart-id';
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Why the cart draws attention to a line. */
export const cartLineChangeKeys = ['price-changed', 'quantity-lowered', 'sold-out', 'unavailable'] as const;

export const shippingMethodKeys = ['standard', 'tracked'] as const;
/** `card` exists only while a card provider adapter is configured. */
export const paymentMethodKeys = ['bank-transfer', 'cash-by-mail', 'crypto', 'card'] as const;
export const orderStatusKeys = ['awaiting-payment', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
/** Why an order was not placed (a 409 of `POST /checkout/orders`). */
export const orderConflictCodes = ['changed', 'sold-out', 'coupon-used-up', 'idempotency-key-reused'] as const;
/** How a cart line changed between the review and the order. */
export const orderLineChangeKeys = ['price-changed', 'quantity-lowered', 'sold-out', 'added', 'removed'] as const;
