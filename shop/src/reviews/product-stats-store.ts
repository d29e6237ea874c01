import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { productStats } from '../db/schema';
import { changeAggregate, exactAverage, type RatingAggregate } from './rating-aggregate';

/**
 * Counts one review of `rating` stars into the product's aggregate (`delta` 1, on publishing) or
 * out of it (−1, on unpublishing), inside the moderation transaction. The row is made if seeding
 * left it out, then locked, so two moderators publishing reviews of one product at once both count.
 */
export async function changeProductRating(
  tx: Transaction,
  productId: string,
  rating: number,
  delta: 1 | -1,
): Promise<RatingAggregate> {
  await tx.insert(productStats).values({ productId }).onConflictDoNothing();
  const [current] = await tx
    .select({
      count: productStats.ratingCount,
      sum: productStats.ratingSum,
      distribution: productStats.ratingDistribution,
    })
    .from(productStats)
    .where(eq(productStats.productId, productId))
    .for('update');
  if (current === undefined) throw new Error(`product_stats row of ${productId} vanished`);
  const next = changeAggregate(current, rating, delta);
  await tx
    .update(productStats)
    .set({
      ratingCount: next.count,
      ratingSum: next.sum,
      ratingDistribution: [...next.distribution],
      ratingAverage: exactAverage(next),
    })
    .where(eq(productStats.productId, productId));
  return next;
}
