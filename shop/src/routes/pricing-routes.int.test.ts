import { encodeSignatureHeader } from '@sanity/webhook';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPriceRuleSync } from '../pricing/price-rule-sync';
import { loadAllPriceRules, replacePriceRules } from '../pricing/price-rules-store';
import { createTestShop, type TestShop } from '../testing/test-app';

const secret = 'lake-generated-secret-0123456789abcdefghijklmnop';

const rule = {
  _id: 'priceRule.winter',
  discountType: 'percent',
  percentOff: 20,
  scope: 'seedBanks',
  seedBanks: ['royal-queen-seeds'],
  startsAt: '2026-11-30T23:00:00Z',
  endsAt: '2026-12-31T23:00:00Z',
};
const promotion = { _id: 'promotion.winter.en', language: 'en', title: 'Winter sale', badge: '−20 %', rule: rule._id };

let shop: TestShop;
let published: { rules: unknown[]; promotions: unknown[] };
let contentDown: boolean;
const query = vi.fn(async () => {
  if (contentDown) throw new Error('content lake not reachable');
  return published;
});

async function webhook(body: Record<string, unknown>, options: { signature?: string | null } = {}) {
  const payload = JSON.stringify(body);
  const signature =
    options.signature === undefined ? await encodeSignatureHeader(payload, Date.now(), secret) : options.signature;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['sanity-webhook-signature'] = signature;
  return {
    payload,
    signature,
    send: () => shop.app.request('/pricing/sync', { method: 'POST', headers, body: payload }),
  };
}

const storedIds = async () => (await loadAllPriceRules(shop.database.db)).map((stored) => stored.id);

beforeAll(async () => {
  shop = await createTestShop({
    pricing: (database, clock) => ({
      sync: createPriceRuleSync({ db: database.db, clock, query, log: () => undefined }),
      webhookSecret: secret,
    }),
  });
});

beforeEach(async () => {
  published = { rules: [rule], promotions: [promotion] };
  contentDown = false;
  await replacePriceRules(shop.database.db, [], new Date());
  query.mockClear();
});

afterAll(async () => {
  await shop.close();
});

describe('POST /pricing/sync', () => {
  it('refuses an unsigned or wrongly signed request and changes nothing', async () => {
    const unsigned = await webhook({ _id: rule._id, _type: 'priceRule' }, { signature: null });
    expect((await unsigned.send()).status).toBe(401);
    const forged = await webhook(
      { _id: rule._id, _type: 'priceRule' },
      { signature: await encodeSignatureHeader('{}', Date.now(), 'another-secret-0123456789abcdefghijkl') },
    );
    expect((await forged.send()).status).toBe(401);
    expect(query).not.toHaveBeenCalled();
    expect(await storedIds()).toEqual([]);
  });

  it('replaces the stored rules with the published ones, and refuses the same request again', async () => {
    const publish = await webhook({ _id: rule._id, _type: 'priceRule', language: null, slug: null });
    const response = await publish.send();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ synced: true, rules: 1 });
    const [stored] = await loadAllPriceRules(shop.database.db);
    expect(stored).toMatchObject({
      id: 'priceRule.winter',
      names: { en: 'Winter sale' },
      badges: { en: '−20 %' },
      discount: { kind: 'percent', value: 20 },
      scope: { kind: 'seed-banks', seedBanks: ['royal-queen-seeds'] },
    });

    const replay = await publish.send();
    expect(replay.status).toBe(401);
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('drops the rule once no published promotion carries it (unpublished)', async () => {
    await (await webhook({ _id: rule._id, _type: 'priceRule' })).send();
    published = { rules: [rule], promotions: [] };
    const unpublish = await webhook({ _id: promotion._id, _type: 'promotion', language: 'en' });
    expect(await (await unpublish.send()).json()).toEqual({ synced: true, rules: 0 });
    expect(await storedIds()).toEqual([]);
  });

  it('acknowledges changes of other types without reading the content source', async () => {
    const response = await (await webhook({ _id: 'blogPost.first-grow.en', _type: 'blogPost' })).send();
    expect(await response.json()).toEqual({ synced: false });
    expect(query).not.toHaveBeenCalled();
  });

  it('answers 503 while the content source is down, keeps the stored rules, and takes the retry', async () => {
    await (await webhook({ _id: rule._id, _type: 'priceRule' })).send();
    contentDown = true;
    const change = await webhook({ _id: rule._id, _type: 'priceRule' });
    expect((await change.send()).status).toBe(503);
    expect(await storedIds()).toEqual(['priceRule.winter']);
    contentDown = false;
    published = { rules: [], promotions: [] };
    // The failed delivery was not counted as received: the sender's retry with it is accepted.
    expect((await change.send()).status).toBe(200);
    expect(await storedIds()).toEqual([]);
  });

  it('refuses a body that is not a webhook body', async () => {
    expect((await (await webhook({ id: 'x' })).send()).status).toBe(400);
  });
});
