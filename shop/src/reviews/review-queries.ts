import { locales, type Locale } from '@seedshop/locales';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { reviewSortKeys } from '../contract';
import type { Executor } from '../db/database';
import { products, productStats, reviews, reviewVotes } from '../db/schema';
import { emptyAggregate, type RatingAggregate } from './rating-aggregate';
import { voteValue, type ReviewRow, type VoteValue } from './review-wire';

export type ReviewSort = (typeof reviewSortKeys)[number];

/** Every order ends on the id, so pages never repeat or skip a review of the same second. */
const orders: Readonly<Record<ReviewSort, readonly SQL[]>> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  oldest: [asc(reviews.createdAt), asc(reviews.id)],
  'rating-desc': [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  'rating-asc': [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  helpful: [desc(sql`${reviews.helpfulYes} - ${reviews.helpfulNo}`), desc(reviews.createdAt), desc(reviews.id)],
};

export async function productExists(db: Executor, productId: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  return row !== undefined;
}

export interface ReviewLanguageCount {
  readonly language: Locale;
  readonly count: number;
}

/**
 * One page of a product's published reviews and how many the filter keeps, with the count per
 * language over all of them. Reviews in the reader's language come first, each group in the
 * requested order: a shopper reads their own language first, and the others stay reachable.
 */
export async function listPublished(
  db: Executor,
  query: {
    readonly productId: string;
    readonly sort: ReviewSort;
    readonly page: number;
    readonly perPage: number;
    /** The reader's language: its reviews come first. */
    readonly reader: Locale;
    /** Only reviews written in this language; null for all. */
    readonly language: Locale | null;
  },
): Promise<{ rows: ReviewRow[]; total: number; languages: ReviewLanguageCount[] }> {
  const published = and(eq(reviews.productId, query.productId), eq(reviews.status, 'published'));
  const where = query.language === null ? published : and(published, eq(reviews.language, query.language));
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(sql`${reviews.language} = ${query.reader}`), ...orders[query.sort])
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ language: reviews.language, count: count() }).from(reviews).where(published).groupBy(reviews.language),
  ]);
  const languages = counts
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count || locales.indexOf(a.language) - locales.indexOf(b.language));
  const total = languages
    .filter((row) => query.language === null || row.language === query.language)
    .reduce((sum, row) => sum + row.count, 0);
  return { rows, total, languages };
}

/** The customer's own review of a product, in whatever status. */
export async function ownReview(db: Executor, productId: string, customerId: string): Promise<ReviewRow | null> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.customerId, customerId)))
    .limit(1);
  return row ?? null;
}

/** The caller's votes on the given reviews, by review id. */
export async function votesOf(
  db: Executor,
  customerId: string | null,
  reviewIds: readonly string[],
): Promise<Map<string, VoteValue>> {
  if (customerId === null || reviewIds.length === 0) return new Map();
  const rows = await db
    .select({ reviewId: reviewVotes.reviewId, helpful: reviewVotes.helpful })
    .from(reviewVotes)
    .where(and(eq(reviewVotes.customerId, customerId), inArray(reviewVotes.reviewId, [...reviewIds])));
  return new Map(rows.map((row) => [row.reviewId, voteValue(row.helpful)]));
}

/** The product's published-review aggregate (empty when it has no stats row yet). */
export async function readAggregate(db: Executor, productId: string): Promise<RatingAggregate> {
  const [row] = await db
    .select({
      count: productStats.ratingCount,
      sum: productStats.ratingSum,
      distribution: productStats.ratingDistribution,
    })
    .from(productStats)
    .where(eq(productStats.productId, productId))
    .limit(1);
  return row ?? emptyAggregate;
}

/** The moderation queue: reviews of one status, oldest first, and how many there are. */
export async function listByStatus(
  db: Executor,
  status: ReviewRow['status'],
  limit: number,
): Promise<{ rows: ReviewRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(eq(reviews.status, status))
      .orderBy(asc(reviews.createdAt), asc(reviews.id))
      .limit(limit),
    db.select({ total: count() }).from(reviews).where(eq(reviews.status, status)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
