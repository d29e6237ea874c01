import 'server-only';
import type { Locale } from '@seedshop/locales';
import { productDetail, productList, resolveResponse, slug, type ResolveResponse } from '@seedshop/shop/contract';
import { z } from 'zod';
import { serverShopClient } from '@/shop-client/server-client.server';
import { productFromWire, teaserFromWire, type ProductTeaser, type ProductView } from './product-view';

/** How many similar products the page shows. */
export const SIMILAR_LIMIT = 8;

export type ResolvedProduct = Extract<ResolveResponse, { kind: 'product' }>;

export type ProductLookup =
  | { readonly kind: 'product'; readonly resolved: ResolvedProduct }
  /** A former slug: the shop names the current storefront path. */
  | { readonly kind: 'moved'; readonly location: string }
  | { readonly kind: 'not-found' };

const movedBody = z.object({ location: z.string() });

/** Only a path on this site: `/x`, never `//host` or `/\host` (which browsers treat as another host). */
function isLocalPath(location: string): boolean {
  return /^\/(?![/\\])/.test(location);
}

class ShopAnswerError extends Error {
  constructor(what: string, status: number) {
    super(`Shop answered ${status} for ${what}`);
    this.name = 'ShopAnswerError';
  }
}

/**
 * What a three-segment storefront path names (GET catalogue/resolve). Redirects are read, not
 * followed (`redirect: 'manual'`), so a former slug becomes a redirect of the storefront page.
 * An unknown path is not found; any other failure is an error (a 500, not a false 404).
 */
export async function lookUpProduct(locale: Locale, segments: readonly string[]): Promise<ProductLookup> {
  // No slug has another shape, so junk paths are answered without asking the shop.
  if (!segments.every((segment) => slug.safeParse(segment).success)) return { kind: 'not-found' };
  const client = await serverShopClient(locale);
  const path = `/${segments.join('/')}`;
  const response = await client.get('catalogue/resolve', { searchParams: { path }, redirect: 'manual' });
  if (response.status === 404 || response.status === 400 || response.status === 422) return { kind: 'not-found' };
  if (response.status === 301 || response.status === 308) {
    const moved = movedBody.safeParse(await response.json().catch(() => null));
    const location = moved.success ? moved.data.location : response.headers.get('location');
    return location && isLocalPath(location) ? { kind: 'moved', location } : { kind: 'not-found' };
  }
  if (!response.ok) throw new ShopAnswerError(`resolve ${path}`, response.status);
  const answer = resolveResponse.parse(await response.json());
  return answer.kind === 'product' ? { kind: 'product', resolved: answer } : { kind: 'not-found' };
}

/** The product detail in the page's language, by its slug in that language; null when unknown. */
export async function fetchProduct(locale: Locale, slug: string): Promise<ProductView | null> {
  const client = await serverShopClient(locale);
  const response = await client.get(`catalogue/products/${encodeURIComponent(slug)}`, { redirect: 'manual' });
  if (response.status === 404 || response.status === 301) return null;
  if (!response.ok) throw new ShopAnswerError(`product ${slug}`, response.status);
  return productFromWire(productDetail.parse(await response.json()));
}

/** Up to `limit` products like this one. Not essential to the page: a failure shows none. */
export async function fetchSimilar(locale: Locale, productId: string): Promise<ProductTeaser[]> {
  try {
    const client = await serverShopClient(locale);
    const response = await client.get(`catalogue/products/${encodeURIComponent(productId)}/similar`, {
      searchParams: { limit: SIMILAR_LIMIT },
    });
    if (!response.ok) throw new ShopAnswerError(`similar ${productId}`, response.status);
    return productList
      .parse(await response.json())
      .items.slice(0, SIMILAR_LIMIT)
      .map(teaserFromWire);
  } catch (error) {
    console.warn('[product] similar products unavailable', error);
    return [];
  }
}
