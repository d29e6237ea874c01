import 'server-only';
import type { Locale } from '@seedshop/locales';
import { cache } from 'react';
import { serverShopClient } from '@/shop/server-client.server';
import { createCatalogueApi, type CatalogueApi } from './catalogue-api';

/**
 * The catalogue API of the current request in one language (Accept-Language = the page's locale,
 * so slugs and labels come back in that language). One instance per request and locale.
 */
export const serverCatalogueApi = cache(async (locale: Locale): Promise<CatalogueApi> =>
  createCatalogueApi(await serverShopClient(locale)),
);
