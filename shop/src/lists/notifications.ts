/**
 * A customer's product notifications: what fired (a pack back in stock, a lower price, a review of
 * theirs published), newest first, read or unread.
 */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { customerNotifications, type CustomerNotificationRow } from '../db/schema';

export async function listNotifications(
  db: Executor,
  customerId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: CustomerNotificationRow[]; total: number; unread: number }> {
  const mine = eq(customerNotifications.customerId, customerId);
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(customerNotifications)
      .where(mine)
      .orderBy(desc(customerNotifications.createdAt), desc(customerNotifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(customerNotifications).where(mine),
    unreadCount(db, customerId),
  ]);
  return { rows, total: total?.value ?? 0, unread };
}

export async function unreadCount(db: Executor, customerId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(customerNotifications)
    .where(and(eq(customerNotifications.customerId, customerId), isNull(customerNotifications.readAt)));
  return row?.value ?? 0;
}

/** Marks some (ids of other customers are ignored) or all as read; read ones keep their time. */
export async function markRead(
  db: Executor,
  customerId: string,
  which: { readonly ids: readonly string[] } | { readonly all: true },
  now: Date,
): Promise<void> {
  await db
    .update(customerNotifications)
    .set({ readAt: now })
    .where(
      and(
        eq(customerNotifications.customerId, customerId),
        isNull(customerNotifications.readAt),
        'ids' in which ? inArray(customerNotifications.id, [...which.ids]) : undefined,
      ),
    );
}

/** A review of the customer's was published: noted once per review, however often it is republished. */
export async function noteReviewPublished(
  db: Executor,
  review: { readonly id: string; readonly customerId: string; readonly productId: string },
  now: Date,
): Promise<boolean> {
  const [already] = await db
    .select({ id: customerNotifications.id })
    .from(customerNotifications)
    .where(and(eq(customerNotifications.reviewId, review.id), eq(customerNotifications.kind, 'review-published')));
  if (already !== undefined) return false;
  await db.insert(customerNotifications).values({
    customerId: review.customerId,
    kind: 'review-published',
    productId: review.productId,
    reviewId: review.id,
    details: {},
    createdAt: now,
  });
  return true;
}
