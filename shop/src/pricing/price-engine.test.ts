import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  couponState,
  divideRoundHalfUp,
  includedVat,
  priceCart,
  unitPrice,
  type CartLineInput,
  type GiftPack,
  type PriceCartInput,
  type PricedItem,
} from './price-engine';
import type { PriceRule } from './price-rule';

const now = new Date('2026-06-15T10:00:00Z');

function rule(overrides: Partial<PriceRule> & Pick<PriceRule, 'id'>): PriceRule {
  return {
    names: { en: `Rule ${overrides.id}`, de: `Regel ${overrides.id}` },
    badges: { en: 'Sale' },
    discount: { kind: 'percent', value: 10 },
    scope: { kind: 'all' },
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: new Date('2027-01-01T00:00:00Z'),
    couponCode: null,
    usageLimit: null,
    giftTiers: [],
    ...overrides,
  };
}

const item: PricedItem = {
  productId: 'prod-1',
  seedBankSlug: 'dutch-passion',
  categoryIds: ['feminized'],
  priceCents: 1090,
};

describe('unitPrice', () => {
  it('keeps the catalogue price without rules', () => {
    expect(unitPrice(item, [], now, null)).toEqual({ unitPriceCents: 1090, originalUnitPriceCents: 1090, rule: null });
  });

  it('takes a percentage off, rounded half-up to the cent', () => {
    // 1090 × 0.85 = 926.5 → 927
    expect(
      unitPrice(item, [rule({ id: 'a', discount: { kind: 'percent', value: 15 } })], now, null).unitPriceCents,
    ).toBe(927);
    // 1095 × 0.9 = 985.5 → 986; 1094 × 0.9 = 984.6 → 985; 1093 × 0.9 = 983.7 → 984; 1091 × 0.9 = 981.9 → 982
    const tenPercent = [rule({ id: 'a' })];
    expect(unitPrice({ ...item, priceCents: 1095 }, tenPercent, now, null).unitPriceCents).toBe(986);
    expect(unitPrice({ ...item, priceCents: 1094 }, tenPercent, now, null).unitPriceCents).toBe(985);
    expect(unitPrice({ ...item, priceCents: 1093 }, tenPercent, now, null).unitPriceCents).toBe(984);
    // 1085 × 0.9 = 976.5 → 977 (half-up, not to even)
    expect(unitPrice({ ...item, priceCents: 1085 }, tenPercent, now, null).unitPriceCents).toBe(977);
  });

  it('takes an amount off, never below zero', () => {
    expect(
      unitPrice(item, [rule({ id: 'a', discount: { kind: 'amount', value: 200 } })], now, null).unitPriceCents,
    ).toBe(890);
    expect(
      unitPrice(item, [rule({ id: 'a', discount: { kind: 'amount', value: 5000 } })], now, null).unitPriceCents,
    ).toBe(0);
    expect(
      unitPrice(item, [rule({ id: 'a', discount: { kind: 'percent', value: 100 } })], now, null).unitPriceCents,
    ).toBe(0);
  });

  it.each([
    ['all', { kind: 'all' } as const, true],
    ['the seed bank', { kind: 'seed-banks', seedBanks: ['dutch-passion'] } as const, true],
    ['another seed bank', { kind: 'seed-banks', seedBanks: ['barneys-farm'] } as const, false],
    ['one of its categories', { kind: 'categories', categories: ['autoflower', 'feminized'] } as const, true],
    ['other categories', { kind: 'categories', categories: ['autoflower'] } as const, false],
    ['the product', { kind: 'products', products: ['prod-1'] } as const, true],
    ['other products', { kind: 'products', products: ['prod-2'] } as const, false],
  ])('a rule scoped to %s applies: %s', (_label, scope, applies) => {
    const result = unitPrice(item, [rule({ id: 'a', scope })], now, null);
    expect(result.rule?.id ?? null).toBe(applies ? 'a' : null);
    expect(result.unitPriceCents).toBe(applies ? 981 : 1090);
  });

  it('takes the best single rule and never stacks', () => {
    const rules = [
      rule({ id: 'ten', discount: { kind: 'percent', value: 10 } }),
      rule({ id: 'euro', discount: { kind: 'amount', value: 150 } }),
      rule({ id: 'five', discount: { kind: 'percent', value: 5 } }),
    ];
    const result = unitPrice(item, rules, now, null);
    expect(result.rule?.id).toBe('euro');
    expect(result.unitPriceCents).toBe(940);
  });

  it('on a tie prefers the automatic rule over the coupon, then the lowest id', () => {
    const coupon = rule({ id: 'a-coupon', couponCode: 'SAVE', discount: { kind: 'amount', value: 109 } });
    const automatic = rule({ id: 'z-auto', discount: { kind: 'percent', value: 10 } });
    expect(unitPrice(item, [coupon, automatic], now, 'SAVE').rule?.id).toBe('z-auto');
    const b = rule({ id: 'b', discount: { kind: 'amount', value: 109 } });
    const a = rule({ id: 'a', discount: { kind: 'percent', value: 10 } });
    expect(unitPrice(item, [b, a], now, null).rule?.id).toBe('a');
  });

  it('applies a coupon rule only with its code, in any case', () => {
    const coupon = rule({ id: 'c', couponCode: 'WELCOME10' });
    expect(unitPrice(item, [coupon], now, null).rule).toBeNull();
    expect(unitPrice(item, [coupon], now, 'OTHER').rule).toBeNull();
    expect(unitPrice(item, [coupon], now, 'welcome10').rule?.id).toBe('c');
  });

  it('counts the window from its start (inclusive) to its end (exclusive), in the shop time zone', () => {
    // A weekend sale entered in Berlin: Saturday 00:00 to Monday 00:00 local time (CEST, UTC+2).
    const sale = rule({
      id: 'weekend',
      startsAt: new Date('2026-06-20T00:00:00+02:00'),
      endsAt: new Date('2026-06-22T00:00:00+02:00'),
    });
    const at = (iso: string) => unitPrice(item, [sale], new Date(iso), null).rule?.id ?? null;
    expect(at('2026-06-19T21:59:59.999Z')).toBeNull();
    expect(at('2026-06-19T22:00:00.000Z')).toBe('weekend');
    expect(at('2026-06-21T21:59:59.999Z')).toBe('weekend');
    expect(at('2026-06-21T22:00:00.000Z')).toBeNull();
    // In winter (CET, UTC+1) local midnight is 23:00 UTC.
    const winter = rule({
      id: 'winter',
      startsAt: new Date('2026-12-01T00:00:00+01:00'),
      endsAt: new Date('2026-12-02T00:00:00+01:00'),
    });
    expect(unitPrice(item, [winter], new Date('2026-11-30T22:59:59Z'), null).rule).toBeNull();
    expect(unitPrice(item, [winter], new Date('2026-11-30T23:00:00Z'), null).rule?.id).toBe('winter');
  });
});

describe('rounding and VAT', () => {
  it('rounds half-up', () => {
    expect(divideRoundHalfUp(5, 10)).toBe(1);
    expect(divideRoundHalfUp(4, 10)).toBe(0);
    expect(divideRoundHalfUp(15, 10)).toBe(2);
    expect(divideRoundHalfUp(25, 10)).toBe(3);
  });

  it('takes the included VAT out of the gross amount once', () => {
    // 1190 gross at 19 % holds exactly 190 VAT.
    expect(includedVat(1190, 19)).toBe(190);
    // 1000 × 19 / 119 = 159.66 → 160; 595 × 19/119 = 95 exactly.
    expect(includedVat(1000, 19)).toBe(160);
    expect(includedVat(595, 19)).toBe(95);
    expect(includedVat(0, 19)).toBe(0);
  });
});

function line(overrides: Partial<CartLineInput> & Pick<CartLineInput, 'lineId'>): CartLineInput {
  return {
    variantId: `${overrides.lineId}-v`,
    productId: `${overrides.lineId}-p`,
    seedBankSlug: 'dutch-passion',
    categoryIds: ['feminized'],
    packSize: 3,
    priceCents: 1000,
    stock: 50,
    quantity: 1,
    unitPriceCentsAtAdd: overrides.priceCents ?? 1000,
    ...overrides,
  };
}

function cart(overrides: Partial<PriceCartInput>): PriceCartInput {
  return {
    lines: [],
    rules: [],
    now,
    couponCode: null,
    couponUses: new Map(),
    shippingCountry: null,
    giftPacks: new Map(),
    ...overrides,
  };
}

describe('priceCart', () => {
  it('prices an empty cart at zero', () => {
    const priced = priceCart(cart({ shippingCountry: 'DE' }));
    expect(priced).toMatchObject({ itemCount: 0, subtotalCents: 0, goodsTotalCents: 0, totalCents: 0, vatCents: 0 });
    expect(priced.shipping).toMatchObject({ costCents: 0, remainingToFreeCents: 5000 });
  });

  it('adds line totals of unit × quantity, so totals add up to the cent', () => {
    const priced = priceCart(
      cart({
        lines: [
          line({ lineId: 'a', priceCents: 1095, quantity: 3, unitPriceCentsAtAdd: 986 }),
          line({ lineId: 'b', priceCents: 333, quantity: 7, unitPriceCentsAtAdd: 300 }),
        ],
        rules: [rule({ id: 'ten' })],
      }),
    );
    const [a, b] = priced.lines;
    expect(a).toMatchObject({ unitPriceCents: 986, lineTotalCents: 2958, savingCents: 327 });
    // 333 × 0.9 = 299.7 → 300
    expect(b).toMatchObject({ unitPriceCents: 300, lineTotalCents: 2100, savingCents: 231 });
    expect(priced.subtotalCents).toBe(1095 * 3 + 333 * 7);
    expect(priced.goodsTotalCents).toBe(2958 + 2100);
    expect(priced.savingCents).toBe(priced.subtotalCents - priced.goodsTotalCents);
    expect(priced.discounts.map((d) => [d.rule.id, d.savingCents])).toEqual([['ten', 558]]);
    expect(priced.itemCount).toBe(10);
    expect(priced.totalCents).toBe(priced.goodsTotalCents);
    expect(priced.vatCents).toBe(includedVat(5058, 19));
    expect(priced.netTotalCents + priced.vatCents).toBe(priced.totalCents);
  });

  it('sums discounts per rule and names the rule of each line', () => {
    const priced = priceCart(
      cart({
        lines: [
          line({ lineId: 'a', seedBankSlug: 'dutch-passion', quantity: 2 }),
          line({ lineId: 'b', seedBankSlug: 'barneys-farm', quantity: 1 }),
          line({ lineId: 'c', seedBankSlug: 'dutch-passion', quantity: 1 }),
        ],
        rules: [
          rule({
            id: 'dp',
            scope: { kind: 'seed-banks', seedBanks: ['dutch-passion'] },
            discount: { kind: 'percent', value: 20 },
          }),
          rule({
            id: 'bf',
            scope: { kind: 'seed-banks', seedBanks: ['barneys-farm'] },
            discount: { kind: 'amount', value: 150 },
          }),
        ],
      }),
    );
    expect(priced.lines.map((l) => l.rule?.id)).toEqual(['dp', 'bf', 'dp']);
    expect(priced.discounts.map((d) => [d.rule.id, d.savingCents])).toEqual([
      ['dp', 600],
      ['bf', 150],
    ]);
    expect(priced.savingCents).toBe(750);
  });

  it('lowers a quantity above the stock and keeps sold-out lines out of the totals', () => {
    const priced = priceCart(
      cart({
        lines: [line({ lineId: 'a', stock: 3, quantity: 5 }), line({ lineId: 'b', stock: 0, quantity: 2 })],
      }),
    );
    expect(priced.lines[0]).toMatchObject({
      quantity: 3,
      maxQuantity: 3,
      changes: ['quantity-lowered'],
      lineTotalCents: 3000,
    });
    expect(priced.lines[1]).toMatchObject({ inStock: false, maxQuantity: 0, changes: ['sold-out'], lineTotalCents: 0 });
    expect(priced.itemCount).toBe(3);
    expect(priced.goodsTotalCents).toBe(3000);
  });

  it('flags a line whose unit price differs from when it was added', () => {
    const priced = priceCart(
      cart({ lines: [line({ lineId: 'a', unitPriceCentsAtAdd: 1000 })], rules: [rule({ id: 'ten' })] }),
    );
    expect(priced.lines[0]?.changes).toEqual(['price-changed']);
  });

  describe('coupons', () => {
    const coupon = rule({
      id: 'welcome',
      couponCode: 'WELCOME',
      discount: { kind: 'percent', value: 15 },
      usageLimit: 2,
    });

    it('applies a valid coupon and reports its saving', () => {
      const priced = priceCart(
        cart({ lines: [line({ lineId: 'a', quantity: 2 })], rules: [coupon], couponCode: 'welcome' }),
      );
      expect(priced.coupon).toMatchObject({ code: 'WELCOME', status: 'valid', savingCents: 300 });
      expect(priced.goodsTotalCents).toBe(1700);
    });

    it('reports an unknown, expired or used-up code and prices without it', () => {
      const lines = [line({ lineId: 'a' })];
      expect(priceCart(cart({ lines, rules: [coupon], couponCode: 'NOPE' })).coupon?.status).toBe('unknown');
      const expired = { ...coupon, endsAt: now };
      expect(priceCart(cart({ lines, rules: [expired], couponCode: 'WELCOME' })).coupon?.status).toBe('inactive');
      const usedUp = priceCart(
        cart({ lines, rules: [coupon], couponCode: 'WELCOME', couponUses: new Map([['welcome', 2]]) }),
      );
      expect(usedUp.coupon).toMatchObject({ status: 'used-up', savingCents: 0 });
      expect(usedUp.goodsTotalCents).toBe(1000);
    });

    it('loses to a better automatic rule, which then prices the line', () => {
      const priced = priceCart(
        cart({
          lines: [line({ lineId: 'a' })],
          rules: [coupon, rule({ id: 'summer', discount: { kind: 'percent', value: 20 } })],
          couponCode: 'WELCOME',
        }),
      );
      expect(priced.lines[0]?.rule?.id).toBe('summer');
      expect(priced.coupon).toMatchObject({ status: 'valid', savingCents: 0 });
    });

    it('tells the state of a code', () => {
      expect(couponState('welcome', [coupon], now, new Map()).status).toBe('valid');
      expect(couponState('welcome', [coupon], new Date('2025-01-01T00:00:00Z'), new Map()).status).toBe('inactive');
      expect(couponState('welcome', [coupon], now, new Map([['welcome', 1]])).status).toBe('valid');
    });
  });

  describe('gift tiers', () => {
    const gift = rule({
      id: 'gift',
      discount: { kind: 'percent', value: 0 },
      scope: { kind: 'products', products: [] },
      giftTiers: [
        { thresholdCents: 5000, products: ['gift-a'] },
        { thresholdCents: 10000, products: ['gift-sold-out', 'gift-b'] },
      ],
    });
    const giftPacks = new Map<string, GiftPack[]>([
      [
        'gift-a',
        [
          { variantId: 'gift-a-3', packSize: 3, stock: 4 },
          { variantId: 'gift-a-1', packSize: 1, stock: 9 },
        ],
      ],
      ['gift-sold-out', [{ variantId: 'gift-so-1', packSize: 1, stock: 0 }]],
      [
        'gift-b',
        [
          { variantId: 'gift-b-1', packSize: 1, stock: 0 },
          { variantId: 'gift-b-3', packSize: 3, stock: 2 },
        ],
      ],
    ]);
    const gifts = (goods: number, rules: PriceRule[] = [gift]) =>
      priceCart(cart({ lines: [line({ lineId: 'a', priceCents: goods })], rules, giftPacks })).gifts.map((g) => [
        g.thresholdCents,
        g.variantId,
      ]);

    it('gives nothing below the first threshold', () => {
      expect(gifts(4999)).toEqual([]);
    });

    it('gives the smallest in-stock pack of the first product at the reached tier', () => {
      expect(gifts(5000)).toEqual([[5000, 'gift-a-1']]);
      expect(gifts(9999)).toEqual([[5000, 'gift-a-1']]);
    });

    it('gives only the highest reached tier, skipping products without stock', () => {
      expect(gifts(10000)).toEqual([[10000, 'gift-b-3']]);
    });

    it('compares the threshold with the goods total after discounts', () => {
      const tenOff = rule({ id: 'ten', discount: { kind: 'percent', value: 10 } });
      expect(gifts(5500, [gift, tenOff])).toEqual([]);
      expect(gifts(5556, [gift, tenOff])).toEqual([[5000, 'gift-a-1']]);
    });
  });

  describe('shipping', () => {
    const ship = (country: string, goods: number) =>
      priceCart(cart({ lines: [line({ lineId: 'a', priceCents: goods })], shippingCountry: country })).shipping;

    it.each([
      ['DE', 4999, 490],
      ['DE', 5000, 0],
      ['FR', 7999, 990],
      ['FR', 8000, 0],
      ['CH', 11999, 1490],
      ['GB', 12000, 0],
    ])('%s with goods of %i cents costs %i', (country, goods, cost) => {
      expect(ship(country, goods)?.costCents).toBe(cost);
    });

    it('adds shipping to the total and its VAT to the VAT', () => {
      const priced = priceCart(cart({ lines: [line({ lineId: 'a', priceCents: 1000 })], shippingCountry: 'DE' }));
      expect(priced.shipping).toMatchObject({ costCents: 490, remainingToFreeCents: 4000, freeThresholdCents: 5000 });
      expect(priced.totalCents).toBe(1490);
      expect(priced.vatCents).toBe(includedVat(1490, 19));
    });

    it('is the standard method for the cart’s packs: each started block of ten past the first costs more', () => {
      const packs = (quantity: number) =>
        priceCart(cart({ lines: [line({ lineId: 'a', priceCents: 100, stock: 50, quantity })], shippingCountry: 'FR' }))
          .shipping?.costCents;
      expect(packs(10)).toBe(990);
      expect(packs(11)).toBe(990 + 250);
      expect(packs(20)).toBe(990 + 250);
    });

    it('has no estimate without a country or for a country not shipped to', () => {
      expect(ship('US', 1000)).toBeNull();
      expect(priceCart(cart({ lines: [line({ lineId: 'a' })] })).shipping).toBeNull();
    });
  });
});

describe('price engine properties', () => {
  const ids = ['a', 'b', 'c', 'd'];
  const ruleArb = fc.record({
    id: fc.constantFrom(...ids),
    kind: fc.constantFrom('percent' as const, 'amount' as const),
    value: fc.integer({ min: 0, max: 120 }),
    amount: fc.integer({ min: 0, max: 3000 }),
    scope: fc.oneof(
      fc.constant({ kind: 'all' as const }),
      fc.record({ kind: fc.constant('seed-banks' as const), seedBanks: fc.subarray(['bank-1', 'bank-2']) }),
      fc.record({ kind: fc.constant('categories' as const), categories: fc.subarray(['cat-1', 'cat-2', 'cat-3']) }),
      fc.record({ kind: fc.constant('products' as const), products: fc.subarray(['p-1', 'p-2', 'p-3']) }),
    ),
    coupon: fc.option(fc.constantFrom('SAVE', 'MORE'), { nil: null }),
    startOffset: fc.integer({ min: -3, max: 1 }),
    endOffset: fc.integer({ min: -1, max: 3 }),
  });
  const rulesArb = fc.uniqueArray(ruleArb, { selector: (r) => r.id, maxLength: 4 }).map((raw) =>
    raw.map((r) =>
      rule({
        id: r.id,
        discount: { kind: r.kind, value: r.kind === 'percent' ? Math.min(100, r.value) : r.amount },
        scope: r.scope,
        couponCode: r.coupon,
        startsAt: new Date(now.getTime() + r.startOffset * 3_600_000),
        endsAt: new Date(now.getTime() + r.endOffset * 3_600_000),
      }),
    ),
  );
  const lineArb = fc.record({
    productId: fc.constantFrom('p-1', 'p-2', 'p-3'),
    seedBankSlug: fc.constantFrom('bank-1', 'bank-2'),
    categoryIds: fc.subarray(['cat-1', 'cat-2', 'cat-3']),
    priceCents: fc.integer({ min: 1, max: 20_000 }),
    stock: fc.integer({ min: 0, max: 25 }),
    quantity: fc.integer({ min: 1, max: 20 }),
  });
  const cartArb = fc.record({
    lines: fc.array(lineArb, { maxLength: 8 }),
    rules: rulesArb,
    coupon: fc.option(fc.constantFrom('save', 'MORE', 'NONE'), { nil: null }),
    country: fc.option(fc.constantFrom('DE', 'FR', 'CH', 'US'), { nil: null }),
  });

  it('never prices above the catalogue or below zero, and no applicable rule is cheaper than the chosen one', () => {
    fc.assert(
      fc.property(lineArb, rulesArb, fc.option(fc.constantFrom('SAVE', 'more'), { nil: null }), (item, rules, code) => {
        const result = unitPrice(item, rules, now, code);
        expect(result.unitPriceCents).toBeGreaterThanOrEqual(0);
        expect(result.unitPriceCents).toBeLessThanOrEqual(item.priceCents);
        for (const candidate of rules) {
          const alone = unitPrice(item, [candidate], now, code);
          expect(result.unitPriceCents).toBeLessThanOrEqual(alone.unitPriceCents);
        }
      }),
    );
  });

  it('adds up to the cent: lines, discounts, saving, shipping, VAT', () => {
    fc.assert(
      fc.property(cartArb, ({ lines, rules, coupon, country }) => {
        const priced = priceCart(
          cart({
            lines: lines.map((l, index) => line({ ...l, lineId: `l${index}`, unitPriceCentsAtAdd: l.priceCents })),
            rules,
            couponCode: coupon,
            shippingCountry: country,
          }),
        );
        const counted = priced.lines.filter((l) => l.inStock);
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        expect(priced.goodsTotalCents).toBe(sum(counted.map((l) => l.lineTotalCents)));
        expect(priced.subtotalCents).toBe(sum(counted.map((l) => l.originalUnitPriceCents * l.quantity)));
        expect(priced.savingCents).toBe(sum(counted.map((l) => l.savingCents)));
        expect(priced.savingCents).toBe(sum(priced.discounts.map((d) => d.savingCents)));
        expect(priced.subtotalCents - priced.savingCents).toBe(priced.goodsTotalCents);
        for (const l of counted) {
          expect(l.lineTotalCents).toBe(l.unitPriceCents * l.quantity);
          expect(l.quantity).toBeLessThanOrEqual(l.maxQuantity);
        }
        expect(priced.totalCents).toBe(priced.goodsTotalCents + (priced.shipping?.costCents ?? 0));
        expect(priced.vatCents + priced.netTotalCents).toBe(priced.totalCents);
        expect(priced.vatCents).toBe(includedVat(priced.totalCents, 19));
      }),
    );
  });
});
