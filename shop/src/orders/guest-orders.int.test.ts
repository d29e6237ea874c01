import { asc, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderList } from '../contract/checkout';
import { orders, variants } from '../db/schema';
import { bodyOf, get, latestMail, login, post, registrationBody } from '../testing/api-client';
import { useTestShop } from '../testing/shop-fixture';
import { insertTestOrder } from './testing/order-fixture';

const shop = useTestShop();
let variantId = '';

beforeAll(async () => {
  const [row] = await shop.database.db
    .select({ id: variants.id })
    .from(variants)
    .where(gt(variants.stock, 5))
    .orderBy(asc(variants.id))
    .limit(1);
  variantId = row?.id ?? '';
});

const guestOrder = (email: string) =>
  insertTestOrder(shop.database.db, { email, lines: [{ variantId, quantity: 1 }], now: shop.clock.now() });

describe('guest orders', () => {
  it('join the account that confirms the same e-mail address, and only then', async () => {
    const email = 'guest-then-customer@example.com';
    const first = await guestOrder(email);
    const second = await guestOrder('Guest-Then-Customer@Example.com');
    const stranger = await guestOrder('someone-else@example.com');

    expect((await post(shop, '/customer/auth/register', registrationBody(email))).status).toBe(201);
    const { token } = await latestMail(shop, email, 'confirm-email');
    expect((await post(shop, '/customer/confirm-email', { token })).status).toBe(204);
    const session = await login(shop, { email, password: registrationBody(email).password });
    const list = bodyOf(await get(shop, '/account/orders', { token: session.token }), orderList);
    expect(list.orders.map((entry) => entry.number).sort()).toEqual([first.number, second.number].sort());
    expect(list.orders.map((entry) => entry.number)).not.toContain(stranger.number);
    expect((await get(shop, `/account/orders/${first.number}`, { token: session.token })).status).toBe(200);
  });

  it('do not join an account whose address is not confirmed', async () => {
    const email = 'unconfirmed-customer@example.com';
    const placed = await guestOrder(email);
    expect((await post(shop, '/customer/auth/register', registrationBody(email))).status).toBe(201);
    const [row] = await shop.database.db
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(eq(orders.id, placed.id));
    expect(row).toEqual({ customerId: null });
  });
});
