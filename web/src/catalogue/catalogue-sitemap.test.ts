import { describe, expect, it, vi } from 'vitest';
import { found, missing } from '@/routing/lookup';
import type { CatalogueApi } from './catalogue-api';
import { listingFromWire } from './from-wire';
import { feminizedCategory, wireListing, wireProductSummary } from './testing/catalogue-fixtures';
import { catalogueNodesSource, productsSource } from './catalogue-sitemap';

function api(overrides: Partial<CatalogueApi>): CatalogueApi {
  return {
    resolve: vi.fn(),
    listing: vi.fn(async () => missing),
    seedBanks: vi.fn(async () => []),
    seedBank: vi.fn(async () => missing),
    product: vi.fn(async () => missing),
    ...overrides,
  };
}

describe('catalogue sitemap sources', () => {
  it('lists catalogs and their non-empty categories with every language’s slugs', async () => {
    const listing = listingFromWire(
      wireListing({
        categories: [
          { ...feminizedCategory, count: 3 },
          {
            id: 'regular',
            slug: 'regular-seeds',
            name: 'Regular',
            count: 0,
            slugs: { en: 'regular-seeds', de: 'regulaere-samen', fr: 'graines-regulieres', es: 'semillas-regulares' },
          },
        ],
      }),
    );
    const source = catalogueNodesSource(api({ listing: vi.fn(async () => found(listing)) }));
    expect(await source.count()).toBe(2);
    const pages = await source.pages(0, 10);
    expect(pages.map((page) => page.alternates.de)).toEqual([
      '/de/cannabis-samen',
      '/de/cannabis-samen/feminisierte-samen',
    ]);
  });

  it('pages through all products at the canonical paths, across listing pages', async () => {
    const listing = vi.fn<CatalogueApi['listing']>(async (query) => {
      const perPage = Number(query.get('per_page'));
      const page = Number(query.get('page'));
      const total = 200;
      const first = (page - 1) * perPage;
      const items = Array.from({ length: Math.max(0, Math.min(perPage, total - first)) }, (_, index) =>
        wireProductSummary(first + index),
      );
      return found(listingFromWire(wireListing({ items, total, page, per_page: perPage })));
    });
    const source = productsSource(api({ listing }));
    expect(await source.count()).toBe(200);
    const pages = await source.pages(90, 10);
    expect(pages.map((page) => page.alternates.en)).toEqual(
      Array.from({ length: 10 }, (_, index) => `/cannabis-seeds/feminized-seeds/lemon-haze-${90 + index}`),
    );
    expect(pages[0]?.alternates.fr).toBe('/fr/graines-de-cannabis/graines-feminisees/graines-lemon-haze-90');
    expect(listing.mock.calls.map(([query]) => query.get('page'))).toEqual(['1', '1', '2']);
    expect(listing.mock.calls[1]?.[0].get('sort')).toBe('newest');
  });
});
