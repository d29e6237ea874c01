import { describe, expect, it } from 'vitest';
import { keptParams, readReviewQuery, reviewHref } from './review-query';

describe('review URL state', () => {
  it('reads sort, page and language, falling back to page 1, newest first, in all languages', () => {
    expect(readReviewQuery(new URLSearchParams('review_sort=helpful&review_page=3'))).toEqual({
      sort: 'helpful',
      page: 3,
      language: null,
    });
    expect(readReviewQuery(new URLSearchParams('review_language=fr')).language).toBe('fr');
    for (const broken of ['review_language=all', 'review_language=FR', 'review_language=xx', 'review_language=']) {
      expect(readReviewQuery(new URLSearchParams(broken)).language).toBeNull();
    }
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

  it('links to one language or all of them, keeping pack and sort, starting again at page 1', () => {
    const search = new URLSearchParams('pack=5&review_sort=rating-asc&review_page=2');
    expect(reviewHref('/fr/p', search, { language: 'de' })).toBe(
      '/fr/p?pack=5&review_sort=rating-asc&review_language=de#reviews',
    );
    const filtered = new URLSearchParams('pack=5&review_language=de&review_page=2');
    expect(reviewHref('/fr/p', filtered, { language: null })).toBe('/fr/p?pack=5#reviews');
    // Sort and page keep the language.
    expect(reviewHref('/fr/p', filtered, { sort: 'helpful' })).toBe(
      '/fr/p?pack=5&review_language=de&review_sort=helpful#reviews',
    );
    expect(reviewHref('/fr/p', filtered, { page: 3 })).toBe('/fr/p?pack=5&review_language=de&review_page=3#reviews');
  });

  it('keeps everything but its own parameter and the page for the sort and language forms', () => {
    const search = new URLSearchParams('a=1&review_sort=oldest&b=2&review_page=4&review_language=es');
    expect(keptParams(search, 'sort')).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['review_language', 'es'],
    ]);
    expect(keptParams(search, 'language')).toEqual([
      ['a', '1'],
      ['review_sort', 'oldest'],
      ['b', '2'],
    ]);
  });
});
