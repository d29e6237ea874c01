/**
 * How an order moves on: staff mark it paid, ship it, mark it delivered, cancel it or note a
 * refund; the deadline job cancels unpaid orders. Every change locks the order row, checks the
 * status it is in, writes one `order_events` row and queues its mail — in one transaction, so a
 * double click or two staff members at once apply the change once: the second finds the new status
 * and gets a 409.
 */
import { eq, sql } from 'drizzle-orm';
import type { OrderStatus, StaffOrderAction } from '../contract/checkout';
import type { Transaction } from '../db/database';
import { orderEvents, orderLines, orders, variants, type OrderRow } from '../db/schema';
import { ApiError, notFound } from '../http/api-error';
import type { OrderMailPurpose } from './order-mails';
import { isOrderNumber } from './order-store';

/** Who made a change: shown in the history as `actor`; `detail` stays internal. */
export interface OrderActor {
  readonly actor: 'staff' | 'system' | 'customer';
  readonly detail: string;
}

interface Transition {
  readonly from: readonly OrderStatus[];
  /** Null: the status stays (a note). */
  readonly to: OrderStatus | null;
  readonly mail: OrderMailPurpose | null;
}

export const staffTransitions: Readonly<Record<StaffOrderAction['action'], Transition>> = {
  'mark-paid': { from: ['awaiting-payment'], to: 'paid', mail: 'payment-received' },
  ship: { from: ['paid'], to: 'shipped', mail: 'shipped' },
  'mark-delivered': { from: ['shipped'], to: 'delivered', mail: null },
  cancel: { from: ['awaiting-payment', 'paid'], to: 'cancelled', mail: 'cancelled' },
  'refund-note': {
    from: ['awaiting-payment', 'paid', 'shipped', 'delivered', 'cancelled'],
    to: null,
    mail: null,
  },
};

/** The order row, locked until the transaction ends. */
export async function lockOrderByNumber(tx: Transaction, number: string): Promise<OrderRow | null> {
  if (!isOrderNumber(number)) return null;
  const [row] = await tx.select().from(orders).where(eq(orders.number, number)).for('update');
  return row ?? null;
}

function refused(status: OrderStatus): ApiError {
  return new ApiError(409, (m) => m.orderTransitionRefused(m.orderStatusNames[status]));
}

/** Puts every pack of the order back into stock (gifts too); a variant removed since is skipped. */
async function releaseStock(tx: Transaction, orderId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE ${variants} SET stock = ${variants.stock} + released.quantity
    FROM (
      SELECT ${orderLines.variantId} AS variant_id, sum(${orderLines.quantity})::int AS quantity
      FROM ${orderLines} WHERE ${orderLines.orderId} = ${orderId}
      GROUP BY ${orderLines.variantId}
    ) AS released
    WHERE ${variants.id} = released.variant_id`);
}

/** Cancels a locked order that awaits payment or is paid: status, stock and history. */
export async function cancelLockedOrder(
  tx: Transaction,
  order: OrderRow,
  by: OrderActor,
  now: Date,
  note: string | null,
): Promise<void> {
  await tx.update(orders).set({ status: 'cancelled', cancelledAt: now, updatedAt: now }).where(eq(orders.id, order.id));
  await releaseStock(tx, order.id);
  await tx.insert(orderEvents).values({
    orderId: order.id,
    at: now,
    status: 'cancelled',
    actor: by.actor,
    actorDetail: by.detail,
    kind: 'cancelled',
    note,
  });
}

/**
 * Applies a staff action to the order `number` inside `tx`: 404 for an unknown number, 409 when
 * its status does not allow the action. Answers the order id and the mail to queue, if any.
 */
export async function applyStaffAction(
  tx: Transaction,
  number: string,
  action: StaffOrderAction,
  by: OrderActor,
  now: Date,
): Promise<{ orderId: string; mail: OrderMailPurpose | null }> {
  const order = await lockOrderByNumber(tx, number);
  if (order === null) throw notFound();
  const transition = staffTransitions[action.action];
  if (!transition.from.includes(order.status)) throw refused(order.status);
  const note = action.note ?? null;
  const event = (status: OrderStatus, kind: string) =>
    tx
      .insert(orderEvents)
      .values({ orderId: order.id, at: now, status, actor: by.actor, actorDetail: by.detail, kind, note });
  switch (action.action) {
    case 'mark-paid':
      await tx.update(orders).set({ status: 'paid', paidAt: now, updatedAt: now }).where(eq(orders.id, order.id));
      await event('paid', 'paid');
      break;
    case 'ship':
      await tx
        .update(orders)
        .set({
          status: 'shipped',
          carrier: action.carrier,
          trackingNumber: action.tracking_number,
          shippedAt: now,
          updatedAt: now,
        })
        .where(eq(orders.id, order.id));
      await event('shipped', 'shipped');
      break;
    case 'mark-delivered':
      await tx
        .update(orders)
        .set({ status: 'delivered', deliveredAt: now, updatedAt: now })
        .where(eq(orders.id, order.id));
      await event('delivered', 'delivered');
      break;
    case 'cancel':
      await cancelLockedOrder(tx, order, by, now, note);
      break;
    case 'refund-note':
      await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, order.id));
      await event(order.status, 'refund-note');
      break;
  }
  return { orderId: order.id, mail: transition.mail };
}
