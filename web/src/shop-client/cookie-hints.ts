/**
 * Readable cookies that hold no secret and tell page JavaScript, without a request, whether there is
 * anything to load: the server renders every page the same for everybody (so pages can be cached),
 * and an island asks the shop only when a hint says there is something to show.
 */

/** `1` while a session exists (set and removed with the HttpOnly session cookies). */
export const SESSION_HINT_COOKIE = 'signed_in';

/** `1` while the browser holds a guest cart (set and removed with the HttpOnly `cart` cookie). */
export const CART_HINT_COOKIE = 'has_cart';

/** `1` while the browser holds a guest's favourites and comparison (with the HttpOnly `lists` cookie). */
export const LISTS_HINT_COOKIE = 'has_lists';

function hasHint(cookieHeader: string, name: string): boolean {
  return cookieHeader.split(';').some((pair) => pair.trim() === `${name}=1`);
}

/** Whether `document.cookie` (or a Cookie header) says a session exists. */
export function hasSessionHint(cookieHeader: string): boolean {
  return hasHint(cookieHeader, SESSION_HINT_COOKIE);
}

/**
 * Whether there may be a cart to show: a guest cart's hint, or a session (a customer's cart lives
 * with the account, whichever browser holds the session).
 */
export function mayHaveCart(cookieHeader: string): boolean {
  return hasHint(cookieHeader, CART_HINT_COOKIE) || hasSessionHint(cookieHeader);
}

/** Whether there may be favourites or a comparison to show: a guest's lists, or a session. */
export function mayHaveLists(cookieHeader: string): boolean {
  return hasHint(cookieHeader, LISTS_HINT_COOKIE) || hasSessionHint(cookieHeader);
}
