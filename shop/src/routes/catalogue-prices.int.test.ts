/**
 * Promotion prices in the catalogue's answers: the discounted price beside the catalogue price and
 * the badge, for products a rule covers, while its window is open — and an answer never cached
 * past the moment the window opens or closes.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { listingResponse, productDetail, productList, type ListingResponse } from '../contract';
import { divideRoundHalfUp } from '../pricing/price-engine';
import type { PriceRule } from '../pricing/price-rule';
import { replacePriceRules } from '../pricing/price-rules-store';
import { bodyOf, get } from '../testing/api-client';
import { useTestShop } from '../testing/shop-fixture';

const shop = useTestShop();
const start = new Date('2030-01-15T10:00:00.000Z');
const seconds = (count: number) => new Date(start.getTime() + count * 1000);

function rule(overrides: Partial<PriceRule> = {}): PriceRule {
  return {
    id: 'priceRule.test',
    names: { en: 'Winter sale', de: 'Winteraktion' },
    badges: { en: '−20 %', de: '−20 % (de)' },
    discount: { kind: 'percent', value: 20 },
    scope: { kind: 'all' },
    startsAt: seconds(-3600),
    endsAt: seconds(3600),
    couponCode: null,
    usageLimit: null,
    giftTiers: [],
    ...overrides,
  };
}

async function listing(query: string, language = 'en') {
  const response = await get(shop, `/catalogue/products?${query}`, { language });
  expect(response.status).toBe(200);
  return { body: bodyOf(response, listingResponse), cacheControl: response.headers.get('cache-control') };
}

const twentyOff = (cents: number) => divideRoundHalfUp(cents * 80, 100);

let bank: string;
let otherBank: string;
let catalogue: ListingResponse;

beforeEach(async () => {
  shop.clock.set(start);
  await replacePriceRules(shop.database.db, [], start);
  catalogue = (await listing('per_page=48')).body;
  const banks = [...new Set(catalogue.items.map((item) => item.seed_bank.slug))];
  bank = banks[0] ?? '';
  otherBank = banks[1] ?? '';
});

describe('catalogue prices with pricing rules', () => {
  it('answers catalogue prices and no discount while no rule applies', async () => {
    for (const item of catalogue.items) {
      expect(item.original_price_from_cents).toBe(item.price_from_cents);
      expect(item.discount).toBeNull();
    }
  });

  it('lowers the prices of a seed bank’s products, with the original price and the badge in the language', async () => {
    const original = (await listing(`seed_bank=${bank}`)).body.items;
    await replacePriceRules(shop.database.db, [rule({ scope: { kind: 'seed-banks', seedBanks: [bank] } })], start);
    const { body } = await listing(`seed_bank=${bank}`);
    expect(body.items.length).toBeGreaterThan(0);
    for (const [index, item] of body.items.entries()) {
      const before = original[index];
      expect(item.id).toBe(before?.id);
      expect(item.original_price_from_cents).toBe(before?.price_from_cents);
      expect(item.price_from_cents).toBe(twentyOff(before?.price_from_cents ?? 0));
      expect(item.price_per_seed_from_cents).toBeLessThan(before?.price_per_seed_from_cents ?? 0);
      expect(item.discount).toEqual({ badge: '−20 %', name: 'Winter sale' });
    }
    const german = (await listing(`seed_bank=${bank}`, 'de')).body.items[0];
    expect(german?.discount).toEqual({ badge: '−20 % (de)', name: 'Winteraktion' });
    const others = (await listing(`seed_bank=${otherBank}`)).body.items;
    for (const item of others) expect(item.discount).toBeNull();
  });

  it('prices every pack of the product page and its similar products', async () => {
    const product = catalogue.items[0];
    await replacePriceRules(
      shop.database.db,
      [rule({ scope: { kind: 'products', products: [product?.id ?? ''] } })],
      start,
    );
    const detail = bodyOf(await get(shop, `/catalogue/products/${product?.slug ?? ''}`), productDetail);
    expect(detail.discount?.badge).toBe('−20 %');
    for (const variant of detail.variants) {
      expect(variant.original_price_cents).toBeGreaterThan(variant.price_cents);
      expect(variant.price_cents).toBe(twentyOff(variant.original_price_cents ?? 0));
    }
    await replacePriceRules(shop.database.db, [rule()], start);
    const similar = bodyOf(await get(shop, `/catalogue/products/${product?.id ?? ''}/similar?limit=4`), productList);
    expect(similar.items.length).toBeGreaterThan(0);
    for (const item of similar.items) expect(item.discount?.badge).toBe('−20 %');
  });

  it('leaves coupon rules out of the catalogue (they apply in the cart that enters the code)', async () => {
    await replacePriceRules(shop.database.db, [rule({ couponCode: 'WINTER' })], start);
    for (const item of (await listing('per_page=12')).body.items) expect(item.discount).toBeNull();
  });

  it('is cached no longer than until the window ends, and the prices return when it has', async () => {
    await replacePriceRules(shop.database.db, [rule({ endsAt: seconds(30) })], start);
    const during = await listing('per_page=12');
    expect(during.cacheControl).toBe('public, max-age=30');
    expect(during.body.items[0]?.discount).not.toBeNull();
    shop.clock.set(seconds(30));
    const after = await listing('per_page=12');
    expect(after.body.items[0]?.discount).toBeNull();
    expect(after.body.items[0]?.price_from_cents).toBe(catalogue.items[0]?.price_from_cents);
    expect(after.cacheControl).toBe('public, max-age=60');
  });

  it('names the next moment prices change by themselves', async () => {
    const next = async () => (await get(shop, '/catalogue/prices/next-change')).body;
    expect(await next()).toEqual({ next_change_at: null });
    await replacePriceRules(shop.database.db, [rule({ startsAt: seconds(12), endsAt: seconds(3600) })], start);
    expect(await next()).toEqual({ next_change_at: seconds(12).toISOString() });
    shop.clock.set(seconds(12));
    expect(await next()).toEqual({ next_change_at: seconds(3600).toISOString() });
  });

  it('is cached no longer than until a window starts', async () => {
    await replacePriceRules(shop.database.db, [rule({ startsAt: seconds(12), endsAt: seconds(3600) })], start);
    const before = await listing('per_page=12');
    expect(before.cacheControl).toBe('public, max-age=12');
    expect(before.body.items[0]?.discount).toBeNull();
  });
});
