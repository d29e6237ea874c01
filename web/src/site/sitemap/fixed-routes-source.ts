import { alternatesOf } from '@/routing/paths';
import type { SitemapSource } from '@/seo/sitemap-plan';

/**
 * The public fixed routes worth finding in a search engine. Not listed: sign-in and account
 * flows, the cart, search results, the UI kit demo and development pages.
 */
const indexedRoutes = [
  'home',
  'allSeedBanks',
  'promotions',
  'topics',
  'blog',
  'videos',
  'contactUs',
  'shipping',
  'payment',
  'terms',
  'privacy',
  'imprint',
] as const;

export function fixedRoutesSource(): SitemapSource {
  return {
    name: 'fixed-routes',
    count: async () => indexedRoutes.length,
    pages: async (offset, limit) =>
      indexedRoutes.slice(offset, offset + limit).map((id) => ({ alternates: alternatesOf(id) })),
  };
}
