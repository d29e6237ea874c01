import type { Review } from '../contract';
import type { reviews } from '../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;

/** A customer's helpful vote as the wire spells it. */
export type VoteValue = 'yes' | 'no';

export const voteValue = (helpful: boolean): VoteValue => (helpful ? 'yes' : 'no');

/** A review row on the wire; `myVote` is the caller's own vote (null for anonymous callers). */
export function toReviewWire(row: ReviewRow, myVote: VoteValue | null): Review {
  return {
    id: row.id,
    product_id: row.productId,
    name: row.name,
    rating: row.rating,
    advantages: row.advantages,
    disadvantages: row.disadvantages,
    general_impressions: row.generalImpressions,
    text: row.text,
    language: row.language,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    helpful_yes: row.helpfulYes,
    helpful_no: row.helpfulNo,
    my_vote: myVote,
  };
}
