import { describe, expect, it } from 'vitest';
import { keptParams, readReviewQuery, reviewHref } from './review-query';

describe('review URL state', () => {
  it('reads sort and page, falling back to page 1, newest first', () => {
    expect(readReviewQuery(new URLSearchParams('review_sort=helpful&review_page=3'))).toEqual({
      sort: 'helpful',
      page: 3,
    });
    for (const broken of ['review_sort=drop&review_page=0', 'review_page=2.5', 'review_page=-1', 'review_page=99999']) {
      expect(readReviewQuery(new URLSearchParams(broken)).page).toBe(1);
    }
    expect(readReviewQuery(new URLSearchParams('review_sort=drop')).sort).toBe('newest');
    expect(readReviewQuery(new URLSearchParams()).sort).toBe('newest');
  });

  it('links to another page or order, keeping the page’s other parameters', () => {
    const search = new URLSearchParams('pack=5&review_sort=rating-asc&review_page=2');
    expect(reviewHref('/de/p', search, { page: 3 })).toBe('/de/p?pack=5&review_sort=rating-asc&review_page=3#reviews');
    expect(reviewHref('/de/p', search, { page: 1 })).toBe('/de/p?pack=5&review_sort=rating-asc#reviews');
    // A new order starts again at the first page; the default order is left out of the URL.
    expect(reviewHref('/de/p', search, { sort: 'helpful' })).toBe('/de/p?pack=5&review_sort=helpful#reviews');
    expect(reviewHref('/de/p', search, { sort: 'newest' })).toBe('/de/p?pack=5#reviews');
    expect(reviewHref('/p', new URLSearchParams(), { sort: 'newest' })).toBe('/p#reviews');
  });

  it('keeps everything but its own parameters for the sort form', () => {
    expect(keptParams(new URLSearchParams('a=1&review_sort=oldest&b=2&review_page=4'))).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
  });
});
