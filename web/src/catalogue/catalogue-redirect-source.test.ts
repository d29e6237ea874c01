import { describe, expect, it } from 'vitest';
import { catalogueRedirectSource, catalogueRedirectsUrl } from './catalogue-redirect-source';

describe('catalogue redirect source', () => {
  it('reads the shop through this site unless a separate shop service is configured', () => {
    expect(catalogueRedirectsUrl({ SITE_URL: 'https://shop.example' }).href).toBe(
      'https://shop.example/api/shop/catalogue/redirects',
    );
    expect(
      catalogueRedirectsUrl({ SITE_URL: 'https://shop.example', SHOP_API_URL: 'http://shop.internal:4000/v1' }).href,
    ).toBe('http://shop.internal:4000/v1/catalogue/redirects');
  });

  it('turns the shop’s former slugs into permanent redirect rules', async () => {
    const source = catalogueRedirectSource({
      url: new URL('http://site.test/api/shop/catalogue/redirects'),
      fetch: async () =>
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
    });
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
    const odd = catalogueRedirectSource({
      url: new URL('http://site.test/r'),
      fetch: async () => Response.json({ redirects: [{ from: '/a', to: '/b', permanent: false }] }),
    });
    await expect(odd.load()).rejects.toThrow(/unexpected/);
  });
});
