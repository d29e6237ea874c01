import { describe, expect, it } from 'vitest';
import { changeAggregate, displayAverage, emptyAggregate, exactAverage, ratingSummary } from './rating-aggregate';

describe('rating aggregate', () => {
  it('counts a published review in and an unpublished one out', () => {
    const one = changeAggregate(emptyAggregate, 5, 1);
    const two = changeAggregate(one, 2, 1);
    expect(two).toEqual({ count: 2, sum: 7, distribution: [0, 1, 0, 0, 1] });
    expect(changeAggregate(two, 5, -1)).toEqual({ count: 1, sum: 2, distribution: [0, 1, 0, 0, 0] });
  });

  it('never goes below zero when the stored row was out of step', () => {
    expect(changeAggregate(emptyAggregate, 4, -1)).toEqual(emptyAggregate);
  });

  it('shows one decimal with halves rounded up, and sorts by the exact mean', () => {
    expect(displayAverage({ count: 20, sum: 87, distribution: [] })).toBe(4.4); // 4.35
    expect(displayAverage({ count: 4, sum: 17, distribution: [] })).toBe(4.3); // 4.25
    expect(displayAverage({ count: 3, sum: 13, distribution: [] })).toBe(4.3); // 4.333…
    expect(exactAverage({ count: 3, sum: 13, distribution: [] })).toBeCloseTo(4.3333, 4);
    expect(displayAverage(emptyAggregate)).toBeNull();
  });

  it('spells the distribution with star keys for the wire', () => {
    expect(ratingSummary({ count: 3, sum: 9, distribution: [0, 1, 1, 0, 1] })).toEqual({
      average: 3,
      count: 3,
      distribution: { 1: 0, 2: 1, 3: 1, 4: 0, 5: 1 },
    });
  });
});
