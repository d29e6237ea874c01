/** Finding and listing orders. */
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, OrderListWire } from '../contract/checkout';
import type { Executor } from '../db/database';
import { orderLines, orders, type OrderRow } from '../db/schema';
import { toOrderSummary } from './order-view';

/** Orders per page of a list. */
export const ORDERS_PER_PAGE = 10;

/** Order numbers look like `SS-2030-000042`; anything else names no order and is not looked up. */
const numberPattern = /^[A-Z]{2}-\d{4}-\d{6,}$/u;

/** Whether `number` is shaped like an order number (a NUL byte or any other text never reaches the database). */
export function isOrderNumber(number: string): boolean {
  return numberPattern.test(number);
}

export async function findOrderByNumber(db: Executor, number: string): Promise<OrderRow | null> {
  if (!isOrderNumber(number)) return null;
  const [row] = await db.select().from(orders).where(eq(orders.number, number));
  return row ?? null;
}

/** One page of orders matching `where`, newest first, with the packs each holds. */
export async function listOrders(db: Executor, where: SQL | undefined, page: number): Promise<OrderListWire> {
  const [totals] = await db.select({ total: count() }).from(orders).where(where);
  const total = totals?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ORDERS_PER_PAGE));
  const rows = await db
    .select({
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      totalCents: orders.totalCents,
      itemCount: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
    })
    .from(orders)
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(where)
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt), desc(orders.seq))
    .limit(ORDERS_PER_PAGE)
    .offset((page - 1) * ORDERS_PER_PAGE);
  return {
    orders: rows.map((row) => toOrderSummary(row, Number(row.itemCount))),
    page,
    page_count: pageCount,
    total,
  };
}

export function customerOrdersWhere(customerId: string): SQL | undefined {
  return eq(orders.customerId, customerId);
}

export function staffOrdersWhere(status: OrderStatus | undefined): SQL | undefined {
  return status === undefined ? undefined : eq(orders.status, status);
}

/**
 * A guest's orders join the account that confirms the same e-mail address: from then on they are
 * listed under the account. Answers how many joined.
 */
export async function claimGuestOrders(db: Executor, customerId: string, email: string): Promise<number> {
  const claimed = await db
    .update(orders)
    .set({ customerId })
    .where(and(isNull(orders.customerId), eq(orders.email, email.toLowerCase())))
    .returning({ id: orders.id });
  return claimed.length;
}

/** The products an order holds (gifts included), each once. */
export async function orderProductIds(db: Executor, orderId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ productId: orderLines.productId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return rows.map((row) => row.productId);
}
