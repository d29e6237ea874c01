/**
 * The deadlines of unpaid orders: a reminder `reminderDaysBefore` days before an order's pay-by
 * day, and past it the order cancels itself (status, stock back, history by `system`, a mail).
 * Each order is handled in its own transaction, taken with `FOR UPDATE SKIP LOCKED`: two instances
 * running this at once never handle the same order, and a staff action on an order in the same
 * moment either comes first (the job then skips an order no longer unpaid) or waits.
 */
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders } from '../db/schema';
import type { ShopDeps } from '../deps';
import { createMailer } from '../mail/mailer';
import { queueOrderMail, type OrderMailContext } from '../orders/order-mails';
import { cancelLockedOrder } from '../orders/order-transitions';

const dayMs = 24 * 60 * 60_000;

/** Orders handled per run at most (the next run goes on); keeps one run from holding on forever. */
const maxOrdersPerRun = 1000;

export interface OrderDeadlineResult {
  readonly reminded: number;
  readonly cancelled: number;
}

export interface OrderDeadlineContext extends OrderMailContext {
  readonly db: Database;
}

/** Handles one due order, if any is left that no other instance holds; answers whether it did. */
async function cancelNextOverdue(ctx: OrderDeadlineContext, now: Date): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'awaiting-payment'), lte(orders.payBy, now)))
      .orderBy(asc(orders.payBy))
      .limit(1)
      .for('update', { skipLocked: true });
    if (order === undefined) return false;
    await cancelLockedOrder(tx, order, { actor: 'system', detail: 'order-deadlines' }, now, null);
    await queueOrderMail(tx, ctx, order.id, 'cancelled');
    return true;
  });
}

async function remindNext(ctx: OrderDeadlineContext, now: Date, reminderDaysBefore: number): Promise<boolean> {
  const remindFrom = new Date(now.getTime() + reminderDaysBefore * dayMs);
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'awaiting-payment'),
          isNull(orders.reminderSentAt),
          gt(orders.payBy, now),
          lte(orders.payBy, remindFrom),
        ),
      )
      .orderBy(asc(orders.payBy))
      .limit(1)
      .for('update', { skipLocked: true });
    if (order === undefined) return false;
    await tx.update(orders).set({ reminderSentAt: now, updatedAt: now }).where(eq(orders.id, order.id));
    await queueOrderMail(tx, ctx, order.id, 'payment-reminder');
    return true;
  });
}

/** Cancels the overdue unpaid orders, then reminds the ones due soon. Safe to run on every instance. */
export async function runOrderDeadlines(
  ctx: OrderDeadlineContext,
  now: Date,
  settings: { readonly reminderDaysBefore: number },
): Promise<OrderDeadlineResult> {
  let cancelled = 0;
  while (cancelled < maxOrdersPerRun && (await cancelNextOverdue(ctx, now))) cancelled += 1;
  let reminded = 0;
  while (reminded < maxOrdersPerRun && (await remindNext(ctx, now, settings.reminderDaysBefore))) reminded += 1;
  return { reminded, cancelled };
}

/** The deadline run of a shop process: its own mailer, the mail delivered at the end. */
export async function runOrderDeadlinesFor(deps: ShopDeps): Promise<OrderDeadlineResult> {
  const mailer = createMailer({
    db: deps.db,
    clock: deps.clock,
    render: deps.mail.render,
    transport: deps.mail.transport,
  });
  const result = await runOrderDeadlines({ db: deps.db, mailer, config: deps.config }, deps.clock.now(), {
    reminderDaysBefore: deps.payments.reminderDaysBefore,
  });
  if (result.reminded + result.cancelled > 0) await mailer.deliverPending();
  return result;
}
