import 'server-only';
import type { Locale } from '@seedshop/locales';
import { reviewList } from '@seedshop/shop/contract';
import { serverShopClient } from '@/shop-client/server-client.server';
import { REVIEWS_PER_PAGE, type ReviewSort } from './review-query';
import { reviewPageFromWire, type ReviewPageView } from './review-view';

/**
 * One page of a product's published reviews, with the caller's own votes when signed in (the
 * request's token cookie goes along). Null when the shop cannot answer: the product page still
 * renders, with a notice in place of the reviews.
 */
export async function fetchReviewPage(
  locale: Locale,
  productId: string,
  query: { readonly sort: ReviewSort; readonly page: number },
): Promise<ReviewPageView | null> {
  const client = await serverShopClient(locale);
  const searchParams = { sort: query.sort, page: String(query.page), per_page: String(REVIEWS_PER_PAGE) };
  const response = await client
    .get(`catalogue/products/${encodeURIComponent(productId)}/reviews`, { searchParams })
    .catch(() => null);
  if (!response?.ok) return null;
  const parsed = reviewList.safeParse(await response.json().catch(() => null));
  return parsed.success ? reviewPageFromWire(parsed.data) : null;
}
