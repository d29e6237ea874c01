/**
 * Product search against the shop API for the picker: `GET catalogue/products?q=&per_page=10`
 * (names, seed banks; English names, since the Studio works in English). A lake-served Studio asks the
 * lake's same-origin proxy; `sanity dev` asks the shop, which allows these reads from the Studio's
 * origin (SHOP_CORS_ORIGINS). Answers are checked against the shop's contract, not trusted.
 */
import { productSummary, productSummaryFromWire, type ProductSummaryView } from '@seedshop/shop/contract';
import { shopApiMountPath } from '@seedshop/urls';
import { z } from 'zod';
import { studioEnv } from '../studio-env';

export interface ShopProduct {
  id: string;
  name: string;
  seedBank: string | undefined;
  imageUrl: string | undefined;
}

export class ShopUnreachableError extends Error {
  constructor(
    readonly shopApiUrl: string,
    cause: unknown,
  ) {
    super(`The shop at ${shopApiUrl} did not answer.`, { cause });
    this.name = 'ShopUnreachableError';
  }
}

/**
 * The shop's image URLs are storefront-relative (under the storefront's mount point of the shop
 * API); the picker resolves them against its own shop API base, which in the lake is the proxy at
 * `/shop-api`.
 */
const storefrontShopPath = `${shopApiMountPath}/`;

export function shopImageUrl(url: string, base: string): string {
  return url.startsWith(storefrontShopPath)
    ? `${base}/${url.slice(storefrontShopPath.length)}`
    : new URL(url, `${base}/`).href;
}

function toProduct(product: ProductSummaryView, base: string): ShopProduct {
  return {
    id: product.id,
    name: product.name,
    seedBank: product.seedBank.name === '' ? undefined : product.seedBank.name,
    imageUrl: product.image.url === '' ? undefined : shopImageUrl(product.image.url, base),
  };
}

/** A listing answer whose items are checked one by one, so one malformed product hides only itself. */
const listingItems = z.object({ items: z.array(z.unknown()) });

/**
 * The products of a listing answer (`GET catalogue/products`), each checked against the contract's
 * `productSummary` and mapped by the storefront's own mapper; anything malformed is skipped.
 */
export function productsFromListing(body: unknown, base: string): ShopProduct[] {
  const listing = listingItems.safeParse(body);
  if (!listing.success) return [];
  return listing.data.items.flatMap((item) => {
    const product = productSummary.safeParse(item);
    return product.success ? [toProduct(productSummaryFromWire(product.data), base)] : [];
  });
}

async function listing(params: URLSearchParams, signal: AbortSignal): Promise<ShopProduct[]> {
  const base = studioEnv.shopApiUrl;
  let response: Response;
  try {
    response = await fetch(`${base}/catalogue/products?${params.toString()}`, {
      headers: { Accept: 'application/json', 'Accept-Language': 'en' },
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ShopUnreachableError(base, error);
  }
  if (!response.ok) throw new ShopUnreachableError(base, new Error(`HTTP ${response.status}`));
  return productsFromListing(await response.json(), base);
}

/** Up to ten products whose name (or seed bank) matches the query. */
export function searchProducts(query: string, signal: AbortSignal): Promise<ShopProduct[]> {
  return listing(new URLSearchParams({ q: query, per_page: '10' }), signal);
}
