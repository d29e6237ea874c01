import { describe, expect, it, vi } from 'vitest';
import { catalogueRedirectSource } from './catalogue-redirect-source';

describe('catalogue redirect source', () => {
  it('asks the shop API for its redirects itself, as JSON', async () => {
    const shop = vi.fn(async (_: Request) => Response.json({ redirects: [] }));
    await expect(catalogueRedirectSource(shop).load()).resolves.toEqual([]);
    const call = shop.mock.calls[0]?.[0];
    expect(new URL(call?.url ?? '').pathname).toBe('/catalogue/redirects');
    expect(call?.method).toBe('GET');
    expect(call?.headers.get('accept')).toBe('application/json');
  });

  it('turns the shop’s former slugs into permanent redirect rules', async () => {
    const source = catalogueRedirectSource(async () =>
      Response.json({
        redirects: [
          {
            locale: 'de',
            from: { catalog: 'cannabis-samen', category: 'feminisierte-samen', product: 'alt' },
            to: { catalog: 'cannabis-samen', category: 'feminisierte-samen', product: 'neu' },
            permanent: true,
          },
          {
            locale: 'en',
            from: { catalog: 'cannabis-seeds', category: 'feminized', product: 'old' },
            to: { catalog: 'cannabis-seeds', category: 'feminized', product: 'new' },
            permanent: true,
          },
        ],
      }),
    );
    await expect(source.load()).resolves.toEqual([
      {
        from: '/de/cannabis-samen/feminisierte-samen/alt',
        to: '/de/cannabis-samen/feminisierte-samen/neu',
        permanent: true,
      },
      { from: '/cannabis-seeds/feminized/old', to: '/cannabis-seeds/feminized/new', permanent: true },
    ]);
  });

  it('refuses an answer outside the contract, so the map keeps its previous rules', async () => {
    const odd = catalogueRedirectSource(async () =>
      Response.json({ redirects: [{ from: '/a', to: '/b', permanent: false }] }),
    );
    await expect(odd.load()).rejects.toThrow(/unexpected/);
    const down = catalogueRedirectSource(async () => new Response('oops', { status: 503 }));
    await expect(down.load()).rejects.toThrow('GET catalogue/redirects answered 503');
  });
});
