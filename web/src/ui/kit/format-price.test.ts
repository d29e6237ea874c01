import { describe, expect, it } from 'vitest';
import { discountFraction, formatPrice, perSeedCents } from './format-price';

// Node's ICU data: de-DE, fr-CA and es-ES put a no-break space (U+00A0) before the euro sign;
// fr-CA also groups thousands with U+00A0 and es-ES does not group four-digit amounts.
const NBSP = '\u00a0';

describe('formatPrice', () => {
  it.each([
    ['en-US', 1250, '€12.50'],
    ['de-DE', 1250, `12,50${NBSP}€`],
    ['fr-CA', 1250, `12,50${NBSP}€`],
    ['es-ES', 1250, `12,50${NBSP}€`],
  ])('formats %s', (tag, cents, expected) => {
    expect(formatPrice(cents, tag)).toBe(expected);
  });

  it.each([
    ['en-US', '€1,234.50'],
    ['de-DE', `1.234,50${NBSP}€`],
    ['fr-CA', `1${NBSP}234,50${NBSP}€`],
    ['es-ES', `1234,50${NBSP}€`],
  ])('groups thousands the way %s does', (tag, expected) => {
    expect(formatPrice(123450, tag)).toBe(expected);
  });

  it('always shows two decimals', () => {
    expect(formatPrice(1200, 'en-US')).toBe('€12.00');
    expect(formatPrice(5, 'de-DE')).toBe(`0,05${NBSP}€`);
    expect(formatPrice(0, 'en-US')).toBe('€0.00');
  });

  it('takes another currency when asked', () => {
    expect(formatPrice(1250, 'en-US', 'USD')).toBe('$12.50');
  });

  it('rejects amounts that are not numbers', () => {
    expect(() => formatPrice(Number.NaN, 'en-US')).toThrow(RangeError);
  });
});

describe('perSeedCents', () => {
  it('divides the pack price by its seeds', () => {
    expect(perSeedCents(2500, 5)).toBe(500);
    expect(perSeedCents(1250, 1)).toBe(1250);
  });

  it('rounds to whole cents, half up', () => {
    expect(perSeedCents(1000, 3)).toBe(333);
    expect(perSeedCents(1001, 3)).toBe(334);
    expect(perSeedCents(25, 2)).toBe(13);
  });

  it('formats per-seed prices in every locale', () => {
    expect(formatPrice(perSeedCents(2999, 3), 'en-US')).toBe('€10.00');
    expect(formatPrice(perSeedCents(3495, 5), 'de-DE')).toBe(`6,99${NBSP}€`);
    expect(formatPrice(perSeedCents(4990, 10), 'fr-CA')).toBe(`4,99${NBSP}€`);
    expect(formatPrice(perSeedCents(1000, 3), 'es-ES')).toBe(`3,33${NBSP}€`);
  });

  it('refuses packs without seeds', () => {
    expect(() => perSeedCents(1000, 0)).toThrow(RangeError);
    expect(() => perSeedCents(1000, 1.5)).toThrow(RangeError);
  });
});

describe('discountFraction', () => {
  it('is the saving relative to the old price', () => {
    expect(discountFraction(2500, 2000)).toBe(0.2);
    expect(discountFraction(1250, 999)).toBe(0.2);
  });

  it('rounds down so the shop never overstates a saving', () => {
    expect(discountFraction(1000, 666)).toBe(0.33);
    expect(discountFraction(100, 71)).toBe(0.29);
  });

  it('is 0 without a real saving', () => {
    expect(discountFraction(1000, 1000)).toBe(0);
    expect(discountFraction(1000, 1200)).toBe(0);
    expect(discountFraction(0, 0)).toBe(0);
  });
});
