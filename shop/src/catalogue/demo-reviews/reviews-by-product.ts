import type { DemoReview } from './generate-demo-reviews';

/** Demo reviews by product id, in their order (`Map.groupBy` is newer than the shop's lib target). */
export function reviewsByProduct(reviews: readonly DemoReview[]): Map<string, DemoReview[]> {
  const groups = new Map<string, DemoReview[]>();
  for (const review of reviews) {
    const list = groups.get(review.productId);
    if (list === undefined) groups.set(review.productId, [review]);
    else list.push(review);
  }
  return groups;
}
