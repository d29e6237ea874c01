/**
 * The limits of the shopper's lists, in one place: the routes refuse a write past them with a
 * translated 422, the storefront shows them.
 */

/** Favourite products per shopper. */
export const MAX_FAVOURITES = 500;
/** Products side by side in one comparison (and one saved comparison list). */
export const MAX_COMPARISON_PRODUCTS = 6;
/** Saved comparison lists per customer. */
export const MAX_COMPARISON_LISTS = 50;
/** Length of a comparison list's name. */
export const MAX_COMPARISON_LIST_NAME = 80;
/** Open (pending or active) product subscriptions per e-mail. */
export const MAX_PRODUCT_SUBSCRIPTIONS = 100;
/** A guest's favourites and comparison untouched for this long are purged. */
export const GUEST_LISTS_TTL_DAYS = 30;
/** A guest's unconfirmed subscription is dropped after this long. */
export const SUBSCRIPTION_CONFIRMATION_TTL_HOURS = 24;
/** Page size of every list endpoint. */
export const LIST_PAGE_SIZE = 24;
