import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { reviews } from '../db/schema';
import { notFound } from '../http/api-error';
import { changeProductRating } from './product-stats-store';
import type { ReviewRow } from './review-wire';

/**
 * Publishes or rejects a review. Whenever the review enters or leaves `published`, the product's
 * rating aggregate changes in the same transaction, so the product page, the `rating` sort and the
 * review list never disagree. A rejection keeps the moderator's `reason` for the author (publishing
 * clears it). Setting the status and reason it already has changes nothing.
 */
export async function moderateReview(
  db: Database,
  reviewId: string,
  status: 'published' | 'rejected',
  now: Date,
  reason: string | null = null,
): Promise<ReviewRow> {
  return db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (review === undefined) throw notFound();
    const moderationReason = status === 'rejected' ? reason : null;
    if (review.status === status && review.moderationReason === moderationReason) return review;
    const wasPublished = review.status === 'published';
    const isPublished = status === 'published';
    if (wasPublished !== isPublished) {
      await changeProductRating(tx, review.productId, review.rating, isPublished ? 1 : -1);
    }
    const [updated] = await tx
      .update(reviews)
      .set({ status, moderatedAt: now, moderationReason })
      .where(eq(reviews.id, reviewId))
      .returning();
    if (updated === undefined) throw notFound();
    return updated;
  });
}
