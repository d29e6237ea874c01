import 'server-only';
import type { Locale } from '@seedshop/locales';
import { cache } from 'react';
import { publicShopClient, serverShopClient } from '@/shop-client/server-client.server';
import { shopReady } from '@/shop-client/target.server';
import { createCatalogueApi, type CatalogueApi } from './catalogue-api';
import { taggingCatalogueApi } from './page-tags.server';

/**
 * The catalogue API of the current request in one language (Accept-Language = the page's locale,
 * so slugs and labels come back in that language). One instance per request and locale.
 */
export const serverCatalogueApi = cache(async (locale: Locale): Promise<CatalogueApi> =>
  taggingCatalogueApi(createCatalogueApi(await serverShopClient(locale), locale)),
);

/**
 * The catalogue API without the visitor's session: public data only, so pages and blocks that use
 * it stay cacheable (no cookies read). Same answers as `serverCatalogueApi` for catalogue calls; each
 * call waits until the shop is ready, so a cold start (seeding the demo catalogue while the home page
 * is prerendered) never times out into a cached page without products.
 */
export const publicCatalogueApi = cache((locale: Locale): CatalogueApi => {
  const api = createCatalogueApi(publicShopClient(locale), locale);
  const whenReady =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await shopReady();
      return call(...args);
    };
  return taggingCatalogueApi({
    resolve: whenReady(api.resolve),
    listing: whenReady(api.listing),
    seedBanks: whenReady(api.seedBanks),
    seedBank: whenReady(api.seedBank),
    product: whenReady(api.product),
  });
});
