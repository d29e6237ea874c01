import { isIP } from 'node:net';
import { isLocale, languageCookie, localeTag } from '@seedshop/locales';
import { CART_ID_HEADER, LISTS_ID_HEADER } from '@seedshop/shop/contract';
import { shopSessionRoutes } from '@seedshop/urls';
import { NextResponse, type NextRequest } from 'next/server';
import { createRefreshCoalescer } from './refresh-coalescer';
import {
  CART_COOKIE,
  CART_HINT_COOKIE,
  cartCookieOptions,
  cartHintCookieOptions,
  cartId,
  LISTS_COOKIE,
  LISTS_HINT_COOKIE,
  listsCookieOptions,
  listsHintCookieOptions,
  readSessionGrant,
  REFRESH_COOKIE,
  type SessionGrant,
  refreshCookieOptions,
  SESSION_HINT_COOKIE,
  sessionHintCookieOptions,
  sessionToken,
  TOKEN_COOKIE,
  tokenCookieOptions,
} from './session-cookies';

/** Sends one request to the shop API: in-process (`app.fetch`) or over HTTP to SHOP_API_URL. */
export type ShopTarget = (request: Request) => Promise<Response>;

export interface GatewayOptions {
  readonly secureCookies: boolean;
  /** The public path the gateway is mounted at. */
  readonly mountPath: string;
  /** The storefront's public origin (`SITE_URL`): cookie-authenticated writes must come from it. */
  readonly siteOrigin: string;
}

const MAX_BODY_BYTES = 64 * 1024;
// One per process: the route handlers and the proxy's renewal (instrumentation.ts) load this module
// in separate bundles, and a refresh from either must find the other's answer.
const refreshes = ((globalThis as Record<symbol, unknown>)[Symbol.for('seedshop.refreshCoalescer')] ??=
  createRefreshCoalescer()) as ReturnType<typeof createRefreshCoalescer>;
// `origin` and the preflight headers let the shop answer CORS for the Studio's product picker.
const forwardedRequestHeaders = [
  'content-type',
  'accept',
  'user-agent',
  'origin',
  'access-control-request-method',
  'access-control-request-headers',
  // The storefront's server gave the request its id (web/server/ops.mjs): the shop logs under it.
  'x-request-id',
];
const forwardedResponseHeaders = [
  'content-type',
  // A download (an order's invoice PDF) keeps its file name. The length is left out: the gateway
  // rewrites some bodies (a login answer without its tokens).
  'content-disposition',
  'retry-after',
  'allow',
  // The shop decides what may be cached (public catalogue data, immutable images; `no-store` for
  // everything personal) and how: the gateway passes its caching and security headers on as they are.
  'cache-control',
  'vary',
  'content-security-policy',
  'location',
  'access-control-allow-origin',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-max-age',
];

/** Paths whose answer opens or renews a session. */
const grantingPaths = new Set<string>([shopSessionRoutes.login, shopSessionRoutes.refresh]);
/** Paths after which the session is over, whatever the shop answers. */
const endingPaths = new Set<string>([shopSessionRoutes.logout]);
/** Paths whose success ends every session of the customer. */
const endingOnSuccessPaths = new Set(['customer/account/delete', 'customer/auth/reset-password']);
/**
 * Paths whose callers bring their own `Authorization` (staff tools with the staff token: review
 * moderation, moving orders on); it goes through unchanged. Everywhere else a browser-sent header
 * is ignored: the session is the cookie.
 */
const ownAuthorizationPaths = ['catalogue/moderation/', 'staff/'];
/**
 * Paths that take the content source's signed publish webhook: its signature (which the shop
 * checks) goes through; no cookie is turned into a session there.
 */
const signedWebhookPaths = new Set(['pricing/sync']);
const webhookHeaders = ['sanity-webhook-signature', 'sanity-operation', 'sanity-document-id', 'idempotency-key'];
/** Paths that take the browser's `Idempotency-Key`: a retried order is answered, not placed twice. */
const idempotentPaths = new Set(['checkout/orders']);

function errorResponse(status: number, message: string): NextResponse {
  return NextResponse.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } });
}

function cookieToken(request: NextRequest, name: string): string | undefined {
  return sessionToken(request.cookies.get(name)?.value);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a write may use the session cookies: a browser tells where the request comes from
 * (`Sec-Fetch-Site`, else `Origin`), and only this site's own pages — or a typed URL, a bookmark,
 * a server-side caller without either header — may change anything. SameSite=Lax cookies alone
 * would still let a sibling subdomain or an old browser post in the shopper's name.
 */
function isSameOriginWrite(request: NextRequest, siteOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  return origin === siteOrigin || origin === request.nextUrl.origin;
}

function clearSession(response: NextResponse): void {
  response.cookies.set(TOKEN_COOKIE, '', { path: '/', maxAge: 0 });
  response.cookies.set(REFRESH_COOKIE, '', { path: '/', maxAge: 0 });
  response.cookies.set(SESSION_HINT_COOKIE, '', { path: '/', maxAge: 0 });
}

/** A guest secret the gateway keeps in an HttpOnly cookie and hands to the shop in a header. */
interface GuestSecretCookie {
  readonly header: string;
  readonly cookie: string;
  readonly options: (secure: boolean) => ReturnType<typeof cartCookieOptions>;
  readonly what: string;
  /** A readable cookie that lives and dies with the secret's, telling page JavaScript it exists. */
  readonly hint?: { readonly cookie: string; readonly options: (secure: boolean) => object };
}

/** The guest cart's id (`X-Cart-Id` ↔ cookie `cart`). */
const guestCart: GuestSecretCookie = {
  header: CART_ID_HEADER,
  cookie: CART_COOKIE,
  options: cartCookieOptions,
  what: 'cart id',
  hint: { cookie: CART_HINT_COOKIE, options: cartHintCookieOptions },
};
/** The guest's favourites and comparison (`X-Lists-Id` ↔ cookie `lists`). */
const guestLists: GuestSecretCookie = {
  header: LISTS_ID_HEADER,
  cookie: LISTS_COOKIE,
  options: listsCookieOptions,
  what: 'lists id',
  hint: { cookie: LISTS_HINT_COOKIE, options: listsHintCookieOptions },
};

/**
 * A guest secret as the shop hands it over in its header, on any path (the first write creates the
 * cart or the lists; signing in merges them into the customer's and answers an empty value): a new
 * secret becomes the HttpOnly cookie, an empty one deletes it. The header itself never reaches the
 * browser.
 */
function storeGuestSecret(
  kind: GuestSecretCookie,
  request: NextRequest,
  upstream: Response,
  response: NextResponse,
  secure: boolean,
): void {
  const answered = upstream.headers.get(kind.header);
  if (answered === null) return;
  const value = answered.trim();
  if (value === '') {
    if (request.cookies.has(kind.cookie)) response.cookies.set(kind.cookie, '', { path: '/', maxAge: 0 });
    if (kind.hint && request.cookies.has(kind.hint.cookie)) {
      response.cookies.set(kind.hint.cookie, '', { path: '/', maxAge: 0 });
    }
    return;
  }
  const id = cartId(value);
  if (id === undefined) {
    console.error(`[shop gateway] the shop answered an unusable ${kind.what}; the cookie is left as it was`);
    return;
  }
  response.cookies.set(kind.cookie, id, kind.options(secure));
  if (kind.hint) response.cookies.set(kind.hint.cookie, '1', kind.hint.options(secure));
}

/** Both guest secrets of an answer. */
function storeGuestSecrets(request: NextRequest, upstream: Response, response: NextResponse, secure: boolean): void {
  storeGuestSecret(guestCart, request, upstream, response, secure);
  storeGuestSecret(guestLists, request, upstream, response, secure);
}

/**
 * The browser's door to the shop API (under `shopApiMountPath`, @seedshop/urls). It turns the HttpOnly `token` cookie into
 * `Authorization: Bearer`, the HttpOnly `cart` cookie into `X-Cart-Id` and the HttpOnly `lists`
 * cookie into `X-Lists-Id`, adds `Accept-Language`, stores the tokens of login and refresh answers
 * and the guest secrets of any answer in cookies and removes them from what the browser gets, so
 * none of them reaches page JavaScript.
 */
export async function forwardToShop(
  request: NextRequest,
  target: ShopTarget,
  options: GatewayOptions,
): Promise<NextResponse> {
  const path = request.nextUrl.pathname.slice(options.mountPath.length).replace(/^\/+/, '');
  if (path.length === 0) return errorResponse(404, 'Not found');
  if (!isSameOriginWrite(request, new URL(options.siteOrigin).origin)) {
    return errorResponse(403, 'This request must come from the shop’s own pages.');
  }

  const headers = new Headers();
  for (const name of forwardedRequestHeaders) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const language = request.cookies.get(languageCookie.name)?.value;
  const acceptLanguage = request.headers.get('accept-language') ?? (isLocale(language) ? localeTag(language) : null);
  if (acceptLanguage) headers.set('accept-language', acceptLanguage);
  // The storefront's front door (web/server/front-door.mjs) leaves exactly the client's address here.
  const client = request.headers.get('x-forwarded-for')?.trim();
  if (client && isIP(client) !== 0) headers.set('x-forwarded-for', client);
  if (signedWebhookPaths.has(path)) {
    for (const name of webhookHeaders) {
      const value = request.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
  }
  const idempotencyKey = request.headers.get('idempotency-key');
  if (idempotentPaths.has(path) && idempotencyKey !== null) headers.set('idempotency-key', idempotencyKey);
  const token = cookieToken(request, TOKEN_COOKIE);
  const refreshToken = cookieToken(request, REFRESH_COOKIE);
  const ownAuthorization = request.headers.get('authorization');
  const usesOwnAuthorization =
    Boolean(ownAuthorization) && ownAuthorizationPaths.some((prefix) => path.startsWith(prefix));
  if (ownAuthorization && usesOwnAuthorization) {
    headers.set('authorization', ownAuthorization);
  } else if (token) {
    headers.set('authorization', `Bearer ${token}`);
  }
  // Built from the cookies only: an `X-Cart-Id` or `X-Lists-Id` the browser sends is not forwarded.
  for (const kind of [guestCart, guestLists]) {
    const secret = cartId(request.cookies.get(kind.cookie)?.value);
    if (secret) headers.set(kind.header, secret);
  }

  let body: BodyInit | undefined;
  const isRefresh = path === shopSessionRoutes.refresh && request.method === 'POST';
  if (isRefresh) {
    if (!refreshToken) {
      const response = errorResponse(401, 'No session');
      if (hasSessionCookie(request)) clearSession(response);
      return response;
    }
    headers.set('content-type', 'application/json');
    body = JSON.stringify({ refresh_token: refreshToken });
  } else if (request.method !== 'GET' && request.method !== 'HEAD') {
    const bytes = await readBody(request, MAX_BODY_BYTES);
    if (bytes === null) return errorResponse(413, 'Request body too large');
    if (bytes === undefined) return errorResponse(400, 'The request body could not be read');
    body = bytes.byteLength > 0 ? bytes : undefined;
  }

  const upstreamUrl = new URL(`http://shop.internal/${path}${request.nextUrl.search}`);
  const send = () => target(new Request(upstreamUrl, { method: request.method, headers, body }));
  // Shared only between refreshes of the same client: the token, its address and user agent.
  const sameClient = `${refreshToken} ${client ?? ''} ${request.headers.get('user-agent') ?? ''}`;
  let upstream: Response;
  let renewed: SessionGrant | null = null;
  try {
    upstream = isRefresh && refreshToken ? await refreshes.refresh(sameClient, send) : await send();
    // A 401 while the browser holds a session: the session is renewed once and the call sent once
    // more with the new token. The session routes themselves and staff calls are left as they are.
    const mayRenew =
      upstream.status === 401 && refreshToken !== undefined && !sessionPaths.has(path) && !usesOwnAuthorization;
    if (mayRenew) {
      const renewal = await renewSession(target, headers, refreshToken, sameClient);
      if (renewal === 'refused') {
        const response = new NextResponse(upstream.body, { status: 401, headers: answerHeaders(upstream, options) });
        clearSession(response);
        return response;
      }
      if (renewal !== null) {
        renewed = renewal;
        headers.set('authorization', `Bearer ${renewal.token}`);
        upstream = await send();
      }
    }
  } catch (error) {
    console.error('[shop gateway] shop API unreachable', error);
    return errorResponse(503, 'The shop is not reachable right now. Please try again in a moment.');
  }

  const responseHeaders = answerHeaders(upstream, options);

  if (grantingPaths.has(path) && upstream.ok) {
    const payload: unknown = await upstream.json().catch(() => null);
    const grant = readSessionGrant(payload);
    if (!grant || typeof payload !== 'object' || payload === null) {
      return errorResponse(502, 'The shop answered without a session');
    }
    const withoutTokens = Object.fromEntries(
      Object.entries(payload).filter(([key]) => key !== 'token' && key !== 'refresh_token'),
    );
    const response = NextResponse.json(withoutTokens, { status: upstream.status, headers: responseHeaders });
    storeSession(response, grant, options.secureCookies);
    storeGuestSecrets(request, upstream, response, options.secureCookies);
    return response;
  }

  const response = new NextResponse(upstream.status === 204 ? null : upstream.body, {
    status: upstream.status,
    headers: responseHeaders,
  });
  if (renewed !== null) storeSession(response, renewed, options.secureCookies);
  const sessionGone =
    endingPaths.has(path) ||
    (endingOnSuccessPaths.has(path) && upstream.ok) ||
    (path === shopSessionRoutes.refresh && upstream.status === 401);
  if (sessionGone && hasSessionCookie(request)) clearSession(response);
  storeGuestSecrets(request, upstream, response, options.secureCookies);
  return response;
}

/** The session routes: a 401 there is the answer itself, never a reason to renew. */
const sessionPaths = new Set<string>(Object.values(shopSessionRoutes));

/** The headers of the shop's answer that the browser gets. */
function answerHeaders(upstream: Response, options: GatewayOptions): Headers {
  // `no-store` unless the shop says otherwise (it always does; this guards an older shop service).
  const responseHeaders = new Headers({ 'Cache-Control': 'no-store' });
  for (const name of forwardedResponseHeaders) {
    const value = upstream.headers.get(name);
    if (value === null) continue;
    // The shop's own paths (a moved product) live under the mount path here.
    const mounted = name === 'location' && value.startsWith('/') && !value.startsWith('//');
    responseHeaders.set(name, mounted ? `${options.mountPath}${value}` : value);
  }
  return responseHeaders;
}

function storeSession(response: NextResponse, grant: SessionGrant, secure: boolean): void {
  response.cookies.set(TOKEN_COOKIE, grant.token, tokenCookieOptions(grant.ttl, secure));
  response.cookies.set(REFRESH_COOKIE, grant.refreshToken, refreshCookieOptions(secure));
  response.cookies.set(SESSION_HINT_COOKIE, '1', sessionHintCookieOptions(secure));
}

/**
 * One refresh with the browser's refresh cookie, shared with any other refresh of the same client
 * (the coalescer): the new session, 'refused' when the shop ended it, or null when the answer was
 * neither (the caller then passes the first answer on).
 */
export async function renewSession(
  target: ShopTarget,
  callHeaders: Headers,
  refreshToken: string,
  sameClient: string,
): Promise<SessionGrant | 'refused' | null> {
  const headers = new Headers();
  for (const name of ['accept-language', 'x-forwarded-for', 'user-agent']) {
    const value = callHeaders.get(name);
    if (value !== null) headers.set(name, value);
  }
  headers.set('content-type', 'application/json');
  const answer = await refreshes.refresh(sameClient, () =>
    target(
      new Request(`http://shop.internal/${shopSessionRoutes.refresh}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ refresh_token: refreshToken }),
      }),
    ),
  );
  if (answer.status === 401) return 'refused';
  if (!answer.ok) return null;
  return readSessionGrant(await answer.json().catch(() => null));
}

/**
 * The body, read up to `limit` bytes: null once it is larger (announced or sent), undefined when the
 * client went away mid-body. Nothing past the limit is buffered.
 */
async function readBody(request: NextRequest, limit: number): Promise<ArrayBuffer | null | undefined> {
  const announced = Number(request.headers.get('content-length') ?? '0');
  if (announced > limit) return null;
  if (request.body === null) return new ArrayBuffer(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return null;
      }
      chunks.push(value);
    }
  } catch {
    return undefined;
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes.buffer;
}

/** Cookies are only cleared for a browser that sent one: a request without them ends nothing. */
function hasSessionCookie(request: NextRequest): boolean {
  return [TOKEN_COOKIE, REFRESH_COOKIE, SESSION_HINT_COOKIE].some((name) => request.cookies.has(name));
}
