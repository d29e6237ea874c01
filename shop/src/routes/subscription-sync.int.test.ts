import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createSubscriptionResponse } from '../contract/subscriptions';
import { productSubscriptions, variants } from '../db/schema';
import { createPriceRuleSync, type PriceRuleSync } from '../pricing/price-rule-sync';
import { bodyOf, createConfirmedAccount, login, mailbox, post } from '../testing/api-client';
import { useTestShop } from '../testing/shop-fixture';

let published: { rules: unknown[]; promotions: unknown[] } = { rules: [], promotions: [] };
const query = vi.fn(async () => published);
let sync: PriceRuleSync | null = null;

const shop = useTestShop({
  pricing: (database, clock) => {
    sync = createPriceRuleSync({ db: database.db, clock, query, log: () => undefined });
    return { sync, webhookSecret: 'alert-sync-secret-0123456789abcdefghijklmnop' };
  },
});

describe('price drops after a price-rule sync', () => {
  it('a published promotion below the baseline fulfils the subscription once, with one mail (a second sync sends nothing)', async () => {
    const [pack] = await shop.database.db.select().from(variants).orderBy(variants.id).limit(1).offset(40);
    if (pack === undefined || sync === null) throw new Error('no pack or sync');
    const token = (await login(shop, await createConfirmedAccount(shop, 'drop@example.com'))).token;
    const created = bodyOf(
      await post(shop, '/subscriptions', { kind: 'price-drop', product_id: pack.productId }, { token }),
      createSubscriptionResponse,
    ).subscription;
    expect(created?.status).toBe('active');

    // A sync without a rule for the product changes nothing.
    await sync.syncNow();
    expect((await mailbox(shop, 'drop@example.com')).filter((mail) => mail.kind === 'price-drop')).toHaveLength(0);

    const now = shop.clock.now().getTime();
    const rule = {
      _id: 'priceRule.alert-drop',
      discountType: 'percent',
      percentOff: 20,
      scope: 'products',
      products: [pack.productId],
      startsAt: new Date(now - 3_600_000).toISOString(),
      endsAt: new Date(now + 3_600_000).toISOString(),
    };
    published = {
      rules: [rule],
      promotions: [{ _id: 'promotion.alert-drop.en', language: 'en', title: 'Drop', badge: '−20 %', rule: rule._id }],
    };
    await sync.syncNow();
    await sync.syncNow();
    const mails = (await mailbox(shop, 'drop@example.com')).filter((mail) => mail.kind === 'price-drop');
    expect(mails).toHaveLength(1);
    const [row] = await shop.database.db
      .select()
      .from(productSubscriptions)
      .where(eq(productSubscriptions.id, created?.id ?? ''));
    expect(row?.status).toBe('fulfilled');
  });
});
