import type { Locale } from '@seedshop/locales';
import type { CreateReviewRequest } from '../contract';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { reviews } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { ReviewRow } from './review-wire';

export interface NewReview {
  readonly productId: string;
  readonly customerId: string;
  readonly language: Locale;
  readonly now: Date;
  readonly body: Omit<CreateReviewRequest, 'captcha'>;
}

/**
 * Stores a review for moderation (`pending`). The unique index on product and customer is the one
 * judge of "already reviewed", so two submits racing each other cannot both get in.
 */
export async function createReview(db: Database, review: NewReview): Promise<ReviewRow> {
  const { body } = review;
  try {
    const [row] = await db
      .insert(reviews)
      .values({
        productId: review.productId,
        customerId: review.customerId,
        name: body.name,
        rating: body.rating,
        advantages: body.advantages ?? null,
        disadvantages: body.disadvantages ?? null,
        generalImpressions: body.general_impressions ?? null,
        text: body.text,
        language: review.language,
        status: 'pending',
        createdAt: review.now,
      })
      .returning();
    if (row === undefined) throw new Error('insert returned no review');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, (m) => m.reviewDuplicate);
    throw error;
  }
}
