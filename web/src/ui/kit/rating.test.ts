import { describe, expect, it } from 'vitest';
import { isRatingValue, roundToHalf, starFills } from './rating';

describe('roundToHalf', () => {
  it.each([
    [4.24, 4],
    [4.25, 4.5],
    [4.5, 4.5],
    [4.74, 4.5],
    [4.75, 5],
    [0.2, 0],
    [0.25, 0.5],
    [3, 3],
  ])('rounds %d to %d', (average, expected) => {
    expect(roundToHalf(average)).toBe(expected);
  });

  it('keeps averages within 0..5', () => {
    expect(roundToHalf(-1)).toBe(0);
    expect(roundToHalf(7)).toBe(5);
    expect(roundToHalf(Number.NaN)).toBe(0);
  });
});

describe('starFills', () => {
  it('fills whole and half stars', () => {
    expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(3.3)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });
});

describe('isRatingValue', () => {
  it('accepts whole stars 1 to 5 only', () => {
    expect([0, 1, 2.5, 5, 6].map(isRatingValue)).toEqual([false, true, false, true, false]);
  });
});
