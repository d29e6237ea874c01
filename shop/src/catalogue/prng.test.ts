import { describe, expect, it } from 'vitest';
import { createRng, mulberry32 } from './prng';

describe('mulberry32', () => {
  it('repeats the same sequence for the same seed and differs for another seed', () => {
    const take = (seed: number) => Array.from({ length: 5 }, mulberry32(seed));
    expect(take(7)).toEqual(take(7));
    expect(take(7)).not.toEqual(take(8));
  });
});

describe('createRng', () => {
  it('keeps int() inside its inclusive bounds and reaches both ends', () => {
    const rng = createRng(1);
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(3, 6)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('samples distinct items in list order', () => {
    const rng = createRng(2);
    const items = ['a', 'b', 'c', 'd', 'e'];
    for (let i = 0; i < 50; i += 1) {
      const sample = rng.sample(items, 3);
      expect(new Set(sample).size).toBe(3);
      expect(sample).toEqual([...sample].sort());
    }
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRng(3).pick([])).toThrow();
  });
});
