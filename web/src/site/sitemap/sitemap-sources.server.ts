import 'server-only';
import { defaultLocale } from '@seedshop/locales';
import { contentSitemapSource } from '@/content/content-sitemap-source.server';
import { serverCatalogueApi } from '@/catalogue/catalogue-api.server';
import { catalogueNodesSource, productsSource } from '@/catalogue/catalogue-sitemap';
import { fixedRoutesSource } from './fixed-routes-source';
import type { SitemapSource } from '@/seo/sitemap-plan';

/**
 * Every source of the sitemap, in order: fixed routes, the CMS pages (blog list pages and posts,
 * topics, promotions, top-10 lists) — both small, so they stay in the first chunk however the
 * catalogue grows — then the catalogue. Slugs of every language come with each catalogue answer,
 * so one language's API is enough.
 */
export async function sitemapSources(): Promise<SitemapSource[]> {
  const api = await serverCatalogueApi(defaultLocale);
  return [fixedRoutesSource(), contentSitemapSource(), catalogueNodesSource(api), productsSource(api)];
}
