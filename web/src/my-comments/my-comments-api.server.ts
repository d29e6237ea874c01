import 'server-only';
import type { Locale } from '@seedshop/locales';
import { myReviewList } from '@seedshop/shop/contract';
import { found, missing, type Lookup } from '@/routing/lookup';
import { serverShopClient } from '@/shop-client/server-client.server';
import { parseAnswer } from '@/shop-client/shop-answer';
import { myCommentListFromWire, type MyCommentList } from './my-comment-model';

/** A page number the shop refuses (422) is a page that does not exist. */
const notFoundStatuses = new Set([400, 404, 422]);

/** The signed-in customer's reviews, newest first, one page of them. */
export async function readMyComments(locale: Locale, page: number): Promise<Lookup<MyCommentList>> {
  const client = await serverShopClient(locale);
  const response = await client.get('account/reviews', { searchParams: { page } });
  if (notFoundStatuses.has(response.status)) return missing;
  return found(myCommentListFromWire(await parseAnswer('GET /account/reviews', response, myReviewList), locale));
}
