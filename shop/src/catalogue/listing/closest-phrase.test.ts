import { describe, expect, it } from 'vitest';
import { closestPhrase, trigramSimilarity } from './closest-phrase';

describe('closestPhrase', () => {
  const names = ['Northern Amnesia Auto', 'Lemon Haze', 'Alpine Seed Co.', 'Skunk #1'];

  it('picks as many words as the query has from the closest name', () => {
    expect(closestPhrase('amnezia', names)).toBe('Amnesia');
    expect(closestPhrase('lemon hazw', names)).toBe('Lemon Haze');
    expect(closestPhrase('alpne seed', names)).toBe('Alpine Seed');
  });

  it('suggests nothing when nothing is close or the query is already right', () => {
    expect(closestPhrase('xyzzy', names)).toBeNull();
    expect(closestPhrase('lemon haze', names)).toBeNull();
    expect(closestPhrase('amnesia', [])).toBeNull();
  });

  it('scores like pg_trgm similarity: shared over all trigrams', () => {
    expect(trigramSimilarity('haze', 'haze')).toBe(1);
    expect(trigramSimilarity('haze', 'kush')).toBe(0);
    // "  h", " ha", "haz" shared; "aze", "ze " vs "azw", "zw " differ: 3 / 7.
    expect(trigramSimilarity('haze', 'hazw')).toBeCloseTo(3 / 7);
  });
});
