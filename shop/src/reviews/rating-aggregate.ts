import type { ReviewList } from '../contract';

/** A product's published-review aggregate, as `product_stats` stores it. */
export interface RatingAggregate {
  readonly count: number;
  readonly sum: number;
  /** Reviews per star, index 0 = 1 star … 4 = 5 stars. */
  readonly distribution: readonly number[];
}

export const emptyAggregate: RatingAggregate = { count: 0, sum: 0, distribution: [0, 0, 0, 0, 0] };

/**
 * The aggregate after one review of `rating` stars is published (`delta` 1) or taken back
 * (`delta` −1). Counts never drop below zero, so a stats row that was out of step heals instead of
 * going negative.
 */
export function changeAggregate(aggregate: RatingAggregate, rating: number, delta: 1 | -1): RatingAggregate {
  const distribution = [0, 1, 2, 3, 4].map((index) => {
    const current = aggregate.distribution[index] ?? 0;
    return Math.max(0, index === rating - 1 ? current + delta : current);
  });
  const count = Math.max(0, aggregate.count + delta);
  return { count, sum: count === 0 ? 0 : Math.max(0, aggregate.sum + delta * rating), distribution };
}

/** The exact mean for sorting (`rating_average`), null without reviews. */
export function exactAverage(aggregate: RatingAggregate): number | null {
  return aggregate.count === 0 ? null : aggregate.sum / aggregate.count;
}

/** The mean with one decimal, halves rounded up (4.25 → 4.3), in integers so 4.35 stays 4.4. */
export function displayAverage(aggregate: RatingAggregate): number | null {
  return aggregate.count === 0 ? null : Math.round((aggregate.sum * 10) / aggregate.count) / 10;
}

/** The wire summary of a product's reviews. */
export function ratingSummary(aggregate: RatingAggregate): ReviewList['summary'] {
  const [one = 0, two = 0, three = 0, four = 0, five = 0] = aggregate.distribution;
  return {
    average: displayAverage(aggregate),
    count: aggregate.count,
    distribution: { 1: one, 2: two, 3: three, 4: four, 5: five },
  };
}
