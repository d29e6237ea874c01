import { languageCookie } from '@seedshop/locales';
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/config/env';
import { decideLocale } from '@/routing/locale-routing';
import { inProcessServices } from '@/site/in-process-services';
import { redirectSources } from '@/site/redirect-sources';
import { createRedirectMap } from '@/routing/redirects';
import { requestHeaders } from '@/routing/request-headers';
import { cachedPagePath } from '@/site/cached-pages';
import { isPrefetch } from '@/routing/prefetch';
import { bypassesLocaleRouting } from '@/routing/proxy-rules';
import { isSharedPage, sharedPageHeader } from '@/routing/shared-pages';
import { refreshBeforeRender } from '@/shop-client/session-refresh';
import {
  CART_COOKIE,
  CART_HINT_COOKIE,
  cartHintCookieOptions,
  LISTS_COOKIE,
  LISTS_HINT_COOKIE,
  listsHintCookieOptions,
  REFRESH_COOKIE,
  SESSION_HINT_COOKIE,
  TOKEN_COOKIE,
} from '@/shop-client/session-cookies';
import { draftModeCookie, studioUrlFrom } from '@/content/studio-url';
import { contentSecurityPolicy, createNonce, studioOrigin } from '@/security/content-security-policy';

/** Draft-mode pages may be framed by the Studio (its Presentation tool); no other page may. */
const previewStudio = studioOrigin(studioUrlFrom(env));

/** The guest secrets' HttpOnly cookies and the readable hints that go with them. */
const guestHints = [
  [CART_COOKIE, CART_HINT_COOKIE, cartHintCookieOptions],
  [LISTS_COOKIE, LISTS_HINT_COOKIE, listsHintCookieOptions],
] as const;

const redirectMap = createRedirectMap({
  sources: redirectSources,
  siteOrigin: env.SITE_URL,
  ttlMs: env.REDIRECTS_TTL_SECONDS * 1000,
});

/**
 * Runs before every page request: server-defined redirects first, then the locale rules.
 * It tells the pages the visitor's original path (for "Page not found: {path}") and locale via
 * request headers, and remembers the language of every page served in the language cookie.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;

  // Next's own router answers 500 to a path it cannot percent-decode; that is a client error.
  if (!isDecodable(pathname)) return badRequest();
  if (bypassesLocaleRouting(pathname)) return NextResponse.next();

  const redirect = await redirectMap.lookup(pathname);
  if (redirect) {
    const location = redirect.location.startsWith('/')
      ? withQuery(new URL(redirect.location, request.nextUrl.origin), search)
      : redirect.location;
    return NextResponse.redirect(location, redirect.status);
  }

  const cookieLocale = request.cookies.get(languageCookie.name)?.value;
  const decision = decideLocale({
    pathname,
    search,
    cookieLocale,
    acceptLanguage: request.headers.get('accept-language'),
  });

  if (decision.type === 'redirect') {
    const response = NextResponse.redirect(new URL(decision.location, request.nextUrl.origin), decision.status);
    if (pathname === '/') response.headers.set('Vary', 'Accept-Language, Cookie');
    return response;
  }

  const headers = new Headers(request.headers);
  const refreshed = await refreshBeforeRender(request, (call) => inProcessServices().gateway(call));
  if (refreshed && (request.method === 'GET' || request.method === 'HEAD')) {
    // A renewed session never rides on a page: pages may be cached, and a shared cache would hand
    // these cookies to the next visitor. The browser stores them from this uncacheable redirect and
    // asks for the same page again, now with a valid token.
    return sessionRedirect(request, refreshed.setCookies);
  }
  if (refreshed) headers.set('cookie', refreshed.cookieHeader);
  // Next reads the nonce from the request's policy and puts it on every script it renders.
  const policy = contentSecurityPolicy({
    nonce: createNonce(),
    framingStudio: request.cookies.has(draftModeCookie) ? previewStudio : null,
  });
  headers.set('content-security-policy', policy);
  headers.set(requestHeaders.path, pathname);
  headers.set(requestHeaders.search, search);
  headers.set(requestHeaders.locale, decision.locale);

  let response: NextResponse;
  const internalPath = decision.type === 'rewrite' ? decision.internalPath : pathname;
  // A catch-all page is read from its cached twin (site/cached-pages.ts), in this process's cache
  // or, with REDIS_URL, in the cache all instances share.
  const target =
    cachedPagePath({
      internalPath,
      search,
      method: request.method,
      draftMode: request.cookies.has(draftModeCookie),
      signedIn: [TOKEN_COOKIE, REFRESH_COOKIE, SESSION_HINT_COOKIE].some((name) => request.cookies.has(name)),
    }) ?? internalPath;
  if (target !== pathname) {
    const url = request.nextUrl.clone();
    url.pathname = target;
    response = NextResponse.rewrite(url, { request: { headers } });
  } else {
    response = NextResponse.next({ request: { headers } });
  }
  // A cache in front may keep this page for other visitors (it still checks the cookies).
  if (isSharedPage(internalPath)) response.headers.set(sharedPageHeader, '1');
  if (pathname === '/') response.headers.set('Vary', 'Accept-Language, Cookie');
  response.headers.set('Content-Security-Policy', policy);
  // Prefetches are not visits: a link prefetched in the background must not change the language.
  if (cookieLocale !== decision.locale && !isPrefetch(request)) {
    response.cookies.set(languageCookie.name, decision.locale, {
      maxAge: languageCookie.maxAgeSeconds,
      path: languageCookie.path,
      sameSite: languageCookie.sameSite,
    });
  }
  // A guest cart or list whose readable hint is missing (kept from before the hints existed, or the
  // hint was deleted on its own): without it the page would not load the cart's count or the hearts.
  for (const [secret, hint, options] of guestHints) {
    if (request.cookies.has(secret) && !request.cookies.has(hint)) {
      response.cookies.set(hint, '1', options(env.SITE_URL.startsWith('https://')));
    }
  }
  // Appended last: ResponseCookies.set() rewrites the Set-Cookie headers it does not know about.
  for (const cookie of refreshed?.setCookies ?? []) response.headers.append('set-cookie', cookie);
  return response;
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function sessionRedirect(request: NextRequest, setCookies: readonly string[]): NextResponse {
  const response = NextResponse.redirect(request.nextUrl, 307);
  response.headers.set('Cache-Control', 'private, no-store');
  for (const cookie of setCookies) response.headers.append('set-cookie', cookie);
  return response;
}

function badRequest(): NextResponse {
  return new NextResponse('400 Bad Request: the address contains an invalid character sequence.', {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export const config = {
  // Everything except Next's static assets: pages get the locale rules, other paths only the
  // decoding check (see routing/proxy-rules.ts).
  matcher: ['/((?!_next/static/|_next/image/).*)'],
};

/** A moved page keeps the visitor's query (filters, `?pack=5`) unless its rule names one of its own. */
function withQuery(target: URL, search: string): URL {
  if (target.search === '' && search !== '') target.search = search;
  return target;
}
