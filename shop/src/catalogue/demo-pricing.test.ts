import { describe, expect, it } from 'vitest';
import { packSizes } from './catalogue-model';
import { demoPackPrices, roundDownToPriceEnding } from './demo-pricing';
import { createRng } from './prng';

describe('roundDownToPriceEnding', () => {
  it('rounds down to the nearest ,50 or ,90', () => {
    expect(roundDownToPriceEnding(1299)).toBe(1290);
    expect(roundDownToPriceEnding(1290)).toBe(1290);
    expect(roundDownToPriceEnding(1289)).toBe(1250);
    expect(roundDownToPriceEnding(1249)).toBe(1190);
  });
});

describe('demoPackPrices', () => {
  it('makes every bigger pack cheaper per seed, within the planned discounts', () => {
    const rng = createRng(9);
    for (let i = 0; i < 2000; i += 1) {
      const prices = demoPackPrices(rng);
      expect(prices[1]).toBeGreaterThanOrEqual(950);
      expect(prices[1]).toBeLessThanOrEqual(1600);
      const perSeed = packSizes.map((pack) => prices[pack] / pack);
      for (let k = 1; k < perSeed.length; k += 1) {
        expect(perSeed[k]).toBeLessThan(perSeed[k - 1] ?? 0);
      }
      const tenPackDiscount = 1 - prices[10] / 10 / prices[1];
      expect(tenPackDiscount).toBeGreaterThanOrEqual(0.2);
      expect(tenPackDiscount).toBeLessThanOrEqual(0.37);
      for (const pack of packSizes) expect([50, 90]).toContain(prices[pack] % 100);
    }
  });
});
