import { describe, expect, it } from 'vitest';
import { createShopClient } from '@/shop-client/shop-client';
import { foundValue } from '@/routing/lookup';
import { ShopAnswerError } from '@/shop-client/shop-answer';
import { createCatalogueApi } from './catalogue-api';
import { resolvedCategory, wireListing } from './testing/catalogue-fixtures';

type Answer = { status: number; body: unknown };

/** A shop that answers by path; records what it was asked. */
function fakeShop(answers: Record<string, Answer>) {
  const requests: Request[] = [];
  const client = createShopClient({
    baseUrl: 'http://shop.internal/',
    locale: 'de',
    session: { token: () => undefined, refresh: async () => null },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request);
      const answer = answers[new URL(request.url).pathname] ?? { status: 404, body: { message: 'Not found.' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { api: createCatalogueApi(client, 'de'), requests };
}

describe('catalogue API client', () => {
  it('asks for a listing in the page language and answers in camelCase', async () => {
    const { api, requests } = fakeShop({ '/catalogue/products': { status: 200, body: wireListing() } });
    const listing = foundValue(
      await api.listing(new URLSearchParams({ catalog: 'cannabis-samen', seed_type: 'feminized' })),
    );
    expect(requests[0]?.headers.get('accept-language')).toBe('de-DE');
    expect(new URL(requests[0]?.url ?? '').search).toBe('?catalog=cannabis-samen&seed_type=feminized');
    expect(listing?.items[0]).toMatchObject({
      priceFromCents: 1251,
      pricePerSeedFromCents: 390,
      seedBank: { name: 'Dutch Passion' },
      badges: ['new'],
      floweringDays: { min: 56, max: 63 },
    });
    expect(listing?.ranges.priceCents).toEqual({ min: 499, max: 12_050 });
    expect(listing?.categories[0]?.count).toBe(120);
  });

  it('tells found, moved and unknown paths apart', async () => {
    const { api } = fakeShop({ '/catalogue/resolve': { status: 200, body: resolvedCategory } });
    await expect(api.resolve('/cannabis-samen/feminisierte-samen')).resolves.toMatchObject({
      kind: 'found',
      value: { kind: 'category', category: { slugs: { fr: 'graines-feminisees' } } },
    });
    const moved = fakeShop({
      '/catalogue/resolve': {
        status: 301,
        body: { moved: { catalog: 'cannabis-samen', category: 'feminisierte-samen', product: 'neu' } },
      },
    });
    await expect(moved.api.resolve('/a/b/alt')).resolves.toEqual({
      kind: 'moved',
      location: '/de/cannabis-samen/feminisierte-samen/neu',
    });
    await expect(fakeShop({}).api.resolve('/nothing')).resolves.toEqual({ kind: 'missing' });
    const refused = fakeShop({ '/catalogue/resolve': { status: 422, body: { message: 'Invalid request' } } });
    await expect(refused.api.resolve(`/${'a'.repeat(2000)}`)).resolves.toEqual({ kind: 'missing' });
    const offSite = fakeShop({
      '/catalogue/resolve': { status: 308, body: { moved: { catalog: '.', category: '', product: '/evil.example' } } },
    });
    await expect(offSite.api.resolve('/a/b/c')).resolves.toEqual({ kind: 'missing' });
  });

  it('answers missing for an unknown scope, seed bank or product', async () => {
    const { api, requests } = fakeShop({});
    await expect(api.listing(new URLSearchParams({ catalog: 'nope' }))).resolves.toEqual({ kind: 'missing' });
    await expect(api.seedBank('nope')).resolves.toEqual({ kind: 'missing' });
    await expect(api.product('nope')).resolves.toEqual({ kind: 'missing' });
    const asked = requests.length;
    await expect(api.product('../admin')).resolves.toEqual({ kind: 'missing' });
    expect(requests).toHaveLength(asked);
  });

  it('refuses answers that break the contract or fail, instead of rendering half a page', async () => {
    const broken = fakeShop({ '/catalogue/products': { status: 200, body: { items: 'no' } } });
    await expect(broken.api.listing(new URLSearchParams())).rejects.toBeInstanceOf(ShopAnswerError);
    const failing = fakeShop({ '/catalogue/seed-banks': { status: 503, body: { message: 'down' } } });
    await expect(failing.api.seedBanks()).rejects.toThrow(/seed-banks failed: status 503/);
  });
});
