import 'server-only';
import type { CatalogueChange } from '@seedshop/shop/catalogue-change';
import { purgeTag } from '@/routing/page-purge.server';
import { tagsOfChange } from './catalogue-tags';

/**
 * Expires the cached pages a committed catalogue change touches (the shop in this process reports
 * it): the next request renders them afresh. With `REDIS_URL` the purge reaches every instance.
 * Next can only purge while it handles a request (the shop API's routes do); a change made by a
 * timer (an unpaid order cancelled at its deadline) reaches the pages by their five-minute limit.
 */
export function purgeCatalogueChange(change: CatalogueChange): void {
  for (const tag of tagsOfChange(change)) {
    try {
      purgeTag(tag);
    } catch (error) {
      console.warn(`[catalogue] ${tag} could not be purged outside a request`, error);
      return;
    }
  }
}
