/**
 * The cart's limits, VAT and shipping method: one place, read by the price engine, the cart routes
 * and the purge job (ADR 0023). Countries and shipping zones live in `checkout/`.
 */

/** The most packs of one variant a cart line may hold. */
export const MAX_QUANTITY_PER_LINE = 20;
/** The most lines one cart may hold. */
export const MAX_LINES = 30;
/** A guest cart untouched for this long is purged. */
export const GUEST_CART_TTL_DAYS = 30;
/**
 * Catalogue prices are gross with German VAT. The cart shows the VAT they include; a checkout that
 * prices by destination takes the net price back out with this rate.
 */
export const HOME_VAT_RATE_PERCENT = 19;
/** The currency of every price. */
export const CURRENCY = 'EUR';

/**
 * The cart's shipping estimate is what the `standard` method costs for the cart's packs
 * (`checkout/shipping-methods.ts`, the one table of zones and prices); the checkout offers every
 * method. The standard method is free from a goods total in every zone.
 */
export const CART_SHIPPING_METHOD = 'standard';
