import { MAX_PER_PAGE } from '@seedshop/shop/catalogue-keys';
import type { CatalogueApi } from './catalogue-api';
import { listingAlternates, productPath } from './catalogue-paths';
import { mapLocales } from '@seedshop/locales';
import type { SitemapPage, SitemapSource } from '@/seo/sitemap-plan';
import { foundValue } from '@/routing/lookup';

/** Parallel shop calls per sitemap request: quick, without crowding out shoppers. */
const CONCURRENCY = 4;

async function mapLimit<T, R>(items: readonly T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      const item = items[index];
      if (item !== undefined) results[index] = await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Catalogs (the general one and one per seed bank) and their categories that hold products.
 * Empty categories are left out: a page that lists nothing is no page for a search engine.
 */
export function catalogueNodesSource(api: CatalogueApi): SitemapSource {
  let nodes: Promise<SitemapPage[]> | null = null;
  const load = async (): Promise<SitemapPage[]> => {
    const banks = await api.seedBanks();
    const scopes = [null, ...banks.map((bank) => bank.slug)];
    const listings = await mapLimit(scopes, CONCURRENCY, (catalog) =>
      api
        .listing(new URLSearchParams(catalog === null ? { per_page: '1' } : { catalog, per_page: '1' }))
        .then(foundValue),
    );
    return listings.flatMap((listing) =>
      listing === null
        ? []
        : [
            { alternates: listingAlternates(listing.catalog, null) },
            ...listing.categories
              .filter((category) => category.count > 0)
              .map((category) => ({ alternates: listingAlternates(listing.catalog, category) })),
          ],
    );
  };
  const all = () => (nodes ??= load());
  return {
    name: 'catalogue-nodes',
    count: async () => (await all()).length,
    pages: async (offset, limit) => (await all()).slice(offset, offset + limit),
  };
}

/**
 * Every product at its canonical path, read through the listing in a fixed order (newest first,
 * ties by id) at the largest page size.
 */
export function productsSource(api: CatalogueApi): SitemapSource {
  const listingPage = (page: number, perPage: number) =>
    api
      .listing(new URLSearchParams({ sort: 'newest', page: String(page), per_page: String(perPage) }))
      .then(foundValue);
  return {
    name: 'products',
    count: async () => (await listingPage(1, 1))?.total ?? 0,
    async pages(offset, limit) {
      if (limit <= 0) return [];
      const first = Math.floor(offset / MAX_PER_PAGE) + 1;
      const last = Math.floor((offset + limit - 1) / MAX_PER_PAGE) + 1;
      const pageNumbers = Array.from({ length: last - first + 1 }, (_, index) => first + index);
      const listings = await mapLimit(pageNumbers, CONCURRENCY, (page) => listingPage(page, MAX_PER_PAGE));
      const items = listings.flatMap((listing) => listing?.items ?? []);
      const start = offset - (first - 1) * MAX_PER_PAGE;
      return items.slice(start, start + limit).map((product) => ({
        alternates: mapLocales((locale) => productPath(locale, product.path)),
      }));
    },
  };
}
