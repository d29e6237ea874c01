/**
 * Search that forgives typos: the quality table (every query brings its product into the top 3,
 * in four languages) and the corrections the shopper is told about ("Did you mean").
 */
import { describe, expect, it } from 'vitest';
import { listingResponse, suggestResponse, type ListingResponse } from '../contract';
import { bodyOf, get } from '../testing/api-client';
import { demo } from '../testing/catalogue-oracle';
import { searchQualityQueries } from '../testing/search-quality-queries';
import { useTestShop } from '../testing/shop-fixture';

const shop = useTestShop();

async function search(q: string, language: string, extra = ''): Promise<ListingResponse> {
  const response = await get(shop, `/catalogue/products?q=${encodeURIComponent(q)}${extra}`, { language });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return bodyOf(response, listingResponse);
}

describe('search quality', () => {
  it('has at least 60 queries over four languages, each naming a demo product', () => {
    expect(searchQualityQueries.length).toBeGreaterThanOrEqual(60);
    expect(new Set(searchQualityQueries.map((query) => query.locale))).toEqual(new Set(['en', 'de', 'fr', 'es']));
    const names = new Set(demo.products.map((product) => product.name));
    for (const query of searchQualityQueries) expect(names, query.wants).toContain(query.wants);
  });

  it('brings the meant product into the top 3 for every query of the table', async () => {
    const misses: string[] = [];
    for (const query of searchQualityQueries) {
      const body = await search(query.q, query.locale, '&per_page=3');
      const top = body.items.map((item) => item.name);
      if (!top.includes(query.wants))
        misses.push(`${query.locale} "${query.q}" → ${top.join(', ')} (wanted ${query.wants})`);
    }
    const rate = (searchQualityQueries.length - misses.length) / searchQualityQueries.length;
    console.info(`search quality: ${(rate * 100).toFixed(1)} % of ${searchQualityQueries.length} queries in the top 3`);
    expect(misses).toEqual([]);
  });
});

describe('typo correction', () => {
  const lemonHaze = (names: readonly string[]) =>
    names.some((name) => {
      const product = demo.products.find((candidate) => candidate.name === name);
      const words = [name, ...(product?.attributes.genetics ?? [])].join(' ');
      return /\bLemon\b/u.test(name) && /\bHaze\b/u.test(words);
    });

  for (const language of ['en', 'de']) {
    it(`finds a Lemon strain with Haze for "lemn haze" and says what it searched (${language})`, async () => {
      const body = await search('lemn haze', language, '&per_page=3');
      expect(lemonHaze(body.items.map((item) => item.name))).toBe(true);
      expect(body.did_you_mean).toBe('Lemon Haze');
    });

    it(`corrects "lmon" to lemon (${language})`, async () => {
      const body = await search('lmon', language, '&per_page=96');
      expect(body.total).toBeGreaterThan(0);
      expect(body.did_you_mean).toBe('Lemon');
      for (const item of body.items.slice(0, 3)) expect(item.name).toMatch(/\bLemon\b/u);
      const suggested = bodyOf(await get(shop, '/catalogue/suggest?q=lmon', { language }), suggestResponse);
      expect(suggested.did_you_mean).toBe('Lemon');
      expect(suggested.products[0]?.name).toMatch(/\bLemon\b/u);
    });
  }

  it('ranks the exact name first and corrects nothing when the words exist', async () => {
    const body = await search('lemon cheese', 'en', '&per_page=3');
    expect(body.items[0]?.name).toBe('Lemon Cheese');
    expect(body.did_you_mean).toBeNull();
  });

  it('does not correct short words or numbers', async () => {
    expect((await search('zq', 'en')).did_you_mean).toBeNull();
    expect((await search('9999', 'en')).total).toBe(0);
  });
});
