/**
 * The listing against a brute-force model of the same demo catalogue (`testing/catalogue-oracle`):
 * filter semantics, facet counts under other filters, sorts, paging, search in four languages.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { facetKeys, listingResponse, MAX_PER_PAGE, type FacetKey, type ListingResponse } from '../contract';
import { productStats } from '../db/schema';
import { bodyOf, expectError, get } from '../testing/api-client';
import { demo, expectedCounts, matching, oracle, type OracleQuery } from '../testing/catalogue-oracle';
import { useTestShop } from '../testing/shop-fixture';

const shop = useTestShop();

async function listing(query: string, language = 'en'): Promise<ListingResponse> {
  const response = await get(shop, `/catalogue/products?${query}`, { language });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return bodyOf(response, listingResponse);
}

function queryString(query: OracleQuery, extra = ''): string {
  const params = new URLSearchParams();
  for (const [key, values] of Object.entries(query.facets ?? {})) params.set(key, values.join(','));
  if (query.priceMin !== undefined) params.set('price_min', String(query.priceMin));
  if (query.priceMax !== undefined) params.set('price_max', String(query.priceMax));
  if (query.thcMin !== undefined) params.set('thc_min', String(query.thcMin));
  if (query.thcMax !== undefined) params.set('thc_max', String(query.thcMax));
  if (query.inStock === true) params.set('in_stock', 'true');
  return `${params.toString()}${extra}`;
}

/** Every facet's counts equal the brute force: other filters honoured, own filter not. */
function expectFacetsMatch(body: ListingResponse, query: OracleQuery): void {
  for (const key of facetKeys) {
    const facet = body.facets.find((candidate) => candidate.key === key);
    expect(facet, key).toBeDefined();
    const expected = expectedCounts(query, key);
    const selected = new Set(query.facets?.[key] ?? []);
    const got = new Map(facet?.values.map((value) => [value.value, value.count]));
    const wanted = new Map([...expected].filter(([value, count]) => count > 0 || selected.has(value)));
    for (const value of selected) if (!wanted.has(value)) wanted.set(value, 0);
    expect(Object.fromEntries(got), key).toEqual(Object.fromEntries(wanted));
    for (const value of facet?.values ?? [])
      expect(value.selected, `${key}=${value.value}`).toBe(selected.has(value.value));
  }
}

const filterCases: Array<{ name: string; query: OracleQuery }> = [
  { name: 'nothing', query: {} },
  { name: 'one value', query: { facets: { seed_type: ['autoflowering'] } } },
  { name: 'OR within a facet', query: { facets: { seed_type: ['feminized', 'regular'] } } },
  {
    name: 'AND across three facets',
    query: { facets: { flavour: ['lemon', 'pine'], thc_level: ['high', 'very-high'], growth_area: ['indoor'] } },
  },
  {
    name: 'seed bank, badge and effect with ranges and stock',
    query: {
      facets: { seed_bank: [demo.seedBanks[0]?.slug ?? '', demo.seedBanks[1]?.slug ?? ''], effect: ['relaxing'] },
      priceMin: 1000,
      priceMax: 4000,
      thcMin: 12,
      inStock: true,
    },
  },
  { name: 'a selected value that matches nothing', query: { facets: { cbd: ['high'], seed_type: ['regular'] } } },
];

describe('GET /catalogue/products: filters and facet counts', () => {
  it.each(filterCases)('matches the brute force: $name', async ({ query }) => {
    const body = await listing(queryString(query, '&per_page=96'));
    const expected = matching(query);
    expect(body.total).toBe(expected.length);
    expectFacetsMatch(body, query);
    if (expected.length <= 96) {
      expect(new Set(body.items.map((item) => item.id))).toEqual(new Set(expected.map((item) => item.product.id)));
    }
  });

  it('shows a selected value with zero products, and no other zero-count value', async () => {
    const body = await listing('seed_type=regular&cbd=high');
    const cbd = body.facets.find((facet) => facet.key === 'cbd');
    expect(cbd?.values.find((value) => value.value === 'high')).toMatchObject({ count: 0, selected: true });
    for (const facet of body.facets) {
      for (const value of facet.values) if (!value.selected) expect(value.count).toBeGreaterThan(0);
    }
  });

  it('labels facets and values in the request language', async () => {
    const de = await listing('per_page=1', 'de');
    const fr = await listing('per_page=1', 'fr');
    const label = (body: ListingResponse, key: FacetKey, value: string) =>
      body.facets.find((facet) => facet.key === key)?.values.find((item) => item.value === value)?.label;
    expect(de.facets.find((facet) => facet.key === 'flowering')?.label).toBe('Blütezeit');
    expect(label(de, 'growth_area', 'greenhouse')).toBe('Gewächshaus');
    expect(label(fr, 'flavour', 'lemon')).toBe('Citron');
    expect(label(fr, 'thc_level', 'low')).toBe('Faible (< 10\u00a0%)');
  });

  it('scopes by catalog and category slugs of the request language; unknown slugs are 404', async () => {
    const bank = demo.seedBanks[2];
    if (bank === undefined) throw new Error('no seed bank');
    const inBank = await listing(`catalog=${bank.slug}&per_page=96`, 'fr');
    expect(inBank.catalog).toMatchObject({ id: `catalog-${bank.id}`, slug: bank.slug });
    expect(inBank.total).toBe(matching({ seedBank: bank.slug }).length);
    expect(inBank.facets.find((facet) => facet.key === 'seed_bank')?.values.map((value) => value.value)).toEqual([
      bank.slug,
    ]);

    const cbd = await listing('catalog=semillas-de-cannabis&in_category=semillas-ricas-en-cbd', 'es');
    expect(cbd.category).toMatchObject({ id: 'cbd-rich', slug: 'semillas-ricas-en-cbd' });
    expect(cbd.total).toBe(matching({ category: 'cbd-rich' }).length);
    // The navigation counts every category under the filters, not just the current one.
    const navigation = new Map(cbd.categories.map((category) => [category.id, category.count]));
    expect(navigation.get('feminized')).toBe(matching({ category: 'feminized' }).length);

    expectError(await get(shop, '/catalogue/products?catalog=cannabis-samen', { language: 'en' }), 404);
    expectError(await get(shop, '/catalogue/products?in_category=feminisierte-samen', { language: 'fr' }), 404);
  });

  it('counts categories for the navigation under the active filters', async () => {
    const query: OracleQuery = { facets: { effect: ['creative'] } };
    const body = await listing(`${queryString(query)}&in_category=autoflowering-seeds`);
    for (const category of body.categories) {
      expect(category.count, category.id).toBe(matching({ ...query, category: category.id }).length);
    }
  });

  it('reports the price and THC bounds of the scope without the other filters', async () => {
    const body = await listing('seed_type=regular&price_max=1200');
    const prices = oracle.map((item) => item.priceFromCents);
    const thc = oracle.map((item) => item.product.attributes.thcPercent);
    expect(body.ranges).toEqual({
      price_cents: { min: Math.min(...prices), max: Math.max(...prices) },
      thc_percent: { min: Math.min(...thc), max: Math.max(...thc) },
    });
  });
});

describe('GET /catalogue/products: sorting and paging', () => {
  const keys: Record<string, (item: (typeof oracle)[number]) => number> = {
    'price-asc': (item) => item.priceFromCents,
    'price-desc': (item) => -item.priceFromCents,
    'thc-asc': (item) => item.product.attributes.thcPercent,
    'thc-desc': (item) => -item.product.attributes.thcPercent,
    'flowering-asc': (item) => item.product.attributes.floweringDays.max,
    'flowering-desc': (item) => -item.product.attributes.floweringDays.max,
    newest: (item) => -Date.parse(item.product.createdAt),
    popularity: (item) => -item.product.popularity,
  };

  it.each(Object.keys(keys))('sorts by %s with the id as tie-breaker, across pages', async (sort) => {
    const key = keys[sort];
    if (key === undefined) throw new Error(sort);
    const expected = [...oracle]
      .sort((a, b) => key(a) - key(b) || (a.product.id < b.product.id ? -1 : 1))
      .map((item) => item.product.id);
    const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => listing(`sort=${sort}&per_page=96&page=${page}`)));
    expect(pages.flatMap((body) => body.items.map((item) => item.id))).toEqual(expected);
  });

  it('defaults to popularity, or to relevance when searching', async () => {
    expect((await listing('per_page=1')).sort).toBe('popularity');
    expect((await listing('q=kush&per_page=1')).sort).toBe('relevance');
  });

  it('sorts by rating: rated products first, best average first, then by popularity', async () => {
    // Demo reviews rate most products; the rest follow in popularity order.
    const byRating = [...oracle]
      .sort(
        (a, b) =>
          (b.ratingAverage ?? -1) - (a.ratingAverage ?? -1) ||
          b.ratingCount - a.ratingCount ||
          b.product.popularity - a.product.popularity ||
          (a.product.id < b.product.id ? -1 : 1),
      )
      .map((item) => item.product.id);
    const firstPage = await listing(`sort=rating&per_page=${MAX_PER_PAGE}`);
    expect(firstPage.items.map((item) => item.id)).toEqual(byRating.slice(0, MAX_PER_PAGE));
    const pages = Math.ceil(oracle.length / MAX_PER_PAGE);
    const lastPage = await listing(`sort=rating&per_page=${MAX_PER_PAGE}&page=${pages}`);
    expect(lastPage.items.map((item) => item.id)).toEqual(byRating.slice((pages - 1) * MAX_PER_PAGE));
    expect(lastPage.items.map((item) => item.rating)).toContainEqual({ average: null, count: 0 });
    // Reviews moderation writes product_stats; the listing follows (trigger).
    const [last = '', first = ''] = [byRating[byRating.length - 1], byRating[0]];
    await shop.database.db
      .update(productStats)
      .set({ ratingCount: 99, ratingSum: 495, ratingAverage: 5 })
      .where(eq(productStats.productId, last));
    const body = await listing('sort=rating&per_page=2');
    expect(body.items.map((item) => item.id)).toEqual([last, first]);
    expect(body.items[0]?.rating).toEqual({ average: 5, count: 99 });
  });

  it('pages to the end: a short last page, then empty pages with the right page count', async () => {
    const total = oracle.length;
    const perPage = 96;
    const lastPage = Math.ceil(total / perPage);
    const last = await listing(`per_page=${perPage}&page=${lastPage}`);
    expect(last.items).toHaveLength(total - perPage * (lastPage - 1));
    expect(last.page_count).toBe(lastPage);
    const beyond = await listing(`per_page=${perPage}&page=${lastPage + 1}`);
    expect(beyond).toMatchObject({ items: [], page: lastPage + 1, page_count: lastPage, total });
    expectError(await get(shop, `/catalogue/products?per_page=${MAX_PER_PAGE + 1}`), 422);
    expectError(await get(shop, '/catalogue/products?page=0'), 422);
  });

  it('answers with product cards: path, translated badge labels, image with translated alt text', async () => {
    const body = await listing('badge=bestseller&per_page=1', 'de');
    const [card] = body.items;
    const product = demo.products.find((candidate) => candidate.id === card?.id);
    expect(card?.slug).toBe(product?.slug.de);
    expect(card?.path.catalog.de).toBe('cannabis-samen');
    expect(card?.badges).toContainEqual({ key: 'bestseller', label: 'Bestseller' });
    expect(card?.image).toEqual({
      url: `/api/shop/catalogue/images/products/${card?.id}/1.svg`,
      alt: `${product?.name} – Blüte`,
      width: 600,
      height: 600,
    });
  });
});

describe('GET /catalogue/products: search', () => {
  const namesWith = (word: string) =>
    oracle.filter((item) => item.product.name.toLowerCase().split(' ').includes(word)).map((item) => item.product.id);

  it('finds strains by name first, as a prefix while typing', async () => {
    const kush = namesWith('kush');
    expect(kush.length).toBeGreaterThan(0);
    const body = await listing('q=Kus&per_page=96');
    const ids = body.items.map((item) => item.id);
    // Every "… Kush" strain is found, and names come before matches in parents or descriptions.
    expect(ids).toEqual(expect.arrayContaining(kush));
    expect(new Set(ids.slice(0, kush.length))).toEqual(new Set(kush));
    expect(body.did_you_mean).toBeNull();
  });

  it('ignores accents and case in every language', async () => {
    const feminized = matching({ facets: { seed_type: ['feminized'] } }).length;
    const accented = await listing('q=féminisées&per_page=1', 'fr');
    const plain = await listing('q=FEMINISEE&per_page=1', 'fr');
    expect(accented.total).toBeGreaterThanOrEqual(feminized);
    expect(plain.total).toBe(accented.total);
    const de = await listing(`q=${encodeURIComponent('Gewächshaus')}&per_page=1`, 'de');
    const deAscii = await listing('q=gewachshaus&per_page=1', 'de');
    expect(de.total).toBe(matching({ facets: { growth_area: ['greenhouse'] } }).length);
    expect(deAscii.total).toBe(de.total);
    const es = await listing(`q=${encodeURIComponent('floración rápida')}&per_page=1`, 'es');
    expect(es.total).toBeGreaterThanOrEqual(matching({ category: 'fast-flowering' }).length);
    // Each language searches its own words: "serre" is the French greenhouse.
    expect((await listing('q=serre&per_page=1', 'fr')).total).toBe(de.total);
  });

  it('tolerates a typo in a strain name and says what it meant', async () => {
    const target = oracle.find((item) => item.product.name.split(' ').some((word) => word === 'Amnesia'));
    expect(target).toBeDefined();
    const body = await listing('q=amnezia&per_page=96');
    expect(body.did_you_mean).toBe('Amnesia');
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.map((item) => item.id)).toContain(target?.product.id);
    expect(body.items[0]?.name).toMatch(/Amnesia/u);
  });

  it('finds nothing and suggests nothing for gibberish', async () => {
    const body = await listing('q=qxzvbw');
    expect(body).toMatchObject({ total: 0, items: [], page_count: 0, did_you_mean: null });
  });

  it('combines search with facets', async () => {
    const body = await listing('q=kush&seed_type=autoflowering&per_page=96');
    for (const item of body.items) expect(item.seed_type).toBe('autoflowering');
    const all = await listing('q=kush&per_page=96');
    const seedType = all.facets.find((facet) => facet.key === 'seed_type');
    expect(body.total).toBe(seedType?.values.find((value) => value.value === 'autoflowering')?.count);
  });
});
