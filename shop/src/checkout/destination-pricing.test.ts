import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart, type CartLineInput, type PriceCartInput } from '../pricing/price-engine';
import type { PriceRule } from '../pricing/price-rule';
import { shippingCountries } from './checkout-countries';
import { priceForDestination, taxForDestination } from './destination-pricing';

const now = new Date('2030-06-15T10:00:00Z');

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

function giftRule(): PriceRule {
  return {
    id: 'gift',
    names: { en: 'Free seeds' },
    badges: {},
    discount: { kind: 'percent', value: 10 },
    scope: { kind: 'products', products: ['none'] },
    startsAt: new Date(now.getTime() - 1000),
    endsAt: new Date(now.getTime() + 1000),
    couponCode: null,
    usageLimit: null,
    giftTiers: [{ thresholdCents: 1000, products: ['gift-p'] }],
  };
}

/** Two packs at €10.00 home gross. */
const twoPacks = priceCart(cart({ lines: [line({ lineId: 'a', priceCents: 1000, quantity: 2 })] }));

describe('taxForDestination', () => {
  it.each([
    // country, rate, unit home gross → net, VAT, gross
    ['DE', 19, 1000, 840, 160, 1000],
    ['FR', 20, 1000, 840, 168, 1008],
    ['AT', 20, 1000, 840, 168, 1008],
    ['ES', 21, 1000, 840, 176, 1016],
    ['NL', 21, 1000, 840, 176, 1016],
    ['IE', 23, 1000, 840, 193, 1033],
    ['FI', 25.5, 1000, 840, 214, 1054],
    ['CH', 0, 1000, 840, 0, 840],
    // 60 → net 50.42 → 50; 21 % of 50 is 10.5 → 11 (half up)
    ['ES', 21, 60, 50, 11, 61],
    // 25.5 % of 2 is 0.51 → 1
    ['FI', 25.5, 2, 2, 1, 3],
    // 59.5 rounds up: 7080 × 100 / 119 = 5949.58 → 5950
    ['DE', 19, 7080, 5950, 1130, 7080],
  ])('%s (%d %%): %i → net %i, VAT %i, gross %i', (_country, rate, gross, net, vat, total) => {
    expect(taxForDestination(gross, rate)).toEqual({ netCents: net, vatCents: vat, grossCents: total });
  });
});

describe('priceForDestination', () => {
  it('keeps German prices to the cent: the total is the cart’s', () => {
    const home = priceForDestination(twoPacks, 'DE', 'standard');
    const withShipping = priceCart(cart({ lines: [line({ lineId: 'a', quantity: 2 })], shippingCountry: 'DE' }));
    expect(home?.grossCents).toBe(withShipping.totalCents);
    expect(home?.lines[0]).toMatchObject({ unitGrossCents: 1000, unitNetCents: 840, grossCents: 2000, vatCents: 320 });
    expect(home?.shipping).toMatchObject({ netCents: 412, vatCents: 78, grossCents: 490 });
    expect(home?.vat).toEqual([{ ratePercent: 19, netCents: 2092, vatCents: 398, grossCents: 2490 }]);
  });

  it('taxes goods and shipping at the French rate from the net prices', () => {
    const france = priceForDestination(twoPacks, 'FR', 'standard');
    expect(france?.vatRatePercent).toBe(20);
    expect(france?.lines[0]).toMatchObject({
      originalUnitGrossCents: 1008,
      unitNetCents: 840,
      unitGrossCents: 1008,
      netCents: 1680,
      vatCents: 336,
      grossCents: 2016,
    });
    // EU standard shipping €9.90 home gross → net 832, VAT 166
    expect(france?.shipping).toMatchObject({ method: 'standard', netCents: 832, vatCents: 166, grossCents: 998 });
    expect(france).toMatchObject({ netCents: 2512, vatCents: 502, grossCents: 3014 });
    expect(france?.vat).toEqual([{ ratePercent: 20, netCents: 2512, vatCents: 502, grossCents: 3014 }]);
    expect(france?.shippingOptions.map((option) => [option.method, option.grossCents])).toEqual([
      ['standard', 998],
      ['tracked', taxForDestination(1590, 20).grossCents],
    ]);
  });

  it('charges no VAT outside the EU', () => {
    const swiss = priceForDestination(twoPacks, 'CH', 'tracked');
    expect(swiss?.vatRatePercent).toBe(0);
    expect(swiss?.lines[0]).toMatchObject({ unitGrossCents: 840, vatCents: 0, grossCents: 1680 });
    expect(swiss?.shipping).toMatchObject({ method: 'tracked', netCents: 2092, vatCents: 0, grossCents: 2092 });
    expect(swiss?.vat).toEqual([{ ratePercent: 0, netCents: 3772, vatCents: 0, grossCents: 3772 }]);
  });

  it('answers null where the shop does not deliver', () => {
    expect(priceForDestination(twoPacks, 'US', 'standard')).toBeNull();
    expect(priceForDestination(twoPacks, 'XX', 'standard')).toBeNull();
  });

  it('leaves sold-out lines out and turns gifts into lines priced 0', () => {
    const priced = priceCart(
      cart({
        lines: [line({ lineId: 'a', priceCents: 1500 }), line({ lineId: 'b', stock: 0 })],
        rules: [giftRule()],
        giftPacks: new Map([['gift-p', [{ variantId: 'gift-v', packSize: 1, stock: 3 }]]]),
      }),
    );
    const result = priceForDestination(priced, 'ES', 'standard');
    expect(result?.lines.map((entry) => [entry.variantId, entry.gift, entry.grossCents])).toEqual([
      ['a-v', false, taxForDestination(1500, 21).grossCents],
      ['gift-v', true, 0],
    ]);
  });
});

describe('destination pricing properties', () => {
  const lineArb = fc.record({
    priceCents: fc.integer({ min: 1, max: 50_000 }),
    quantity: fc.integer({ min: 1, max: 20 }),
    stock: fc.integer({ min: 0, max: 25 }),
  });
  const cartArb = fc.record({
    lines: fc.array(lineArb, { maxLength: 8 }),
    percentOff: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
    country: fc.constantFrom(...shippingCountries),
    method: fc.constantFrom('standard' as const, 'tracked' as const),
  });

  it('adds up exactly: net + VAT = gross per line, for shipping, per rate and in total', () => {
    fc.assert(
      fc.property(cartArb, ({ lines, percentOff, country, method }) => {
        const rules: PriceRule[] =
          percentOff === null
            ? []
            : [
                {
                  ...giftRule(),
                  id: 'off',
                  giftTiers: [],
                  scope: { kind: 'all' },
                  discount: { kind: 'percent', value: percentOff },
                },
              ];
        const priced = priceCart(
          cart({
            lines: lines.map((entry, index) => line({ ...entry, lineId: `l${index}` })),
            rules,
          }),
        );
        const result = priceForDestination(priced, country, method);
        if (result === null) throw new Error(`${country} is a destination`);
        for (const entry of [...result.lines, result.shipping]) {
          expect(entry.netCents + entry.vatCents).toBe(entry.grossCents);
          expect(entry.vatCents).toBeGreaterThanOrEqual(0);
        }
        for (const entry of result.lines) {
          expect(entry.grossCents).toBe(entry.unitGrossCents * entry.quantity);
          expect(entry.netCents).toBe(entry.unitNetCents * entry.quantity);
        }
        const sum = (pick: (entry: { netCents: number; vatCents: number; grossCents: number }) => number) =>
          [...result.lines, result.shipping].reduce((total, entry) => total + pick(entry), 0);
        expect(result.netCents).toBe(sum((entry) => entry.netCents));
        expect(result.vatCents).toBe(sum((entry) => entry.vatCents));
        expect(result.grossCents).toBe(sum((entry) => entry.grossCents));
        expect(result.netCents + result.vatCents).toBe(result.grossCents);
        expect(result.vat.reduce((total, entry) => total + entry.grossCents, 0)).toBe(result.grossCents);
        if (result.vatRatePercent === 0) expect(result.vatCents).toBe(0);
        if (country === 'DE') {
          const home = priceCart(
            cart({
              lines: lines.map((entry, index) => line({ ...entry, lineId: `l${index}` })),
              rules,
              shippingCountry: 'DE',
            }),
          );
          if (method === 'standard') expect(result.grossCents).toBe(home.totalCents);
          expect(result.grossCents - result.shipping.grossCents).toBe(home.goodsTotalCents);
        }
      }),
      { numRuns: 500 },
    );
  });
});
