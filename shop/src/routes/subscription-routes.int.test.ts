import { and, eq, gt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageResponse } from '../contract';
import {
  createSubscriptionResponse,
  customerNotificationList,
  productSubscription,
  productSubscriptionList,
  staffVariant,
  unreadNotificationCount,
} from '../contract/subscriptions';
import { outbox, productSubscriptions, variants } from '../db/schema';
import { apiMessages } from '../i18n/messages';
import { de } from '../mail/copy/de';
import {
  bodyOf,
  call,
  createConfirmedAccount,
  expectError,
  get,
  latestMail,
  login,
  mailbox,
  post,
} from '../testing/api-client';
import { CAPTCHA_OK } from '../testing/fake-captcha';
import { useTestShop } from '../testing/shop-fixture';
import { PUBLIC_URL } from '../testing/test-app';

const STAFF_TOKEN = 'staff-token-for-subscription-tests-0123456789';
const shop = useTestShop({ config: { staffToken: STAFF_TOKEN } });
const staff = { headers: { authorization: `Bearer ${STAFF_TOKEN}` } };

let packCounter = 0;
/** A different pack per test, sold out (stock 0), with its product and size. */
async function soldOutPack(): Promise<{ id: string; productId: string; packSize: number }> {
  const rows = await shop.database.db
    .select({ id: variants.id, productId: variants.productId, packSize: variants.packSize })
    .from(variants)
    .where(gt(variants.stock, -1))
    .orderBy(variants.id)
    .limit(1)
    .offset(packCounter * 7);
  packCounter += 1;
  const pack = rows[0];
  if (pack === undefined) throw new Error('no pack');
  await shop.database.db.update(variants).set({ stock: 0 }).where(eq(variants.id, pack.id));
  return pack;
}

const setStock = (id: string, stock: number) => call(shop, 'PUT', `/staff/variants/${id}/stock`, { stock }, staff);
const setPrice = (id: string, priceCents: number) =>
  call(shop, 'PUT', `/staff/variants/${id}/price`, { price_cents: priceCents }, staff);

async function customer(email: string, language: 'en' | 'de' = 'en') {
  const account = await createConfirmedAccount(shop, email, { language, product_notifications: true });
  return (await login(shop, account)).token;
}

async function mailsOfKind(to: string, kind: string) {
  return (await mailbox(shop, to)).filter((mail) => mail.kind === kind);
}

describe('back in stock', () => {
  it('a customer subscribes with one click (twice = the same), a restock mails once in German with the pack chosen', async () => {
    const pack = await soldOutPack();
    const token = await customer('kim@example.com', 'de');
    const first = await post(shop, '/subscriptions', { kind: 'back-in-stock', variant_id: pack.id }, { token });
    expect(first.status).toBe(200);
    const created = bodyOf(first, createSubscriptionResponse).subscription;
    expect(created).toMatchObject({ status: 'active', kind: 'back-in-stock', variant: { pack_size: pack.packSize } });
    const again = bodyOf(
      await post(shop, '/subscriptions', { kind: 'back-in-stock', variant_id: pack.id }, { token }),
      createSubscriptionResponse,
    );
    expect(again.subscription?.id).toBe(created?.id);

    const restocked = bodyOf(await setStock(pack.id, 12), staffVariant);
    expect(restocked).toMatchObject({ stock: 12, fulfilled_subscriptions: 1 });
    expect(bodyOf(await setStock(pack.id, 20), staffVariant).fulfilled_subscriptions).toBe(0);

    const mails = await mailsOfKind('kim@example.com', 'back-in-stock');
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject.startsWith('Wieder vorrätig: ')).toBe(true);
    expect(mail?.links[0]).toMatch(new RegExp(`^${PUBLIC_URL}/de/[^?]+\\?pack=${pack.packSize}$`, 'u'));
    const unsubscribe = mail?.links.find((link) => link.includes('/product-alerts/unsubscribe'));
    expect(unsubscribe).toMatch(/token=[0-9a-f]{64}$/u);

    const list = bodyOf(await get(shop, '/account/subscriptions?status=fulfilled', { token }), productSubscriptionList);
    expect(list.subscriptions.map((entry) => entry.id)).toEqual([created?.id]);
    const notifications = bodyOf(await get(shop, '/account/notifications', { token }), customerNotificationList);
    expect(notifications.unread).toBe(1);
    expect(notifications.notifications[0]).toMatchObject({ kind: 'restocked', pack_size: pack.packSize, read: false });

    // The mail's unsubscribe link works without signing in (and again).
    const linkToken = new URL(unsubscribe ?? '').searchParams.get('token');
    expect((await post(shop, '/subscriptions/unsubscribe', { token: linkToken })).status).toBe(200);
    expect((await post(shop, '/subscriptions/unsubscribe', { token: linkToken })).status).toBe(200);
  });

  it('refuses a pack in stock and an unknown pack with a translated 422', async () => {
    const pack = await soldOutPack();
    await setStock(pack.id, 3);
    const token = await customer('lee@example.com');
    const inStock = expectError(
      await post(shop, '/subscriptions', { kind: 'back-in-stock', variant_id: pack.id }, { token, language: 'fr' }),
      422,
    );
    expect(inStock.errors?.['variant_id']).toEqual([apiMessages.fr.alertPackInStock]);
    const unknown = expectError(
      await post(shop, '/subscriptions', { kind: 'back-in-stock', variant_id: 'no-such-pack' }, { token }),
      422,
    );
    expect(unknown.errors?.['variant_id']).toEqual([apiMessages.en.alertUnknownPack]);
  });

  it('two restocks at once fire each subscription exactly once', async () => {
    const pack = await soldOutPack();
    for (let index = 0; index < 30; index += 1) {
      await shop.database.db.insert(productSubscriptions).values({
        kind: 'back-in-stock',
        status: 'active',
        email: `race-${index}@example.com`,
        locale: index % 2 === 0 ? 'en' : 'es',
        productId: pack.productId,
        variantId: pack.id,
        unsubscribeTokenHash: `race-${pack.id}-${index}`,
        createdAt: new Date(),
      });
    }
    const [a, b] = await Promise.all([setStock(pack.id, 5), setStock(pack.id, 7)]);
    const fired = [bodyOf(a, staffVariant), bodyOf(b, staffVariant)].map((result) => result.fulfilled_subscriptions);
    expect(fired.reduce((sum, value) => sum + value, 0)).toBe(30);
    const [queued] = await shop.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(outbox)
      .where(and(eq(outbox.kind, 'back-in-stock'), sql`${outbox.to} like 'race-%'`));
    expect(queued?.count).toBe(30);
  });
});

describe('guests', () => {
  it('double opt-in: the same answer whatever the address, confirm by token, then a restock mails', async () => {
    const pack = await soldOutPack();
    const body = { kind: 'back-in-stock', variant_id: pack.id, email: 'Guest@Example.com', captcha: CAPTCHA_OK };
    const first = await post(shop, '/subscriptions', body, { language: 'de' });
    expect(first.status).toBe(202);
    expect(bodyOf(first, messageResponse).message).toBe(apiMessages.de.alertRequested);
    const { mail, token } = await latestMail(shop, 'guest@example.com', 'confirm-product-subscription');
    expect(mail.subject).toBe(de.kinds['confirm-product-subscription'].subject);
    expect(mail.links[0]).toMatch(new RegExp(`^${PUBLIC_URL}/de/product-alerts/confirm\\?token=`, 'u'));

    const other = await post(shop, '/subscriptions', { ...body, email: 'never-seen@example.com' }, { language: 'de' });
    expect(other.body).toEqual(first.body);

    expect(
      expectError(
        await post(shop, '/subscriptions', { kind: 'price-drop', product_id: pack.productId, captcha: CAPTCHA_OK }),
        422,
      ).errors?.['email'],
    ).toEqual([apiMessages.en.alertEmailRequired]);

    expect((await post(shop, '/subscriptions/confirm', { token })).status).toBe(200);
    expectError(await post(shop, '/subscriptions/confirm', { token }), 422);
    // Confirmed: asking again mails nothing new and answers the same.
    const before = (await mailbox(shop, 'guest@example.com')).length;
    expect((await post(shop, '/subscriptions', body, { language: 'de' })).body).toEqual(first.body);
    expect(await mailbox(shop, 'guest@example.com')).toHaveLength(before);

    await setStock(pack.id, 4);
    expect(await mailsOfKind('guest@example.com', 'back-in-stock')).toHaveLength(1);
  });

  it('without the captcha the guest gets a 422 on captcha', async () => {
    const pack = await soldOutPack();
    const refused = expectError(
      await post(shop, '/subscriptions', { kind: 'back-in-stock', variant_id: pack.id, email: 'bot@example.com' }),
      422,
    );
    expect(Object.keys(refused.errors ?? {})).toEqual(['captcha']);
  });
});

describe('price drop', () => {
  it('a lower staff price fires it with old and new price; cancel is idempotent; notifications are marked read', async () => {
    const pack = await soldOutPack();
    const token = await customer('pia@example.com');
    const created = bodyOf(
      await post(shop, '/subscriptions', { kind: 'price-drop', product_id: pack.productId }, { token }),
      createSubscriptionResponse,
    ).subscription;
    const baseline = created?.baseline_price_cents ?? 0;
    expect(baseline).toBeGreaterThan(0);

    // A higher price fires nothing.
    const [current] = await shop.database.db.select().from(variants).where(eq(variants.id, pack.id));
    expect(
      bodyOf(await setPrice(pack.id, (current?.priceCents ?? 0) + 500), staffVariant).fulfilled_subscriptions,
    ).toBe(0);
    const lowered = bodyOf(await setPrice(pack.id, Math.max(1, baseline - 100)), staffVariant);
    expect(lowered.fulfilled_subscriptions).toBe(1);
    const [mail] = await mailsOfKind('pia@example.com', 'price-drop');
    expect(mail?.subject).toMatch(/^Price drop: /u);

    const notifications = bodyOf(await get(shop, '/account/notifications', { token }), customerNotificationList);
    const note = notifications.notifications.find((entry) => entry.kind === 'price-dropped');
    expect(note).toMatchObject({ old_price_cents: baseline, new_price_cents: Math.max(1, baseline - 100) });
    const read = await post(shop, '/account/notifications/read', { ids: [note?.id] }, { token });
    expect(bodyOf(read, unreadNotificationCount).unread).toBe(notifications.unread - 1);
    await post(shop, '/account/notifications/read', { all: true }, { token });
    expect(
      bodyOf(await get(shop, '/account/notifications/unread-count', { token }), unreadNotificationCount).unread,
    ).toBe(0);

    // A second one, cancelled twice: the same answer.
    const second = bodyOf(
      await post(shop, '/subscriptions', { kind: 'price-drop', product_id: pack.productId }, { token }),
      createSubscriptionResponse,
    ).subscription;
    const cancel = () => call(shop, 'DELETE', `/account/subscriptions/${second?.id ?? ''}`, undefined, { token });
    expect(bodyOf(await cancel(), productSubscription).status).toBe('cancelled');
    expect(bodyOf(await cancel(), productSubscription).status).toBe('cancelled');
    expectError(await call(shop, 'DELETE', '/account/subscriptions/not-a-uuid', undefined, { token }), 404);
  });
});

describe('staff and account guards', () => {
  it('staff routes need the staff token; account routes need a customer', async () => {
    const pack = await soldOutPack();
    expectError(await call(shop, 'PUT', `/staff/variants/${pack.id}/stock`, { stock: 1 }), 401);
    expectError(await setStock('no-such-pack', 1), 404);
    expectError(await setStock(pack.id, -1), 422);
    expectError(await get(shop, '/account/subscriptions'), 401);
    expectError(await get(shop, '/account/notifications'), 401);
  });
});
