/**
 * `ids` on GET /catalogue/products: the listing of a hand-picked set of products (page-builder
 * grids, the Studio's product picker), combinable with every other filter.
 */
import { describe, expect, it } from 'vitest';
import { listingResponse, MAX_LISTING_IDS, type ListingResponse } from '../contract';
import { bodyOf, expectError, get } from '../testing/api-client';
import { oracle, valuesOf } from '../testing/catalogue-oracle';
import { useTestShop } from '../testing/shop-fixture';

const shop = useTestShop();

async function listing(query: string, language = 'en'): Promise<ListingResponse> {
  const response = await get(shop, `/catalogue/products?${query}`, { language });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return bodyOf(response, listingResponse);
}

const picked = oracle.slice(40, 52);
const pickedIds = picked.map((item) => item.product.id);

function seedTypeCounts(body: ListingResponse): Record<string, number> {
  const facet = body.facets.find((candidate) => candidate.key === 'seed_type');
  return Object.fromEntries((facet?.values ?? []).map((value) => [value.value, value.count]));
}

describe('GET /catalogue/products?ids=', () => {
  it('lists exactly the named products, with facets counted over them', async () => {
    const body = await listing(`ids=${pickedIds.join(',')}&per_page=48`);
    expect(body.total).toBe(pickedIds.length);
    expect(new Set(body.items.map((item) => item.id))).toEqual(new Set(pickedIds));
    const expected: Record<string, number> = {};
    for (const item of picked) {
      for (const value of valuesOf(item, 'seed_type')) expected[value] = (expected[value] ?? 0) + 1;
    }
    expect(seedTypeCounts(body)).toEqual(expected);
    const prices = picked.map((item) => item.priceFromCents);
    expect(body.ranges.price_cents).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });

  it('combines with other filters and keeps the counts of the others honest', async () => {
    const seedType = picked.flatMap((item) => valuesOf(item, 'seed_type'))[0] ?? 'feminized';
    const body = await listing(`ids=${pickedIds.join(',')}&seed_type=${seedType}&per_page=48`);
    const expected = picked.filter((item) => valuesOf(item, 'seed_type').includes(seedType));
    expect(expected.length).toBeGreaterThan(0);
    expect(body.total).toBe(expected.length);
    expect(new Set(body.items.map((item) => item.id))).toEqual(new Set(expected.map((item) => item.product.id)));
    // The seed type's own counts ignore its filter, but not `ids`.
    expect(Object.values(seedTypeCounts(body)).reduce((sum, count) => sum + count, 0)).toBe(picked.length);
  });

  it('accepts the parameter repeated, ignores repeats and unknown ids', async () => {
    const [first, second] = pickedIds;
    const body = await listing(`ids=${first}&ids=${second},${first}&ids=prod-999999`);
    expect(body.total).toBe(2);
    expect(new Set(body.items.map((item) => item.id))).toEqual(new Set([first, second]));
  });

  it('answers in the request language and pages like any listing', async () => {
    const body = await listing(`ids=${pickedIds.join(',')}&per_page=5&page=3&sort=price-asc`, 'de');
    expect(body.page_count).toBe(3);
    expect(body.items.map((item) => item.id)).toHaveLength(pickedIds.length - 10);
    expect(body.facets.find((facet) => facet.key === 'seed_type')?.label).toBe('Samentyp');
  });

  it.each([
    ['a malformed id', 'ids=prod-000001,DROP TABLE'],
    ['another shape of id', 'ids=product-1'],
    ['an empty list', 'ids='],
    [
      'too many ids',
      `ids=${Array.from({ length: MAX_LISTING_IDS + 1 }, (_, i) => `prod-${String(i + 1).padStart(6, '0')}`).join(',')}`,
    ],
  ])('refuses %s with a 422 on ids', async (_name, query) => {
    const error = expectError(await get(shop, `/catalogue/products?${query}`, { language: 'de' }), 422);
    expect(Object.keys(error.errors ?? {}).some((field) => field === 'ids' || field.startsWith('ids.'))).toBe(true);
  });

  it('takes 48 ids', async () => {
    const ids = oracle.slice(0, MAX_LISTING_IDS).map((item) => item.product.id);
    const body = await listing(`ids=${ids.join(',')}&per_page=48`);
    expect(body.total).toBe(MAX_LISTING_IDS);
    expect(body.items).toHaveLength(MAX_LISTING_IDS);
  });
});
