import { GUEST_LISTS_TTL_DAYS } from '@seedshop/shop/contract';

/**
 * The session lives in two HttpOnly cookies that page JavaScript never sees (ARCHITECTURE.md,
 * "Session and auth"): `token` — the access token, named and timed as the spec says (Max-Age =
 * ttl minutes × 60) — and `refresh_token`, which lets the server renew an expired access token
 * without the shopper noticing.
 */
export const TOKEN_COOKIE = 'token';
export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export { CART_HINT_COOKIE, LISTS_HINT_COOKIE, SESSION_HINT_COOKIE } from './cookie-hints';
/**
 * The guest cart's id: HttpOnly like the session, so page JavaScript never holds the secret that
 * opens a cart. The gateway turns it into the shop's `X-Cart-Id` header and back.
 */
export const CART_COOKIE = 'cart';
export const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/**
 * The guest's favourites and comparison: an opaque secret like the cart's, HttpOnly, turned into the
 * shop's `X-Lists-Id` header and back by the gateway. It lives as long as the shop keeps guest lists.
 */
export const LISTS_COOKIE = 'lists';
export const LISTS_COOKIE_MAX_AGE_SECONDS = GUEST_LISTS_TTL_DAYS * 24 * 60 * 60;

/**
 * A session token as the shop issues it, or undefined. A cookie may hold any bytes a client sends
 * (`%00`, CR/LF, characters outside Latin-1 once decoded); such a value is no token, so it never
 * reaches an `Authorization` header, where it would make the request fail.
 */
export function sessionToken(value: string | undefined): string | undefined {
  return value !== undefined && /^[\w.~+/=-]{1,1024}$/.test(value) ? value : undefined;
}

/**
 * A guest cart id as the shop issues it (base64url, bounded), or undefined. Anything else a client
 * puts into the cookie never reaches the shop's `X-Cart-Id` header.
 */
export function cartId(value: string | undefined): string | undefined {
  return value !== undefined && /^[A-Za-z0-9_-]{1,256}$/.test(value) ? value : undefined;
}

export interface CookieOptions {
  readonly httpOnly: true;
  readonly sameSite: 'lax';
  readonly path: '/';
  readonly secure: boolean;
  readonly maxAge: number;
}

export function tokenCookieOptions(ttlMinutes: number, secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: Math.max(0, Math.floor(ttlMinutes * 60)) };
}

export function refreshCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: REFRESH_COOKIE_MAX_AGE_SECONDS };
}

export function cartCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: CART_COOKIE_MAX_AGE_SECONDS };
}

/** The readable twin of the cart cookie (`cookie-hints.ts`): it lives exactly as long. */
export function cartHintCookieOptions(secure: boolean) {
  return { httpOnly: false, sameSite: 'lax', path: '/', secure, maxAge: CART_COOKIE_MAX_AGE_SECONDS } as const;
}

export function listsCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: LISTS_COOKIE_MAX_AGE_SECONDS };
}

/** The readable twin of the lists cookie (`cookie-hints.ts`): it lives exactly as long. */
export function listsHintCookieOptions(secure: boolean) {
  return { httpOnly: false, sameSite: 'lax', path: '/', secure, maxAge: LISTS_COOKIE_MAX_AGE_SECONDS } as const;
}

export function sessionHintCookieOptions(secure: boolean) {
  return { httpOnly: false, sameSite: 'lax', path: '/', secure, maxAge: REFRESH_COOKIE_MAX_AGE_SECONDS } as const;
}

/** The answer of login and refresh: token, ttl in minutes, customer; plus the refresh token. */
export interface SessionGrant {
  readonly token: string;
  readonly ttl: number;
  readonly refreshToken: string;
}

export function readSessionGrant(body: unknown): SessionGrant | null {
  if (typeof body !== 'object' || body === null) return null;
  const token = 'token' in body ? body.token : undefined;
  const ttl = 'ttl' in body ? body.ttl : undefined;
  const refreshToken = 'refresh_token' in body ? body.refresh_token : undefined;
  if (typeof token !== 'string' || typeof ttl !== 'number' || typeof refreshToken !== 'string') return null;
  if (token.length === 0 || refreshToken.length === 0 || !Number.isFinite(ttl) || ttl <= 0) return null;
  return { token, ttl, refreshToken };
}
