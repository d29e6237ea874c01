import type { Locale } from '@seedshop/locales';
import { pathTo } from '@/routing/paths';

/** A product in a promotion's context: `/de/promotions/{promotion slug}/{product slug}` (both in `locale`). */
export function promotionProductPath(locale: Locale, promotionSlug: string, productSlug: string): string {
  return pathTo(locale, 'promotionProduct', { slug: promotionSlug, product: productSlug });
}
