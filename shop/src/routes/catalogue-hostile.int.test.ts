/**
 * Property-based: hostile query strings and path segments against every catalogue endpoint.
 * Whatever a client sends, the answer is below 500, nothing is logged as an error, and every
 * non-2xx answer is the error shape.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, listingResponse } from '../contract';
import { demo } from '../testing/catalogue-oracle';
import { catalogueEndpoints, catalogueSegment, hostileQuery, language } from '../testing/hostile-requests';
import { useTestShop } from '../testing/shop-fixture';

const shop = useTestShop();
const valid = demo.products[0];

function fill(path: string, segments: readonly string[]): string {
  let index = 0;
  return path.replace(/\{(\w+)\}/gu, (_, name: string) => {
    const segment = segments[index] ?? 'x';
    index += 1;
    if (segment !== 'VALID') return segment;
    if (name === 'id') return valid?.id ?? 'x';
    if (name === 'file') return '1.svg';
    return valid?.slug.en ?? 'x';
  });
}

describe('catalogue endpoints under hostile input', () => {
  it('never answer 5xx to hostile query strings, path segments and languages', async () => {
    const errors = vi.spyOn(console, 'error');
    const request = fc.constantFrom(...catalogueEndpoints).chain((endpoint) =>
      fc.record({
        endpoint: fc.constant(endpoint),
        segments: fc.array(catalogueSegment, { minLength: 2, maxLength: 2 }),
        query: hostileQuery(endpoint.params),
        language,
      }),
    );
    await fc.assert(
      fc.asyncProperty(request, async ({ endpoint, segments, query, language: acceptLanguage }) => {
        const path = `${fill(endpoint.path, segments)}?${query}`;
        const response = await shop.app.request(path, {
          headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
        });
        const raw = await response.text();
        expect(response.status, `${path} → ${response.status}: ${raw.slice(0, 300)}`).toBeLessThan(500);
        if (response.status >= 300) {
          expect(response.headers.get('content-type')).toMatch(/^application\/json/u);
          const body: unknown = JSON.parse(raw);
          if (response.status !== 301) errorResponse.strict().parse(body);
        }
      }),
      { numRuns: 400 },
    );
    expect(errors).not.toHaveBeenCalled();
  });

  it('answers 422, not 500, to classic attacks on the listing', async () => {
    for (const query of [
      'page=NaN',
      'page=-1',
      'per_page=1e9',
      'price_min=-5',
      'thc_max=101',
      'sort=price-asc;DROP',
      'in_stock=yes',
      'q=' + 'x'.repeat(101),
      'page=1&page=2',
      `seed_type=${Array.from({ length: 60 }, (_, index) => `v${index}`).join(',')}`,
      'effect=Relaxing',
    ]) {
      const response = await shop.app.request(`/catalogue/products?${query}`);
      expect(response.status, query).toBe(422);
    }
  });

  it('ignores parameters it does not know, like `q[]`', async () => {
    const response = await shop.app.request('/catalogue/products?q[]=lemon&per_page=1');
    expect(response.status).toBe(200);
    expect(listingResponse.parse(await response.json()).total).toBe(demo.products.length);
  });

  it('treats SQL and tsquery syntax in a search as plain words', async () => {
    for (const q of ["' OR 1=1 --", 'lemon:* | !haze', "'); DROP TABLE products; --", '%_\\', '&&&']) {
      const response = await shop.app.request(`/catalogue/products?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(200);
    }
    const still = await shop.app.request('/catalogue/products?per_page=1');
    expect(listingResponse.parse(await still.json()).total).toBe(demo.products.length);
  });
});
