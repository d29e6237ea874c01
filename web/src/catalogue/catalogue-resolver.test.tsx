import { isValidElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from '@/ui/testing/intl-test-provider';
import en from '@seedshop/locales/en.json';
import { describe, expect, it, vi } from 'vitest';
import type { ResolveContext } from '@/routing/resolve';
import { found, missing, type Lookup } from '@/routing/lookup';
import type { CatalogueApi } from './catalogue-api';
import type { ResolvedCataloguePath } from './catalogue-types';
import { createCatalogueResolvers } from './catalogue-resolver';
import { listingFromWire, resolvedFromWire, seedBankDetailFromWire } from './from-wire';
import { CatalogueListingPage } from './listing/catalogue-listing-page';
import { resolvedCatalog, resolvedCategory, wireListing } from './testing/catalogue-fixtures';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn() }),
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
// Icons load their data over HTTP in the browser; here they are decoration.
vi.mock('@/ui/icon/icon', () => ({ Icon: () => null }));
// The lazy island wrappers suspend in a static render; the test renders the islands themselves.
vi.mock('./listing/listing-islands', async () => ({
  ...(await import('./listing/filter-sidebar')),
  ...(await import('./listing/listing-navigation')),
  ...(await import('./listing/sort-select')),
}));
vi.mock('./product-card-islands', async () => await import('./client-product-card'));

function fakeApi(resolve: Lookup<ResolvedCataloguePath>, overrides: Partial<CatalogueApi> = {}) {
  const api = {
    resolve: vi.fn<CatalogueApi['resolve']>(async () => resolve),
    listing: vi.fn<CatalogueApi['listing']>(async () => found(listingFromWire(wireListing()))),
    seedBanks: vi.fn<CatalogueApi['seedBanks']>(async () => []),
    seedBank: vi.fn<CatalogueApi['seedBank']>(async () => missing),
    product: vi.fn<CatalogueApi['product']>(async () => missing),
    ...overrides,
  };
  return api;
}

function context(locale: ResolveContext['locale'], params: Record<string, string>, query = ''): ResolveContext {
  const segments = Object.values(params);
  return { locale, path: `/${segments.join('/')}`, segments, params, searchParams: new URLSearchParams(query) };
}

/** Runs the page's (async) server component and renders what it returns to HTML. */
async function renderPage(node: unknown): Promise<string> {
  if (!isValidElement<Parameters<typeof CatalogueListingPage>[0]>(node) || node.type !== CatalogueListingPage) {
    throw new Error('expected the listing page');
  }
  // Client islands read their messages from the provider the layout sets up.
  return renderToStaticMarkup(
    <IntlProvider locale="en-US" messages={en}>
      {await CatalogueListingPage(node.props)}
    </IntlProvider>,
  );
}

describe('catalogue resolvers', () => {
  it('serves a catalog with its alternates in every language, carrying the filters along', async () => {
    const api = fakeApi({ kind: 'found', value: resolvedFromWire(resolvedCatalog) });
    const { catalog } = createCatalogueResolvers(async () => api);
    const page = await catalog(
      context('de', { catalog: 'cannabis-samen' }, 'seed_type=feminized,regular&utm_source=x&page=2'),
    );
    expect(api.resolve).toHaveBeenCalledWith('/cannabis-samen');
    expect(page?.alternates).toEqual({
      en: '/cannabis-seeds?seed_type=feminized,regular&page=2',
      de: '/de/cannabis-samen?seed_type=feminized,regular&page=2',
      fr: '/fr/graines-de-cannabis?seed_type=feminized,regular&page=2',
      es: '/es/semillas-de-cannabis?seed_type=feminized,regular&page=2',
    });
    // Canonical and hreflang: the unfiltered listing, only the page number stays.
    expect(page?.metadata?.alternates?.canonical).toBe('/de/cannabis-samen?page=2');
    expect(page?.metadata?.alternates?.languages).toMatchObject({
      fr: '/fr/graines-de-cannabis?page=2',
      'x-default': '/cannabis-seeds?page=2',
    });
    expect(page?.metadata?.title).toBe('Cannabis seeds – Seite 2');
  });

  it('serves a category under its catalog with both slugs translated', async () => {
    const api = fakeApi({ kind: 'found', value: resolvedFromWire(resolvedCategory) });
    const { category } = createCatalogueResolvers(async () => api);
    const page = await category(context('en', { catalog: 'cannabis-seeds', category: 'feminized-seeds' }));
    expect(page?.alternates.es).toBe('/es/semillas-de-cannabis/semillas-feminizadas');
    expect(page?.metadata?.title).toBe('Feminized seeds – Cannabis seeds');
  });

  it('answers 404 (null) for unknown paths, other shapes and malformed slugs', async () => {
    const unknown = fakeApi({ kind: 'missing' });
    const resolvers = createCatalogueResolvers(async () => unknown);
    await expect(resolvers.catalog(context('en', { catalog: 'nothing-here' }))).resolves.toBeNull();
    const categoryAnswer = fakeApi({ kind: 'found', value: resolvedFromWire(resolvedCategory) });
    const mismatched = createCatalogueResolvers(async () => categoryAnswer);
    await expect(mismatched.catalog(context('en', { catalog: 'cannabis-seeds' }))).resolves.toBeNull();
    const bad = fakeApi({ kind: 'missing' });
    const strict = createCatalogueResolvers(async () => bad);
    await expect(strict.catalog(context('en', { catalog: 'Bad Slug!' }))).resolves.toBeNull();
    expect(bad.resolve).not.toHaveBeenCalled();
  });

  it('renders the listing from the URL: shop query in cents, facets, count, sort and canonical product links', async () => {
    const api = fakeApi({ kind: 'found', value: resolvedFromWire(resolvedCatalog) });
    const { catalog } = createCatalogueResolvers(async () => api);
    const page = await catalog(
      context('en', { catalog: 'cannabis-seeds' }, 'seed_type=feminized&price_min=5&sort=price-asc&bogus=1'),
    );
    const html = await renderPage(page?.render());
    expect(Object.fromEntries(vi.mocked(api.listing).mock.calls[0]?.[0] ?? [])).toEqual({
      catalog: 'cannabis-seeds',
      seed_type: 'feminized',
      price_min: '500',
      sort: 'price-asc',
      page: '1',
      per_page: '24',
    });
    expect(api.seedBank).not.toHaveBeenCalled();
    expect(html).toContain('<legend');
    expect(html).toMatch(/Feminized <span[^>]*>\(120\)<\/span>/);
    expect(html).toMatch(/aria-live="polite"[^>]*>3 products</);
    expect(html).toMatch(/<label[^>]*for="listing-sort"[^>]*>Sort by/);
    expect(html).toContain('href="/cannabis-seeds/feminized-seeds/lemon-haze-1"');
    // The first image is the likely LCP element; later ones wait until they scroll into view.
    expect(html).toMatch(/<img src="\/api\/shop\/catalogue\/images\/products\/p1\/1.svg"[^>]*fetchPriority="high"/);
    expect(html).toContain('aria-label="Remove filter Seed type: Feminized"');
    // A zero-count value cannot be chosen.
    expect(html).toMatch(/<input[^>]*disabled=""[^>]*value="regular"|<input[^>]*value="regular"[^>]*disabled=""/);
  });

  it('opens a seed bank catalog with the bank, and shows an empty state with a way out', async () => {
    const bankCatalog = { ...resolvedCatalog.catalog, id: 'dutch-passion', slug: 'dutch-passion' };
    const api = fakeApi(
      {
        kind: 'found',
        value: {
          kind: 'catalog',
          catalog: {
            ...bankCatalog,
            slugs: { en: 'dutch-passion', de: 'dutch-passion', fr: 'dutch-passion', es: 'dutch-passion' },
          },
        },
      },
      {
        listing: vi.fn(async () => found(listingFromWire(wireListing({ items: [], total: 0, page_count: 0 })))),
        seedBank: vi.fn(async () =>
          found(
            seedBankDetailFromWire({
              id: 'dutch-passion',
              slug: 'dutch-passion',
              name: 'Dutch Passion',
              country: 'NL',
              logo_url: '/api/shop/catalogue/images/seed-banks/dutch-passion.svg',
              product_count: 42,
              description: 'Pioneers of feminized seeds.',
              founded_year: 1987,
            }),
          ),
        ),
      },
    );
    const { catalog } = createCatalogueResolvers(async () => api);
    const page = await catalog(context('en', { catalog: 'dutch-passion' }, 'seed_type=regular'));
    const html = await renderPage(page?.render());
    expect(api.seedBank).toHaveBeenCalledWith('dutch-passion');
    expect(html).toContain('Pioneers of feminized seeds.');
    expect(html).toContain('Netherlands · founded in 1987');
    expect(html).toContain('No products match these filters');
    expect(html).toMatch(/href="\/dutch-passion"[^>]*>Clear filters/);
  });

  it('links the top-10 lists of the page’s language under the categories, in their order, and nothing without lists', async () => {
    const api = fakeApi({ kind: 'found', value: resolvedFromWire(resolvedCategory) });
    const topLists = vi.fn(async () => [
      { label: 'Las 10 mejores autoflorecientes', href: '/es/top-10-autoflorecientes' },
      { label: 'Las 10 mejores variedades CBD', href: '/es/top-10-variedades-cbd' },
    ]);
    const { category } = createCatalogueResolvers(async () => api, topLists);
    const page = await category(context('es', { catalog: 'semillas-de-cannabis', category: 'semillas-feminizadas' }));
    const html = await renderPage(page?.render());
    expect(topLists).toHaveBeenCalledWith('es');
    const strip = /<nav aria-labelledby="listing-top-lists"[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? '';
    expect(strip).toMatch(/<h2 id="listing-top-lists"[^>]*>Listas top 10<\/h2>/);
    expect(
      [...strip.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => [match[1], match[2]]),
    ).toEqual([
      ['/es/top-10-autoflorecientes', 'Las 10 mejores autoflorecientes'],
      ['/es/top-10-variedades-cbd', 'Las 10 mejores variedades CBD'],
    ]);
    // After the categories, before the filters and products.
    expect(html.indexOf('listing-top-lists')).toBeGreaterThan(html.indexOf('aria-label="Categorías"'));
    expect(html.indexOf('listing-top-lists')).toBeLessThan(html.indexOf('<legend'));

    const without = createCatalogueResolvers(async () => api);
    const plain = await without.category(
      context('es', { catalog: 'semillas-de-cannabis', category: 'semillas-feminizadas' }),
    );
    expect(await renderPage(plain?.render())).not.toContain('listing-top-lists');
  });
});
