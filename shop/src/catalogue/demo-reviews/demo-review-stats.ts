/**
 * The `product_stats` rating columns the demo reviews add up to, computed the way the review
 * moderation keeps them (one `changeAggregate` per published review, `exactAverage` stored).
 */
import { changeAggregate, emptyAggregate, exactAverage, type RatingAggregate } from '../../reviews/rating-aggregate';
import type { DemoReview } from './generate-demo-reviews';

export interface DemoRatingStats {
  ratingCount: number;
  ratingSum: number;
  ratingDistribution: number[];
  ratingAverage: number | null;
}

export const noRatingStats: DemoRatingStats = {
  ratingCount: 0,
  ratingSum: 0,
  ratingDistribution: [0, 0, 0, 0, 0],
  ratingAverage: null,
};

/** Rating columns by product id; products without reviews are missing (use `noRatingStats`). */
export function demoRatingStats(
  reviews: readonly Pick<DemoReview, 'productId' | 'rating'>[],
): Map<string, DemoRatingStats> {
  const aggregates = new Map<string, RatingAggregate>();
  for (const review of reviews) {
    aggregates.set(
      review.productId,
      changeAggregate(aggregates.get(review.productId) ?? emptyAggregate, review.rating, 1),
    );
  }
  return new Map(
    [...aggregates].map(([productId, aggregate]) => [
      productId,
      {
        ratingCount: aggregate.count,
        ratingSum: aggregate.sum,
        ratingDistribution: [...aggregate.distribution],
        ratingAverage: exactAverage(aggregate),
      },
    ]),
  );
}
