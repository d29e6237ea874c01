import { locales } from '@seedshop/locales';
import { describe, expect, it } from 'vitest';
import { demoReferenceDate, generateDemoCatalogue } from '../generate-demo-catalogue';
import { demoRatingStats } from './demo-review-stats';
import { reviewsByProduct } from './reviews-by-product';
import { generateDemoReviews, MAX_REVIEWS_PER_PRODUCT, sentimentOf, type DemoReview } from './generate-demo-reviews';
import { reviewCopyDe } from './review-copy-de';
import { reviewCopyEs } from './review-copy-es';
import { reviewCopyFr } from './review-copy-fr';

const catalogue = generateDemoCatalogue({ products: 2_000 });
const reviews = generateDemoReviews(catalogue.products);
const byProduct = reviewsByProduct(reviews);
const productById = new Map(catalogue.products.map((product) => [product.id, product]));

/** Whole words or phrases; `\b` would split "début" into "d", "but". */
const words = (list: string) => new RegExp(`(?<!\\p{L})(${list})(?!\\p{L})`, 'iu');
const withoutName = (review: DemoReview, text: string) =>
  text.replaceAll(productById.get(review.productId)?.name ?? '\u0000', '');

const share = (part: number, whole: number) => part / whole;
const allCopy = (review: DemoReview) =>
  [review.text, review.advantages, review.disadvantages, review.generalImpressions]
    .filter((part) => part !== null)
    .join(' ');

describe('generateDemoReviews', () => {
  it('gives the same reviews for the same catalogue, and leaves the catalogue itself unchanged', () => {
    expect(generateDemoReviews(catalogue.products)).toEqual(reviews);
    expect(generateDemoCatalogue({ products: 2_000 })).toEqual(catalogue);
    expect(generateDemoReviews(catalogue.products, { seed: 7 })).not.toEqual(reviews);
  });

  it('gives 0–8 reviews per product, none to about 30 %, more to bestsellers', () => {
    const counts = catalogue.products.map((product) => byProduct.get(product.id)?.length ?? 0);
    expect(Math.max(...counts)).toBeLessThanOrEqual(MAX_REVIEWS_PER_PRODUCT);
    expect(share(counts.filter((count) => count === 0).length, counts.length)).toBeGreaterThan(0.22);
    expect(share(counts.filter((count) => count === 0).length, counts.length)).toBeLessThan(0.38);
    const mean = (products: typeof catalogue.products) =>
      products.reduce((sum, product) => sum + (byProduct.get(product.id)?.length ?? 0), 0) / products.length;
    const bestsellers = catalogue.products.filter((product) => product.attributes.badges.includes('bestseller'));
    const others = catalogue.products.filter((product) => !product.attributes.badges.includes('bestseller'));
    expect(mean(bestsellers)).toBeGreaterThan(2 * mean(others));
  });

  it('rates mostly 3–5 stars, with some 1–2', () => {
    const low = share(reviews.filter((review) => review.rating <= 2).length, reviews.length);
    expect(reviews.every((review) => Number.isInteger(review.rating) && review.rating >= 1 && review.rating <= 5)).toBe(
      true,
    );
    expect(low).toBeGreaterThan(0.04);
    expect(low).toBeLessThan(0.2);
  });

  it('spreads languages with English and German ahead, and unique ids', () => {
    const counts = Object.fromEntries(
      locales.map((locale) => [locale, reviews.filter((r) => r.language === locale).length]),
    );
    for (const locale of locales) expect(counts[locale]).toBeGreaterThan(reviews.length * 0.08);
    expect(Math.min(counts['en'] ?? 0, counts['de'] ?? 0)).toBeGreaterThan(
      Math.max(counts['fr'] ?? 0, counts['es'] ?? 0),
    );
    expect(new Set(reviews.map((review) => review.id)).size).toBe(reviews.length);
  });

  it('dates each review after its product was added and before the reference date', () => {
    for (const review of reviews) {
      const at = Date.parse(review.createdAt);
      expect(at).toBeGreaterThan(Date.parse(productById.get(review.productId)?.createdAt ?? ''));
      expect(at).toBeLessThan(demoReferenceDate);
    }
  });

  it('writes text of at least 20 characters, some helpful votes, and names from the language', () => {
    const names = { de: reviewCopyDe.names, fr: reviewCopyFr.names, es: reviewCopyEs.names };
    for (const review of reviews) {
      expect(review.text.length).toBeGreaterThanOrEqual(20);
      if (review.language !== 'en') expect(names[review.language]).toContain(review.name);
    }
    expect(reviews.some((review) => review.helpfulYes > 0)).toBe(true);
    expect(reviews.some((review) => review.helpfulNo > 0)).toBe(true);
  });

  it('has every reviewer review a product at most once', () => {
    const seen = new Set<string>();
    for (const review of reviews) {
      const key = `${review.productId}:${review.name}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('leaves no English in German, French or Spanish reviews', () => {
    const english = words('the|and|with|great|smell|but|very|good|really|would|again|taste|yield|seeds|weeks');
    for (const review of reviews.filter((r) => r.language !== 'en')) {
      // Strain names are proper names in every language ("Great Haze"); only the copy counts.
      expect(withoutName(review, allCopy(review))).not.toMatch(english);
    }
  });

  it('puts a no-break space before : and a narrow one before ; ! ? in French', () => {
    const french = reviews.filter((review) => review.language === 'fr').map(allCopy);
    expect(french.some((copy) => /\u202f[!;?]/u.test(copy))).toBe(true);
    for (const copy of french) {
      expect(copy).not.toMatch(/[^\u00a0]:/u);
      expect(copy).not.toMatch(/[^\u202f][!;?]/u);
    }
  });

  it('complains in low ratings and praises in high ones, about the product it reviews', () => {
    const praise = words(
      'lovely|easy grower|popped|frosty|angenehm|problemlos|harzige|sicher wieder|agréable|facile|givrées|sans hésiter|agradable|fácil|resina|sin duda',
    );
    const complaint = words(
      'only two|disappointing|hay|bananas|airy|would not|nur zwei|enttäuschend|heu|zwitter|luftig|nicht noch|décevant|foin|hermaphrodite|aérées|ne rachèterai|decepción|heno|hermafrodita|aireados|no volvería',
    );
    for (const review of reviews) {
      const text = withoutName(review, review.text);
      if (sentimentOf(review.rating) === 'negative') expect(text).not.toMatch(praise);
      if (sentimentOf(review.rating) === 'positive') expect(text).not.toMatch(complaint);
    }
    const negative = reviews.filter((review) => review.rating <= 2);
    expect(share(negative.filter((review) => complaint.test(review.text)).length, negative.length)).toBeGreaterThan(
      0.5,
    );
    // Names, flavours and flowering times come from the reviewed product.
    const mentionsName = reviews.filter((review) =>
      review.text.includes(productById.get(review.productId)?.name ?? '\u0000'),
    );
    expect(mentionsName.length).toBeGreaterThan(reviews.length * 0.1);
  });

  it('adds up to the rating aggregate the moderation would keep', () => {
    const stats = demoRatingStats(reviews);
    const [productId, own] = [...byProduct].find(([, list]) => list.length >= 3) ?? ['', []];
    const ratings = own.map((review) => review.rating);
    expect(stats.get(productId)).toEqual({
      ratingCount: ratings.length,
      ratingSum: ratings.reduce((sum, rating) => sum + rating, 0),
      ratingDistribution: [1, 2, 3, 4, 5].map((star) => ratings.filter((rating) => rating === star).length),
      ratingAverage: ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length,
    });
  });
});
