import type { Locale } from '@seedshop/locales';
import type { Review, ReviewList } from '@seedshop/shop/contract';
import type { StarDistribution } from './review-distribution';
import type { ReviewLanguageCount } from './review-language';

export type HelpfulVote = 'yes' | 'no';

/** A published review as the storefront shows it (camelCase). */
export interface ReviewView {
  readonly id: string;
  readonly name: string;
  readonly rating: number;
  readonly advantages: string | null;
  readonly disadvantages: string | null;
  readonly generalImpressions: string | null;
  readonly text: string;
  /** The language it was written in (marked on the text for screen readers). */
  readonly language: Locale;
  readonly createdAt: string;
  readonly status: Review['status'];
  readonly helpfulYes: number;
  readonly helpfulNo: number;
  readonly myVote: HelpfulVote | null;
}

export interface ReviewPageView {
  /** Reviews in the page's language first, each group in the chosen order. */
  readonly items: readonly ReviewView[];
  /** The reviews the language filter keeps (all without one). */
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
  readonly summary: {
    readonly average: number | null;
    readonly count: number;
    readonly distribution: StarDistribution;
  };
  /** The languages of all published reviews with their counts, whatever the filter. */
  readonly languages: readonly ReviewLanguageCount[];
  /** The signed-in caller's own review of the product, in any status. */
  readonly myReview: ReviewView | null;
}

export function reviewFromWire(wire: Review): ReviewView {
  return {
    id: wire.id,
    name: wire.name,
    rating: wire.rating,
    advantages: wire.advantages,
    disadvantages: wire.disadvantages,
    generalImpressions: wire.general_impressions,
    text: wire.text,
    language: wire.language,
    createdAt: wire.created_at,
    status: wire.status,
    helpfulYes: wire.helpful_yes,
    helpfulNo: wire.helpful_no,
    myVote: wire.my_vote,
  };
}

export function reviewPageFromWire(wire: ReviewList): ReviewPageView {
  return {
    items: wire.items.map(reviewFromWire),
    total: wire.total,
    page: wire.page,
    pageCount: wire.page_count,
    summary: wire.summary,
    languages: wire.languages,
    myReview: wire.my_review ? reviewFromWire(wire.my_review) : null,
  };
}

/** The part of a vote answer the buttons show. */
export interface VoteState {
  readonly helpfulYes: number;
  readonly helpfulNo: number;
  readonly myVote: HelpfulVote | null;
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && typeof value === 'number' && value >= 0;

/**
 * Reads a vote answer (the wire's `helpful_yes`, `helpful_no`, `my_vote`). A hand-written check
 * instead of zod: the vote buttons are on every product page with reviews, and zod would add about
 * 30 KiB gzip to that page's JavaScript.
 */
export function readVoteState(value: unknown): VoteState | null {
  if (typeof value !== 'object' || value === null) return null;
  if (!('helpful_yes' in value) || !('helpful_no' in value) || !('my_vote' in value)) return null;
  const { helpful_yes: helpfulYes, helpful_no: helpfulNo, my_vote: myVote } = value;
  if (!isCount(helpfulYes) || !isCount(helpfulNo)) return null;
  if (myVote !== 'yes' && myVote !== 'no' && myVote !== null) return null;
  return { helpfulYes, helpfulNo, myVote };
}
