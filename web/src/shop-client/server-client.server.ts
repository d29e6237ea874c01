import 'server-only';
import { isIP } from 'node:net';
import type { Locale } from '@seedshop/locales';
import type { KyInstance } from 'ky';
import { cookies, headers } from 'next/headers';
import { env } from '@/config/env';
import { renewSession } from './gateway';
import {
  REFRESH_COOKIE,
  refreshCookieOptions,
  SESSION_HINT_COOKIE,
  sessionHintCookieOptions,
  sessionToken,
  TOKEN_COOKIE,
  tokenCookieOptions,
} from './session-cookies';
import { createShopClient } from './shop-client';
import { shopFetch, shopTarget } from './target.server';

/**
 * The shop client for server components, route handlers and actions. The token comes from the
 * request's cookie. A 401 while the request holds a session renews it once and retries — where
 * the answer can store the new cookies (route handlers, server actions). Server components cannot
 * set cookies, and a renewal the browser never learns of would spend its refresh token, so there
 * the proxy's renewal before the page renders is the one that counts and refresh reports "no
 * session".
 */
export async function serverShopClient(locale: Locale): Promise<KyInstance> {
  let token = sessionToken((await cookies()).get(TOKEN_COOKIE)?.value);
  // The page's request id (web/server/ops.mjs) goes with its shop calls, so the shop logs under it.
  const requestId = (await headers()).get('x-request-id');
  const target = shopFetch();
  return createShopClient({
    baseUrl: 'http://shop.internal/',
    locale,
    fetch:
      requestId === null
        ? target
        : (input, init) => {
            const call = new Request(input, init);
            call.headers.set('x-request-id', requestId);
            return target(call);
          },
    session: {
      token: () => token,
      refresh: async () => {
        token = (await renewOnServer()) ?? undefined;
        return token ?? null;
      },
    },
  });
}

/** The new access token after one renewal with the refresh cookie, or null. */
export async function renewOnServer(): Promise<string | null> {
  const store = await cookies();
  const refreshToken = sessionToken(store.get(REFRESH_COOKIE)?.value);
  if (refreshToken === undefined) return null;
  const secure = env.SITE_URL.startsWith('https://');
  try {
    // Rewriting the session hint with its own value is harmless and shows whether this answer
    // can carry cookies at all: a server component's cookie store throws here.
    store.set(SESSION_HINT_COOKIE, '1', sessionHintCookieOptions(secure));
  } catch {
    return null;
  }
  const incoming = await headers();
  const callHeaders = new Headers();
  for (const name of ['accept-language', 'user-agent', 'x-request-id']) {
    const value = incoming.get(name);
    if (value !== null) callHeaders.set(name, value);
  }
  // As the gateway does: one client address or none, so both share a renewal of the same client.
  const client = incoming.get('x-forwarded-for')?.trim();
  if (client && isIP(client) !== 0) callHeaders.set('x-forwarded-for', client);
  const sameClient = `${refreshToken} ${client ?? ''} ${callHeaders.get('user-agent') ?? ''}`;
  const renewal = await renewSession(shopTarget(), callHeaders, refreshToken, sameClient);
  if (renewal === 'refused') {
    for (const name of [TOKEN_COOKIE, REFRESH_COOKIE, SESSION_HINT_COOKIE])
      store.set(name, '', { path: '/', maxAge: 0 });
    return null;
  }
  if (renewal === null) return null;
  store.set(TOKEN_COOKIE, renewal.token, tokenCookieOptions(renewal.ttl, secure));
  store.set(REFRESH_COOKIE, renewal.refreshToken, refreshCookieOptions(secure));
  return renewal.token;
}

/**
 * A shop client without the visitor's session, for public catalogue data that must not make a page
 * depend on the request (cacheable pages, page-builder blocks). Never use it for customer calls.
 */
export function publicShopClient(locale: Locale): KyInstance {
  return createShopClient({
    baseUrl: 'http://shop.internal/',
    locale,
    fetch: shopFetch(),
    session: { token: () => undefined, refresh: async () => null },
  });
}
