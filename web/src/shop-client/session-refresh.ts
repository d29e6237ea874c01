import { shopApiPath, shopSessionRoutes } from '@seedshop/urls';
import type { NextRequest } from 'next/server';
import { isPrefetch } from '@/routing/prefetch';
import { REFRESH_COOKIE, TOKEN_COOKIE } from './session-cookies';

export interface RefreshedSession {
  /** Set-Cookie headers to pass on to the browser (new cookies, or cleared ones). */
  readonly setCookies: readonly string[];
  /** The request's Cookie header as the page should see it. */
  readonly cookieHeader: string;
}

/** The value a Set-Cookie header gives `name`, or undefined when it does not set that cookie. */
function cookieValue(setCookies: readonly string[], name: string): string | undefined {
  for (const header of setCookies) {
    const [pair = ''] = header.split(';');
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * The access-token cookie expires after ttl minutes, while the refresh cookie lives on.
 * When a page request arrives with only the refresh cookie, the proxy renews the session through
 * the gateway before the page renders, so a signed-in shopper never notices the expiry. Server
 * components cannot set cookies, which is why this happens here. `gateway` is the shop API's
 * browser door called in this process (an HTTP request to the site's own origin would be a loop).
 */
export async function refreshBeforeRender(
  request: NextRequest,
  gateway: (request: Request) => Promise<Response>,
): Promise<RefreshedSession | null> {
  if (request.cookies.has(TOKEN_COOKIE) || !request.cookies.has(REFRESH_COOKIE) || isPrefetch(request)) return null;
  let response: Response;
  try {
    const url = new URL(shopApiPath(shopSessionRoutes.refresh), request.nextUrl.origin);
    response = await gateway(
      new Request(url, {
        method: 'POST',
        headers: {
          cookie: request.headers.get('cookie') ?? '',
          'accept-language': request.headers.get('accept-language') ?? '',
          'x-forwarded-for': request.headers.get('x-forwarded-for') ?? '',
          // The same client as the browser's own refresh calls: the shop tells a duplicate from a theft by it.
          'user-agent': request.headers.get('user-agent') ?? '',
        },
      }),
    );
  } catch (error) {
    console.warn('[session] refresh before render failed', error);
    return null;
  }
  const setCookies = response.headers.getSetCookie();
  const token = cookieValue(setCookies, TOKEN_COOKIE);
  const refresh = cookieValue(setCookies, REFRESH_COOKIE);
  const kept = request.cookies
    .getAll()
    .filter((cookie) => cookie.name !== TOKEN_COOKIE && cookie.name !== REFRESH_COOKIE)
    // Values come back decoded; encoded again they stay valid in a header whatever bytes they hold.
    .map((cookie) => `${cookie.name}=${encodeURIComponent(cookie.value)}`);
  if (token) kept.push(`${TOKEN_COOKIE}=${token}`);
  if (refresh) kept.push(`${REFRESH_COOKIE}=${refresh}`);
  return { setCookies, cookieHeader: kept.join('; ') };
}
