import { describe, expect, it } from 'vitest';
import { clampProgress, trickle } from './progress';

describe('navigation progress', () => {
  it('clamps to 0..1', () => {
    expect(clampProgress(-0.5)).toBe(0);
    expect(clampProgress(1.7)).toBe(1);
    expect(clampProgress(0.42)).toBe(0.42);
    expect(clampProgress(Number.NaN)).toBe(0);
  });

  it('creeps towards 0.9 but never reaches done on its own', () => {
    let value = 0;
    for (let step = 0; step < 1000; step += 1) {
      const next = trickle(value);
      expect(next).toBeGreaterThanOrEqual(value);
      value = next;
    }
    expect(value).toBeCloseTo(0.9, 5);
    expect(trickle(0.95)).toBe(0.95);
  });
});
