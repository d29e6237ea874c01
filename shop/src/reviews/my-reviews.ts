/**
 * "My comments": a customer's own reviews. Listing them in every status, editing one (which sends
 * it back to moderation) and deleting one. Whenever a published review stops being published, the
 * product's rating aggregate loses it in the same transaction, as moderation does.
 */
import type { Locale } from '@seedshop/locales';
import { and, count, desc, eq } from 'drizzle-orm';
import { productImage } from '../catalogue/images/image-urls';
import type { CatalogueStructure } from '../catalogue/store/catalogue-structure';
import type { Localized } from '../catalogue/catalogue-model';
import type { MyReview, MyReviewList, UpdateMyReviewRequest } from '../contract';
import type { Database } from '../db/database';
import { products, reviews } from '../db/schema';
import { notFound } from '../http/api-error';
import { LIST_PAGE_SIZE } from '../lists/list-limits';
import { changeProductRating } from './product-stats-store';
import type { ReviewRow } from './review-wire';

const emptyLocalized: Localized = { en: '', de: '', fr: '', es: '' };

interface ProductFacts {
  readonly productName: string;
  readonly productSlugs: Localized;
  readonly primaryCategoryId: string;
}

/** One of the customer's reviews on the wire, with the product it is about. */
export function toMyReviewWire(
  row: ReviewRow,
  product: ProductFacts,
  structure: CatalogueStructure,
  locale: Locale,
): MyReview {
  return {
    id: row.id,
    product: {
      id: row.productId,
      name: product.productName,
      path: {
        catalog: structure.general?.slugs ?? emptyLocalized,
        category: structure.categoryById(product.primaryCategoryId)?.slugs ?? emptyLocalized,
        product: product.productSlugs,
      },
      image: productImage(row.productId, product.productName, 1, locale),
    },
    rating: row.rating,
    name: row.name,
    advantages: row.advantages,
    disadvantages: row.disadvantages,
    general_impressions: row.generalImpressions,
    text: row.text,
    language: row.language,
    status: row.status,
    moderation_reason: row.status === 'rejected' ? row.moderationReason : null,
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    helpful_yes: row.helpfulYes,
    helpful_no: row.helpfulNo,
  };
}

const productColumns = {
  productName: products.name,
  productSlugs: products.slugs,
  primaryCategoryId: products.primaryCategoryId,
};

/** One page of the customer's reviews, newest first (ties by id, so pages never overlap). */
export async function listMyReviews(
  db: Database,
  query: {
    readonly customerId: string;
    readonly page: number;
    readonly structure: CatalogueStructure;
    readonly locale: Locale;
  },
): Promise<MyReviewList> {
  const where = eq(reviews.customerId, query.customerId);
  const [rows, totals] = await Promise.all([
    db
      .select({ review: reviews, ...productColumns })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(LIST_PAGE_SIZE)
      .offset((query.page - 1) * LIST_PAGE_SIZE),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  const total = totals[0]?.total ?? 0;
  return {
    items: rows.map((row) => toMyReviewWire(row.review, row, query.structure, query.locale)),
    page: query.page,
    page_count: Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)),
    page_size: LIST_PAGE_SIZE,
    total,
  };
}

/** The customer's own review by id with its product; someone else's or an unknown one is a 404. */
export async function findMyReview(db: Database, customerId: string, reviewId: string) {
  const [row] = await db
    .select({ review: reviews, ...productColumns })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(eq(reviews.id, reviewId), eq(reviews.customerId, customerId)));
  if (row === undefined) throw notFound();
  return row;
}

type EditableColumns = Pick<
  ReviewRow,
  'rating' | 'name' | 'text' | 'advantages' | 'disadvantages' | 'generalImpressions'
>;

/** The columns the change sets to something other than what is stored. */
function changedColumns(row: ReviewRow, body: UpdateMyReviewRequest): Partial<EditableColumns> {
  const wanted = {
    rating: body.rating,
    name: body.name,
    text: body.text,
    advantages: body.advantages,
    disadvantages: body.disadvantages,
    generalImpressions: body.general_impressions,
  };
  const changed: Partial<EditableColumns> = {};
  if (wanted.rating !== undefined && wanted.rating !== row.rating) changed.rating = wanted.rating;
  if (wanted.name !== undefined && wanted.name !== row.name) changed.name = wanted.name;
  if (wanted.text !== undefined && wanted.text !== row.text) changed.text = wanted.text;
  if (wanted.advantages !== undefined && wanted.advantages !== row.advantages) changed.advantages = wanted.advantages;
  if (wanted.disadvantages !== undefined && wanted.disadvantages !== row.disadvantages) {
    changed.disadvantages = wanted.disadvantages;
  }
  if (wanted.generalImpressions !== undefined && wanted.generalImpressions !== row.generalImpressions) {
    changed.generalImpressions = wanted.generalImpressions;
  }
  return changed;
}

/**
 * Edits the customer's review. A real change makes it `pending` again (a published one leaves the
 * product's aggregate), clears the moderator's reason and sets `edited_at`; sending what is already
 * stored changes nothing, so a repeated save cannot unpublish a review.
 */
export async function updateMyReview(
  db: Database,
  change: {
    readonly customerId: string;
    readonly reviewId: string;
    readonly body: UpdateMyReviewRequest;
    readonly now: Date;
  },
): Promise<{ readonly row: ReviewRow; readonly changed: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, change.reviewId), eq(reviews.customerId, change.customerId)))
      .for('update');
    if (row === undefined) throw notFound();
    const columns = changedColumns(row, change.body);
    if (Object.keys(columns).length === 0) return { row, changed: false };
    if (row.status === 'published') await changeProductRating(tx, row.productId, row.rating, -1);
    const [updated] = await tx
      .update(reviews)
      .set({ ...columns, status: 'pending', moderationReason: null, editedAt: change.now })
      .where(eq(reviews.id, row.id))
      .returning();
    if (updated === undefined) throw notFound();
    return { row: updated, changed: true };
  });
}

/**
 * Deletes the customer's review (its votes and notifications go with it); a published one leaves
 * the product's aggregate. An id that names no review is already deleted: nothing to do. Another
 * customer's review is a 404.
 */
export async function deleteMyReview(
  db: Database,
  removal: { readonly customerId: string; readonly reviewId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(reviews).where(eq(reviews.id, removal.reviewId)).for('update');
    if (row === undefined) return;
    if (row.customerId !== removal.customerId) throw notFound();
    if (row.status === 'published') await changeProductRating(tx, row.productId, row.rating, -1);
    await tx.delete(reviews).where(eq(reviews.id, row.id));
  });
}
