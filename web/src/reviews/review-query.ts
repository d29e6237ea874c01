import { reviewSortKeys } from '@seedshop/shop/catalogue-keys';

export type ReviewSort = (typeof reviewSortKeys)[number];

/** The review list's state lives in the page URL, so it survives reloads and can be shared. */
export const reviewParams = { sort: 'review_sort', page: 'review_page' } as const;
export const DEFAULT_REVIEW_SORT: ReviewSort = 'newest';
export const REVIEWS_PER_PAGE = 10;
/** The shop's own upper bound of `page`. */
const MAX_PAGE = 10_000;

export function isReviewSort(value: unknown): value is ReviewSort {
  return typeof value === 'string' && (reviewSortKeys as readonly string[]).includes(value);
}

/** The sort and page the URL asks for; anything unknown falls back to the first page, newest first. */
export function readReviewQuery(search: URLSearchParams): { sort: ReviewSort; page: number } {
  const sort = search.get(reviewParams.sort);
  const page = Number(search.get(reviewParams.page) ?? '1');
  return {
    sort: isReviewSort(sort) ? sort : DEFAULT_REVIEW_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/**
 * The page's URL with another review sort or page, anchored at the reviews. Other parameters of
 * the page stay; defaults are left out so the plain product URL stays the canonical one.
 */
export function reviewHref(
  path: string,
  search: URLSearchParams,
  change: { readonly sort?: ReviewSort; readonly page?: number },
): string {
  const next = new URLSearchParams(search);
  if (change.sort !== undefined) {
    if (change.sort === DEFAULT_REVIEW_SORT) next.delete(reviewParams.sort);
    else next.set(reviewParams.sort, change.sort);
    next.delete(reviewParams.page);
  }
  if (change.page !== undefined) {
    if (change.page <= 1) next.delete(reviewParams.page);
    else next.set(reviewParams.page, String(change.page));
  }
  const query = next.toString();
  return `${path}${query === '' ? '' : `?${query}`}#reviews`;
}

/** The other parameters of the page, for the hidden fields of the sort form (works without JS). */
export function keptParams(search: URLSearchParams): [string, string][] {
  return [...search.entries()].filter(([name]) => name !== reviewParams.sort && name !== reviewParams.page);
}
