/**
 * Pack prices for the demo catalogue: bigger packs are cheaper per seed and every price ends in
 * ,50 or ,90 like real shop prices.
 */
import { packSizes, type PackSize } from './catalogue-model';
import type { Rng } from './prng';

/** Discount per seed against the single seed; 10 seeds land 20–35 % below. */
const discountRange: Record<PackSize, { min: number; max: number }> = {
  1: { min: 0, max: 0 },
  3: { min: 0.06, max: 0.12 },
  5: { min: 0.12, max: 0.2 },
  10: { min: 0.2, max: 0.35 },
};

/** Largest price ≤ cents that ends in 50 or 90 cents. */
export function roundDownToPriceEnding(cents: number): number {
  const euros = Math.floor(cents / 100);
  const rest = cents - euros * 100;
  if (rest >= 90) return euros * 100 + 90;
  if (rest >= 50) return euros * 100 + 50;
  return (euros - 1) * 100 + 90;
}

/** One price per pack size, in the order of `packSizes`. */
export function demoPackPrices(rng: Rng): Record<PackSize, number> {
  // A single seed costs €9.50–15.90.
  const single = roundDownToPriceEnding(rng.int(960, 1599));
  const prices: Record<PackSize, number> = { 1: single, 3: 0, 5: 0, 10: 0 };
  let previousPerSeed = single;
  for (const pack of packSizes) {
    if (pack === 1) continue;
    const { min, max } = discountRange[pack];
    let price = roundDownToPriceEnding(Math.round(single * pack * (1 - rng.float(min, max, 3))));
    // Rounding can undo a small discount; step down until the pack is really cheaper per seed.
    while (price / pack >= previousPerSeed) price = roundDownToPriceEnding(price - 1);
    prices[pack] = price;
    previousPerSeed = price / pack;
  }
  return prices;
}
