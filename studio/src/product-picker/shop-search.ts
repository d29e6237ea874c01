/**
 * Product search against the shop API for the picker: `GET catalogue/products?q=&per_page=10`
 * (names, seed banks; English names, since the Studio works in English). A lake-served Studio asks the
 * lake's same-origin proxy; `sanity dev` asks the shop, which allows these reads from the Studio's
 * origin (SHOP_CORS_ORIGINS). Answers are checked, not trusted.
 */
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The shop's image URLs are storefront-relative (`/api/shop/catalogue/images/…`, where the web
 * mounts the shop); the picker resolves them against its own shop API base, which in the lake is
 * the proxy at `/shop-api`.
 */
const storefrontShopPath = '/api/shop/';

export function shopImageUrl(url: string, base: string): string {
  return url.startsWith(storefrontShopPath)
    ? `${base}/${url.slice(storefrontShopPath.length)}`
    : new URL(url, `${base}/`).href;
}

function toProduct(item: unknown, base: string): ShopProduct | undefined {
  if (!isRecord(item)) return undefined;
  const id = text(item['id']);
  const name = text(item['name']);
  if (id === undefined || name === undefined) return undefined;
  const seedBank = isRecord(item['seed_bank']) ? text(item['seed_bank']['name']) : undefined;
  const url = isRecord(item['image']) ? text(item['image']['url']) : undefined;
  return { id, name, seedBank, imageUrl: url === undefined ? undefined : shopImageUrl(url, base) };
}

/** The products of a listing answer (`{items: [...]}`); anything malformed is skipped. */
export function productsFromListing(body: unknown, base: string): ShopProduct[] {
  if (!isRecord(body) || !Array.isArray(body['items'])) return [];
  return body['items'].flatMap((item: unknown) => toProduct(item, base) ?? []);
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
