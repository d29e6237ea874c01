/**
 * Money formatting for the storefront. Amounts are integer cents (as the shop API stores them),
 * so no floating-point sums ever reach the customer; only the final division for display does.
 */

export const DEFAULT_CURRENCY = 'EUR';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(tag: string, currency: string): Intl.NumberFormat {
  const key = `${tag}|${currency}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    // Always two decimals: "€12.00" next to "€9.99" reads as a price list, "€12" does not.
    formatter = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `formatPrice(1250, 'de-DE')` → "12,50 €" (with the no-break space the locale uses). */
export function formatPrice(cents: number, tag: string, currency: string = DEFAULT_CURRENCY): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Not a price in cents: ${cents}`);
  return formatterFor(tag, currency).format(Math.round(cents) / 100);
}

/**
 * The price of one seed in a pack, in whole cents, rounded half up (a 3-seed pack at €10.00 costs
 * €3.33 a seed, a 3-seed pack at €10.01 €3.34). Whole cents keep the display and any later
 * comparison of per-seed prices consistent.
 */
export function perSeedCents(packCents: number, seeds: number): number {
  if (!Number.isInteger(seeds) || seeds < 1) throw new RangeError(`A pack holds at least one seed, not ${seeds}`);
  return Math.round(packCents / seeds);
}

/**
 * The saving of a sale as a fraction of the old price (0.2 for 20 % off), rounded down to whole
 * percent so the shop never promises more than it gives. 0 when there is no real saving.
 */
export function discountFraction(wasCents: number, nowCents: number): number {
  if (wasCents <= 0 || nowCents >= wasCents) return 0;
  // Integer arithmetic first: (29 / 100) * 100 is 28.999… in floating point.
  return Math.floor(((wasCents - nowCents) * 100) / wasCents) / 100;
}
