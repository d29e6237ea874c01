import { describe, expect, it } from 'vitest';
import { distributionRows } from './review-distribution';

const percents = (distribution: Parameters<typeof distributionRows>[0]) =>
  distributionRows(distribution).map((row) => row.percent);

describe('distributionRows', () => {
  it('lists five stars first with their counts', () => {
    expect(distributionRows({ 1: 1, 2: 0, 3: 2, 4: 3, 5: 6 })).toEqual([
      { stars: 5, count: 6, percent: 50 },
      { stars: 4, count: 3, percent: 25 },
      { stars: 3, count: 2, percent: 17 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 8 },
    ]);
  });

  it('always adds up to exactly 100 %', () => {
    expect(percents({ 1: 1, 2: 1, 3: 1, 4: 0, 5: 0 })).toEqual([0, 0, 34, 33, 33]);
    expect(percents({ 1: 1, 2: 1, 3: 1, 4: 1, 5: 3 })).toEqual([43, 15, 14, 14, 14]);
    for (const distribution of [
      { 1: 7, 2: 3, 3: 11, 4: 29, 5: 13 },
      { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5 },
      { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 },
    ]) {
      expect(percents(distribution).reduce((sum, value) => sum + value, 0)).toBe(100);
    }
  });

  it('shows empty bars without reviews (and ignores impossible negative counts)', () => {
    expect(percents({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 })).toEqual([0, 0, 0, 0, 0]);
    expect(distributionRows({ 1: -2, 2: 0, 3: 0, 4: 0, 5: 2 })[4]).toEqual({ stars: 1, count: 0, percent: 0 });
  });
});
