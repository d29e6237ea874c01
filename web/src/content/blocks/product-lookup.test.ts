import { describe, expect, it } from 'vitest';
import type { CatalogueApi } from '@/catalogue/catalogue-api';
import type { ResolvedCataloguePath } from '@/catalogue/catalogue-types';
import { found, missing, type Lookup } from '@/routing/lookup';
import { listingFromWire, productSummaryFromWire, resolvedFromWire } from '@/catalogue/from-wire';
import { resolvedCategory, wireListing, wireProductSummary } from '@/catalogue/testing/catalogue-fixtures';
import { filterProducts, lookUpProducts, usableIds } from './product-lookup';

/** A shop that knows products `prod-000001` … `prod-000005` and answers listings from them. */
function fakeApi(known = 5) {
  const listings: URLSearchParams[] = [];
  const resolved: string[] = [];
  const products = Array.from({ length: known }, (_, index) => ({
    ...productSummaryFromWire(wireProductSummary(index + 1)),
    id: `prod-${String(index + 1).padStart(6, '0')}`,
  }));
  const api: CatalogueApi = {
    async listing(query) {
      listings.push(query);
      const ids = query.get('ids')?.split(',');
      // The shop answers in its own order, not the one asked for.
      const items =
        ids === undefined ? products : [...products].reverse().filter((product) => ids.includes(product.id));
      const perPage = Number(query.get('per_page') ?? '24');
      return found({ ...listingFromWire(wireListing()), items: items.slice(0, perPage) });
    },
    async resolve(path): Promise<Lookup<ResolvedCataloguePath>> {
      resolved.push(path);
      return path === '/cannabis-seeds/feminized-seeds' ? found(resolvedFromWire(resolvedCategory)) : missing;
    },
    seedBanks: async () => [],
    seedBank: async () => missing,
    product: async () => missing,
  };
  return { api, listings, resolved };
}

describe('products by id', () => {
  it('keeps the editor’s order, asks once per 48 ids and skips ids the shop does not know', async () => {
    const { api, listings } = fakeApi();
    const found = await lookUpProducts(api, [
      'prod-000003',
      'prod-000001',
      'prod-000777',
      'prod-000003',
      'prod-000002',
    ]);
    expect(found.map((product) => product.id)).toEqual(['prod-000003', 'prod-000001', 'prod-000002']);
    expect(listings).toHaveLength(1);
    expect(listings[0]?.get('ids')).toBe('prod-000003,prod-000001,prod-000777,prod-000002');
    expect(listings[0]?.get('per_page')).toBe('4');

    const many = Array.from({ length: 50 }, (_, index) => `prod-${String(index + 1).padStart(6, '0')}`);
    await lookUpProducts(api, many);
    expect(listings.slice(1).map((query) => query.get('ids')?.split(',').length)).toEqual([48, 2]);
  });

  it('never sends malformed ids to the shop', async () => {
    expect(usableIds(['prod-000001', ' prod-2', 'x,y', '', null, undefined, 'prod-000001'])).toEqual(['prod-000001']);
    const { api, listings } = fakeApi();
    expect(await lookUpProducts(api, ['../admin'])).toEqual([]);
    expect(listings).toHaveLength(0);
  });
});

describe('products by filter', () => {
  it('sends the filter as a listing query with per_page = limit and links to the same listing', async () => {
    const { api, listings } = fakeApi();
    const found = await filterProducts(api, api, 'de', { query: 'genotype=sativa&sort=popularity&page=4&bogus=1' }, 3);
    expect(found?.products).toHaveLength(3);
    const query = listings[0];
    expect(query?.get('genotype')).toBe('sativa');
    expect(query?.get('sort')).toBe('popularity');
    expect(query?.get('page')).toBe('1');
    expect(query?.get('per_page')).toBe('3');
    expect(query?.has('bogus')).toBe(false);
    expect(found?.listingPath).toBe('/de/cannabis-samen?genotype=sativa&sort=popularity');
  });

  it('maps a category given as English slug or key to the category facet and links to the category page', async () => {
    const { api, listings, resolved } = fakeApi();
    const bySlug = await filterProducts(api, api, 'fr', { category: 'feminized-seeds', seedBank: 'dutch-passion' }, 8);
    expect(resolved).toEqual(['/cannabis-seeds/feminized-seeds']);
    expect(listings[0]?.get('category')).toBe('feminized');
    expect(listings[0]?.get('seed_bank')).toBe('dutch-passion');
    expect(bySlug?.listingPath).toBe('/fr/graines-de-cannabis/graines-feminisees?seed_bank=dutch-passion');

    const byKey = await filterProducts(api, api, 'en', { category: 'feminized' }, 8);
    expect(resolved).toHaveLength(1);
    expect(byKey?.listingPath).toBe('/cannabis-seeds/feminized-seeds');
  });

  it('finds nothing for an unknown category or a malformed seed bank', async () => {
    const { api, listings } = fakeApi();
    expect(await filterProducts(api, api, 'en', { category: 'no-such-category' }, 8)).toBeNull();
    expect(await filterProducts(api, api, 'en', { seedBank: '../x' }, 8)).toBeNull();
    expect(listings).toHaveLength(0);
  });
});
