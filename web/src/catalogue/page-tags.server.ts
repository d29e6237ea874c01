import 'server-only';
import { unstable_cache } from 'next/cache';
import type { CatalogueApi } from './catalogue-api';
import { listingAspects, listingsTag, productTag } from '@/shop-client/catalogue-tags';
import { showsPrices } from './price-window.server';

/**
 * Gives the page being rendered these cache tags. Next hands the tags of every `unstable_cache`
 * read to the cached page that made it; one entry per tag (a few bytes), so the entries are bounded
 * by the catalogue's size, not by the number of pages. Pages rendered per request are unaffected.
 */
async function tagPage(tags: readonly string[]): Promise<void> {
  await Promise.all([
    showsPrices(),
    ...[...new Set(tags)].map((tag) => unstable_cache(async () => true, ['page-tag', tag], { tags: [tag] })()),
  ]);
}

/**
 * The catalogue calls with their answers' cache tags on the page: every product shown, and the
 * aspects (stock, prices, ratings) a listing chooses or orders its products by. Pages showing
 * prices also follow the promotions' windows (`showsPrices`).
 */
export function taggingCatalogueApi(api: CatalogueApi): CatalogueApi {
  return {
    ...api,
    async listing(query) {
      const lookup = await api.listing(query);
      if (lookup.kind === 'found') {
        await tagPage([
          ...lookup.value.items.map((item) => productTag(item.id)),
          ...listingAspects(query).map(listingsTag),
        ]);
      }
      return lookup;
    },
    async product(slug) {
      const lookup = await api.product(slug);
      if (lookup.kind === 'found') await tagPage([productTag(lookup.value.id)]);
      return lookup;
    },
  };
}
