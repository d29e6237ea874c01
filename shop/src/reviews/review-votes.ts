import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { reviews, reviewVotes } from '../db/schema';
import { ApiError, notFound } from '../http/api-error';
import { voteValue, type ReviewRow, type VoteValue } from './review-wire';

export interface VoteInput {
  readonly reviewId: string;
  readonly customerId: string;
  readonly helpful: boolean;
  readonly now: Date;
}

/**
 * One helpful vote per customer and review. The same vote again changes nothing; the other value
 * moves the vote. The review row is locked first, so the counters and the votes change together
 * even when one person double-clicks or two people vote at once.
 */
export async function castVote(db: Database, input: VoteInput): Promise<{ review: ReviewRow; myVote: VoteValue }> {
  const myVote = voteValue(input.helpful);
  return db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, input.reviewId)).for('update');
    // Pending and rejected reviews are not shown, so they cannot be voted on either.
    if (review === undefined || review.status !== 'published') throw notFound();
    if (review.customerId === input.customerId) throw new ApiError(403, (m) => m.reviewOwnVote);

    const mine = and(eq(reviewVotes.reviewId, input.reviewId), eq(reviewVotes.customerId, input.customerId));
    const [previous] = await tx.select({ helpful: reviewVotes.helpful }).from(reviewVotes).where(mine);
    if (previous?.helpful === input.helpful) return { review, myVote };

    if (previous === undefined) {
      await tx.insert(reviewVotes).values({
        reviewId: input.reviewId,
        customerId: input.customerId,
        helpful: input.helpful,
        createdAt: input.now,
      });
    } else {
      await tx.update(reviewVotes).set({ helpful: input.helpful }).where(mine);
    }
    const yes = (input.helpful ? 1 : 0) - (previous?.helpful === true ? 1 : 0);
    const no = (input.helpful ? 0 : 1) - (previous?.helpful === false ? 1 : 0);
    const [updated] = await tx
      .update(reviews)
      .set({ helpfulYes: sql`${reviews.helpfulYes} + ${yes}`, helpfulNo: sql`${reviews.helpfulNo} + ${no}` })
      .where(eq(reviews.id, input.reviewId))
      .returning();
    if (updated === undefined) throw notFound();
    return { review: updated, myVote };
  });
}
