import 'server-only';
import type { Locale } from '@seedshop/locales';
import { reviewList } from '@seedshop/shop/contract';
import { serverShopClient } from '@/shop-client/server-client.server';
import { REVIEWS_PER_PAGE, type ReviewQuery } from './review-query';
import { reviewPageFromWire, type ReviewPageView } from './review-view';

/**
 * One page of a product's published reviews, those in the page's language first (the shop reads
 * it from the request's language), with the caller's own votes when signed in (the
 * request's token cookie goes along). Null when the shop cannot answer: the product page still
 * renders, with a notice in place of the reviews.
 */
export async function fetchReviewPage(
  locale: Locale,
  productId: string,
  query: ReviewQuery,
): Promise<ReviewPageView | null> {
  const client = await serverShopClient(locale);
  const searchParams = {
    sort: query.sort,
    page: String(query.page),
    per_page: String(REVIEWS_PER_PAGE),
    ...(query.language === null ? {} : { language: query.language }),
  };
  const response = await client
    .get(`catalogue/products/${encodeURIComponent(productId)}/reviews`, { searchParams })
    .catch(() => null);
  if (!response?.ok) return null;
  const parsed = reviewList.safeParse(await response.json().catch(() => null));
  return parsed.success ? reviewPageFromWire(parsed.data) : null;
}
