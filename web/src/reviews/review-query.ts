import { isLocale, type Locale } from '@seedshop/locales';
import { reviewSortKeys } from '@seedshop/shop/catalogue-keys';

export type ReviewSort = (typeof reviewSortKeys)[number];

/** The review list's state lives in the page URL, so it survives reloads and can be shared. */
export const reviewParams = { sort: 'review_sort', page: 'review_page', language: 'review_language' } as const;
export const DEFAULT_REVIEW_SORT: ReviewSort = 'newest';
/** The language filter's value for "all languages" (the default, left out of the URL). */
export const ALL_REVIEW_LANGUAGES = 'all';
export const REVIEWS_PER_PAGE = 10;
/** The shop's own upper bound of `page`. */
const MAX_PAGE = 10_000;

export interface ReviewQuery {
  readonly sort: ReviewSort;
  readonly page: number;
  /** Only reviews written in this language; null for all languages. */
  readonly language: Locale | null;
}

export function isReviewSort(value: unknown): value is ReviewSort {
  return typeof value === 'string' && (reviewSortKeys as readonly string[]).includes(value);
}

/**
 * The sort, page and language the URL asks for; anything unknown falls back to the first page,
 * newest first, in all languages.
 */
export function readReviewQuery(search: URLSearchParams): ReviewQuery {
  const sort = search.get(reviewParams.sort);
  const page = Number(search.get(reviewParams.page) ?? '1');
  const language = search.get(reviewParams.language);
  return {
    sort: isReviewSort(sort) ? sort : DEFAULT_REVIEW_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    language: isLocale(language) ? language : null,
  };
}

/**
 * The page's URL with another review sort, language or page, anchored at the reviews. Other
 * parameters of the page stay; a new sort or language starts again at the first page; defaults
 * are left out so the plain product URL stays the canonical one.
 */
export function reviewHref(
  path: string,
  search: URLSearchParams,
  change: { readonly sort?: ReviewSort; readonly page?: number; readonly language?: Locale | null },
): string {
  const next = new URLSearchParams(search);
  if (change.sort !== undefined) {
    if (change.sort === DEFAULT_REVIEW_SORT) next.delete(reviewParams.sort);
    else next.set(reviewParams.sort, change.sort);
    next.delete(reviewParams.page);
  }
  if (change.language !== undefined) {
    if (change.language === null) next.delete(reviewParams.language);
    else next.set(reviewParams.language, change.language);
    next.delete(reviewParams.page);
  }
  if (change.page !== undefined) {
    if (change.page <= 1) next.delete(reviewParams.page);
    else next.set(reviewParams.page, String(change.page));
  }
  const query = next.toString();
  return `${path}${query === '' ? '' : `?${query}`}#reviews`;
}

/**
 * The other parameters of the page, for the hidden fields of the sort or language form (works
 * without JS): everything but the form's own parameter and the page, which starts again at 1.
 */
export function keptParams(search: URLSearchParams, own: 'sort' | 'language'): [string, string][] {
  return [...search.entries()].filter(([name]) => name !== reviewParams[own] && name !== reviewParams.page);
}
