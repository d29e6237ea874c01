import { locales } from '@seedshop/locales';
import { shopApiPath } from '@seedshop/urls';
import type { MetadataRoute } from 'next';
import { env } from '@/config/env';
import { pathTo } from '@/routing/paths';

/** Crawlers may read the shop, not its private or endless parts; the sitemap index tells them where. */
export default function robots(): MetadataRoute.Robots {
  const privatePaths = locales.flatMap((locale) => [
    pathTo(locale, 'account'),
    pathTo(locale, 'cartCheckout'),
    pathTo(locale, 'orderView'),
    pathTo(locale, 'search'),
    pathTo(locale, 'devMailbox'),
  ]);
  return {
    // Product photos and seed bank logos live under the API mount; image search may have them.
    rules: { userAgent: '*', allow: ['/', shopApiPath('catalogue/images/')], disallow: ['/api/', ...privatePaths] },
    sitemap: new URL('/sitemap.xml', env.SITE_URL).href,
  };
}
