import { asc, eq, gt, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, outbox, variants } from '../db/schema';
import { createMailer } from '../mail/mailer';
import { renderMail } from '../mail/templates';
import { insertTestOrder } from '../orders/testing/order-fixture';
import { days, minutes } from '../testing/fake-clock';
import { useTestShop } from '../testing/shop-fixture';
import { PUBLIC_URL } from '../testing/test-app';
import { runOrderDeadlines, type OrderDeadlineContext } from './order-deadlines';

const shop = useTestShop();
const settings = { reminderDaysBefore: 4 };
let variantId = '';

beforeAll(async () => {
  const [row] = await shop.database.db
    .select({ id: variants.id })
    .from(variants)
    .where(gt(variants.stock, 50))
    .orderBy(asc(variants.id))
    .limit(1);
  variantId = row?.id ?? '';
});

function context(): OrderDeadlineContext {
  return {
    db: shop.database.db,
    mailer: createMailer({ db: shop.database.db, clock: shop.clock, render: renderMail, transport: null }),
    config: { publicUrl: PUBLIC_URL, accessTokenTtlMinutes: 60, refreshTokenTtlDays: 30, devMailbox: true },
  };
}

async function stock(): Promise<number> {
  const [row] = await shop.database.db
    .select({ stock: variants.stock })
    .from(variants)
    .where(eq(variants.id, variantId));
  return row?.stock ?? -1;
}

async function mailsTo(email: string) {
  return shop.database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(asc(outbox.seq));
}

describe('order deadlines', () => {
  it('remind once, days before the pay-by day, then cancel past it: stock back, history by system, mails', async () => {
    const email = 'deadline@example.com';
    const stockBefore = await stock();
    const placed = await insertTestOrder(shop.database.db, {
      email,
      lines: [{ variantId, quantity: 2 }],
      now: shop.clock.now(),
      payByDays: 14,
    });
    expect(await stock()).toBe(stockBefore - 2);

    shop.clock.advance(days(9));
    expect(await runOrderDeadlines(context(), shop.clock.now(), settings)).toEqual({ reminded: 0, cancelled: 0 });

    shop.clock.advance(days(1) + minutes(1));
    expect(await runOrderDeadlines(context(), shop.clock.now(), settings)).toEqual({ reminded: 1, cancelled: 0 });
    expect(await runOrderDeadlines(context(), shop.clock.now(), settings)).toEqual({ reminded: 0, cancelled: 0 });
    const [reminder] = await mailsTo(email);
    expect(reminder?.kind).toBe('order-payment-reminder');
    expect(reminder?.text).toContain(placed.number);
    expect(reminder?.text).toContain('IBAN: DE89 3704 0044 0532 0130 00');

    shop.clock.advance(days(4));
    expect(await runOrderDeadlines(context(), shop.clock.now(), settings)).toEqual({ reminded: 0, cancelled: 1 });
    expect(await runOrderDeadlines(context(), shop.clock.now(), settings)).toEqual({ reminded: 0, cancelled: 0 });
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row?.status).toBe('cancelled');
    expect(row?.cancelledAt?.toISOString()).toBe(shop.clock.now().toISOString());
    expect(await stock()).toBe(stockBefore);
    const history = await shop.database.db
      .select({ status: orderEvents.status, actor: orderEvents.actor })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, placed.id))
      .orderBy(asc(orderEvents.seq));
    expect(history).toEqual([
      { status: 'awaiting-payment', actor: 'customer' },
      { status: 'cancelled', actor: 'system' },
    ]);
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.kind)).toEqual(['order-payment-reminder', 'order-cancelled']);
    expect(mails[1]?.text).toContain('did not receive the payment');
  });

  it('leave paid orders alone, and handle each overdue order once when two runs overlap', async () => {
    const now = shop.clock.now();
    const paid = await insertTestOrder(shop.database.db, {
      email: 'deadline-paid@example.com',
      status: 'paid',
      lines: [{ variantId, quantity: 1 }],
      now,
      payByDays: 1,
    });
    const overdue = [];
    for (let index = 0; index < 5; index += 1) {
      overdue.push(
        await insertTestOrder(shop.database.db, {
          email: `deadline-race-${index}@example.com`,
          lines: [{ variantId, quantity: 1 }],
          now,
          payByDays: 1,
        }),
      );
    }
    const stockBefore = await stock();
    shop.clock.advance(days(2));
    const results = await Promise.all([
      runOrderDeadlines(context(), shop.clock.now(), settings),
      runOrderDeadlines(context(), shop.clock.now(), settings),
    ]);
    expect(results.reduce((sum, result) => sum + result.cancelled, 0)).toBe(5);
    expect(await stock()).toBe(stockBefore + 5);
    const cancelEvents = await shop.database.db
      .select({ orderId: orderEvents.orderId })
      .from(orderEvents)
      .where(
        inArray(
          orderEvents.orderId,
          overdue.map((order) => order.id),
        ),
      );
    expect(cancelEvents).toHaveLength(10);
    const [paidRow] = await shop.database.db.select().from(orders).where(eq(orders.id, paid.id));
    expect(paidRow?.status).toBe('paid');
  });
});
