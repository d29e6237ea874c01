/**
 * What the proxy (`src/proxy.ts`) does to which paths, named so the route manifest can state it
 * without copying the proxy's conditions. The proxy and the manifest both read this file.
 */

/**
 * The proxy's steps for a page request, in the order it takes them:
 * - `server-redirects`: the redirect map (CMS redirects, the shop's former product slugs);
 * - `locale-routing`: `/en/…` answers 308 to the unprefixed path, an unprefixed path is served
 *   as English, and the page's language is remembered in the language cookie;
 * - `locale-negotiation`: on `/` only, a first visit goes to the best Accept-Language match and
 *   later visits follow the language cookie (307);
 * - `session-refresh`: a request with only the refresh cookie renews the session first.
 */
export const appMiddlewareNames = [
  'server-redirects',
  'locale-routing',
  'locale-negotiation',
  'session-refresh',
] as const;
export type AppMiddleware = (typeof appMiddlewareNames)[number];

export function isAppMiddleware(value: unknown): value is AppMiddleware {
  return appMiddlewareNames.some((name) => name === value);
}

/**
 * Paths whose requests skip every step above (API routes, build metadata, Next's own files, root
 * files); only the check that the path can be decoded applies. Written as route-manifest patterns
 * (`**`: the rest of the path).
 */
export const bypassPatterns = [
  '/api/**',
  '/builds/**',
  '/_next/**',
  '/favicon.ico',
  '/icon.svg',
  '/robots.txt',
  '/sitemap.xml',
  '/sitemaps/sitemap/{page}.xml',
] as const;

const bypassPrefixes = ['/api/', '/builds/', '/_next/'];
const rootFiles = /^\/(favicon\.ico|icon\.svg|robots\.txt|sitemap\.xml|sitemaps\/sitemap\/\d+\.xml)$/;

export function bypassesLocaleRouting(pathname: string): boolean {
  return bypassPrefixes.some((prefix) => pathname.startsWith(prefix)) || rootFiles.test(pathname);
}

/** The proxy's steps for a page at a locale-neutral path, served with or without a locale prefix. */
export function middlewareFor(localeNeutralPath: string, prefixed: boolean): readonly AppMiddleware[] {
  const negotiates = localeNeutralPath === '/' && !prefixed;
  return negotiates
    ? ['server-redirects', 'locale-routing', 'locale-negotiation', 'session-refresh']
    : ['server-redirects', 'locale-routing', 'session-refresh'];
}
