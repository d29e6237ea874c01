import { isLocale, type Locale } from '@seedshop/locales';
import { listingQueryString, parseListingState } from '@/catalogue/listing-state';
import { PACK_PARAM, parsePackParam } from '@/catalogue/product/pack-options';
import { DEFAULT_REVIEW_SORT, readReviewQuery, reviewParams } from '@/reviews/review-query';
import { isInvalidRoute } from '@/routing/resolve';
import { cachedPagesSegment, personalFileRoutes, sharedFileRoutes } from '@/routing/shared-pages';

/**
 * The pages of the catch-all route (catalogue, product, seed-bank, CMS and blog pages) are the same
 * for every visitor, so they are rendered once per address and kept in Next's cache until their
 * data changes (docs/adr/0040-cached-catch-all.md). A page reads its address only: the proxy
 * rewrites `/{locale}/{path}?{query}` to the cached twin of the catch-all route,
 * `/{locale}/cached/{key}/{path}`, where `key` is the query reduced to what the pages read, in one
 * canonical order. Everything else in a query (tracking tags, junk, reordered filters) lands on the
 * same cache entry.
 */
export { cachedPagesSegment };

/** The key of an address without any query the pages read. */
const plainKey = '-';

const fileRoutes: ReadonlySet<string> = new Set<string>([
  ...sharedFileRoutes,
  ...personalFileRoutes,
  cachedPagesSegment,
]);

/**
 * The part of a query the catch-all pages read, canonical: the listing state (filters with their
 * values sorted, search words, sort, page) as the listing writes it, then a product page's
 * preselected pack and its reviews' sort, language and page.
 */
export function cachedPageQuery(search: string): string {
  const params = new URLSearchParams(search);
  const state = parseListingState(params);
  // A facet's values select together (any of them), so their order says nothing.
  const facets = Object.fromEntries(Object.entries(state.facets).map(([key, values]) => [key, [...values].sort()]));
  const listing = listingQueryString({ ...state, facets });
  const pack = parsePackParam(params.get(PACK_PARAM));
  const reviews = readReviewQuery(params);
  const parts = [
    listing,
    pack === null ? '' : `${PACK_PARAM}=${pack}`,
    reviews.sort === DEFAULT_REVIEW_SORT ? '' : `${reviewParams.sort}=${reviews.sort}`,
    reviews.language === null ? '' : `${reviewParams.language}=${reviews.language}`,
    reviews.page === 1 ? '' : `${reviewParams.page}=${reviews.page}`,
  ];
  return parts.filter((part) => part !== '').join('&');
}

/**
 * The `[key]` segment of the cached twin for a query: its canonical form in base64url, so the
 * segment holds only letters, digits, `-` and `_` and reads the same whether or not a layer
 * percent-decodes it.
 */
export function cachedPageKey(search: string): string {
  const query = cachedPageQuery(search);
  if (query === '') return plainKey;
  let binary = '';
  for (const byte of new TextEncoder().encode(query)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The query a `[key]` segment stands for; a key that is not base64url stands for none. */
export function queryOfCachedPageKey(key: string): URLSearchParams {
  if (key === plainKey || !/^[A-Za-z0-9_-]+$/.test(key)) return new URLSearchParams();
  try {
    const binary = atob(key.replaceAll('-', '+').replaceAll('_', '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return new URLSearchParams();
  }
}

export interface CachedPageRequest {
  /** The page's path with its language first (`/en/cannabis-seeds`, `/de/blog/page-2`). */
  readonly internalPath: string;
  readonly search: string;
  readonly method: string;
  /** Draft mode (the Studio's preview) renders every request afresh from draft content. */
  readonly draftMode: boolean;
  /** The request carries a session (or the cookies to renew one). */
  readonly signedIn: boolean;
}

/**
 * Where the proxy sends a page request: the cached twin's path for a catch-all page read with GET
 * or HEAD outside draft mode; null for every other page (file-system routes, the home page,
 * forms posted to a page, previews, a signed-in customer's pages), which keep their own
 * route.
 */
export function cachedPagePath(request: CachedPageRequest): string | null {
  const match = /^\/([^/]+)(\/[^/]+)(\/.*)?$/.exec(request.internalPath);
  const locale = match?.[1];
  const first = match?.[2]?.slice(1);
  if (match === null || locale === undefined || first === undefined || !isLocale(locale)) return null;
  // A path that starts with the twin's own segment could not reach the catch-all route in any other
  // way: it is always read through the twin, where it resolves like every other path.
  if (first !== cachedPagesSegment) {
    if (fileRoutes.has(first)) return null;
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    if (request.draftMode) return null;
    // A path that breaks its route's rule answers 404 with the visitor's whole query, which the
    // cached pages do not keep: such requests render per request.
    if (isInvalidRoute(`/${first}${match[3] ?? ''}`)) return null;
    // A signed-in customer's pages render per request: their product pages hold their review form,
    // and a client navigation never switches between the cached twin and the catch-all route.
    if (request.signedIn) return null;
  }
  return twinPath(locale, `/${first}${match[3] ?? ''}`, request.search);
}

function twinPath(locale: Locale, rest: string, search: string): string {
  return `/${locale}/${cachedPagesSegment}/${cachedPageKey(search)}${rest}`;
}
