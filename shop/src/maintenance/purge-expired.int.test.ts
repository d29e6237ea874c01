import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionTokens, addresses, customers, sessions } from '../db/schema';
import { createConfirmedAccount, latestMail, login, post } from '../testing/api-client';
import { days } from '../testing/fake-clock';
import { createTestShop, type TestShop } from '../testing/test-app';
import { purgeExpiredData } from './purge-expired';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

describe('purgeExpiredData', () => {
  it('deletes accounts past the restore window with their rows, and ended sessions and tokens', async () => {
    const db = shop.database.db;
    const leaving = await createConfirmedAccount(shop, 'leaving@example.com');
    const staying = await createConfirmedAccount(shop, 'staying@example.com');
    const session = await login(shop, leaving);
    await post(
      shop,
      '/customer/addresses',
      {
        first_name: 'A',
        last_name: 'B',
        country: 'DE',
        city: 'Berlin',
        postal_code: '10115',
        street: 'S',
        house_number: '1',
      },
      { token: session.token },
    );
    await post(shop, '/customer/account/delete-request', { password: leaving.password }, { token: session.token });
    const { token } = await latestMail(shop, leaving.email, 'confirm-deletion');
    expect((await post(shop, '/customer/account/delete', { token })).status).toBe(204);
    const stayingSession = await login(shop, staying);

    // Inside the window nothing of the deleted account goes.
    shop.clock.advance(days(29));
    const early = await purgeExpiredData(db, shop.clock.now());
    expect(early.customers).toBe(0);
    // Used confirmation links from the start are a month old: gone.
    expect(early.actionTokens).toBeGreaterThan(0);
    expect(await db.select().from(customers).where(eq(customers.email, leaving.email))).toHaveLength(1);

    shop.clock.advance(days(2));
    const result = await purgeExpiredData(db, shop.clock.now());
    expect(result.customers).toBe(1);
    expect(await db.select().from(customers).where(eq(customers.email, leaving.email))).toHaveLength(0);
    expect(await db.select().from(addresses)).toHaveLength(0);
    const [stayingRow] = await db.select().from(customers).where(eq(customers.email, staying.email));
    const stayingId = stayingRow?.id ?? '';
    // The other account's login (30 days) ended a day ago: its session row stays a week.
    expect(await db.select().from(actionTokens).where(eq(actionTokens.customerId, stayingId))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.customerId, stayingId))).toHaveLength(1);

    shop.clock.advance(days(7));
    expect((await purgeExpiredData(db, shop.clock.now())).sessions).toBe(1);
    expect(await db.select().from(sessions).where(eq(sessions.customerId, stayingId))).toHaveLength(0);
    expect(stayingSession.token).toBeTruthy();
  });
});
