import 'server-only';
import type { Locale } from '@seedshop/locales';
import type { KyInstance } from 'ky';
import { cookies } from 'next/headers';
import { sessionToken, TOKEN_COOKIE } from './session-cookies';
import { createShopClient } from './shop-client';
import { shopFetch } from './target.server';

/**
 * The shop client for server components, route handlers and actions. The token comes from the
 * request's cookie; an expired one was already renewed by the proxy before the page rendered, and
 * server components cannot store a new one, so refresh here only reports "no session".
 */
export async function serverShopClient(locale: Locale): Promise<KyInstance> {
  const token = sessionToken((await cookies()).get(TOKEN_COOKIE)?.value);
  return createShopClient({
    baseUrl: 'http://shop.internal/',
    locale,
    fetch: shopFetch(),
    session: { token: () => token, refresh: async () => null },
  });
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
