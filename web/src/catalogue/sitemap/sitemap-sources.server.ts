import 'server-only';
import { defaultLocale } from '@seedshop/locales';
import { serverCatalogueApi } from '../catalogue-api.server';
import { catalogueNodesSource, productsSource } from './catalogue-sources';
import { fixedRoutesSource } from './fixed-routes-source';
import type { SitemapSource } from './sitemap-plan';

/**
 * Every source of the sitemap, in order. The content issue appends its CMS pages (info pages,
 * topics, promotions, blog posts) here as one more `SitemapSource`. Slugs of every language come
 * with each catalogue answer, so one language's API is enough.
 */
export async function sitemapSources(): Promise<SitemapSource[]> {
  const api = await serverCatalogueApi(defaultLocale);
  return [fixedRoutesSource(), catalogueNodesSource(api), productsSource(api)];
}
