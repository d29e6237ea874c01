import { describe, expect, it } from 'vitest';
import { rankSimilar, similarityScore, type SimilarityAttributes } from './similarity';

const base: SimilarityAttributes = {
  seedType: 'feminized',
  genotype: { indica: 70, sativa: 30, ruderalis: 0 },
  thcPercent: 20,
  floweringDays: { min: 56, max: 63 },
  effects: ['relaxing', 'happy'],
  flavours: ['lemon', 'pine'],
};

describe('similarity', () => {
  it('scores an identical strain highest and each difference lower', () => {
    const same = similarityScore(base, base);
    expect(same).toBe(10);
    expect(similarityScore(base, { ...base, seedType: 'regular' })).toBe(same - 3);
    expect(similarityScore(base, { ...base, genotype: { indica: 30, sativa: 70, ruderalis: 0 } })).toBe(same - 2);
    expect(similarityScore(base, { ...base, thcPercent: 24 })).toBeLessThan(same);
    expect(similarityScore(base, { ...base, thcPercent: 26 })).toBeLessThan(
      similarityScore(base, { ...base, thcPercent: 24 }),
    );
    expect(similarityScore(base, { ...base, effects: ['energizing'] })).toBe(same - 1);
  });

  it('ranks without the product itself, best first, ties by id', () => {
    const product = { id: 'p-1', attributes: base };
    const candidates = [
      { id: 'p-4', attributes: { ...base, seedType: 'regular' as const } },
      { id: 'p-3', attributes: base },
      { id: 'p-1', attributes: base },
      { id: 'p-2', attributes: base },
    ];
    expect(rankSimilar(product, candidates, 3).map((c) => c.id)).toEqual(['p-2', 'p-3', 'p-4']);
    expect(rankSimilar(product, candidates, 1).map((c) => c.id)).toEqual(['p-2']);
  });
});
