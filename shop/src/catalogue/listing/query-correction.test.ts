import { describe, expect, it } from 'vitest';
import { allowedTypos, displayPhrase, pickCorrection, typoDistance } from './query-correction';
import { nameRankingTokens, translatedNameWords } from './name-translations';

describe('typoDistance', () => {
  it('counts insertions, deletions, substitutions and neighbour swaps as one typo each', () => {
    expect(typoDistance('lemon', 'lemon')).toBe(0);
    expect(typoDistance('lemn', 'lemon')).toBe(1);
    expect(typoDistance('lemoon', 'lemon')).toBe(1);
    expect(typoDistance('lemin', 'lemon')).toBe(1);
    expect(typoDistance('lmeon', 'lemon')).toBe(1);
    expect(typoDistance('lmn', 'lemon')).toBe(2);
    expect(typoDistance('', 'abc')).toBe(3);
  });
});

describe('pickCorrection', () => {
  it('allows one typo up to four letters, two from five, none below three or in numbers', () => {
    expect([allowedTypos('ab'), allowedTypos('hze'), allowedTypos('lemn'), allowedTypos('amnezia')]).toEqual([
      0, 1, 1, 2,
    ]);
    expect(allowedTypos('2024')).toBe(0);
  });

  it('takes the fewest typos, then the higher similarity, then the first word', () => {
    const near = [
      { word: 'lemons', similarity: 0.3 },
      { word: 'lemon', similarity: 0.375 },
      { word: 'demon', similarity: 0.2 },
    ];
    expect(pickCorrection('lemn', near)).toBe('lemon');
    expect(
      pickCorrection('hze', [
        { word: 'hue', similarity: 0.14 },
        { word: 'haze', similarity: 0.29 },
      ]),
    ).toBe('haze');
    expect(
      pickCorrection('abce', [
        { word: 'abcf', similarity: 0.3 },
        { word: 'abcd', similarity: 0.3 },
      ]),
    ).toBe('abcd');
  });

  it('corrects nothing too far away, too short, or already right', () => {
    expect(pickCorrection('lmn', [{ word: 'lemon', similarity: 0.2 }])).toBeNull();
    expect(pickCorrection('zq', [{ word: 'za', similarity: 0.2 }])).toBeNull();
    expect(pickCorrection('lemon', [{ word: 'lemon', similarity: 1 }])).toBeNull();
  });
});

describe('displayPhrase', () => {
  it('spells words as the names do and leaves the others', () => {
    expect(displayPhrase(['lemon', 'haze', 'indoor'], ['Lemon Skunk', 'Haze', 'Sierra Seed Co.'])).toBe(
      'Lemon Haze indoor',
    );
  });
});

describe('name translations', () => {
  it('adds the other languages of the name words and ranks them as the English word', () => {
    expect(translatedNameWords(['Lemon Cheese'])).toEqual(
      expect.arrayContaining(['Zitrone', 'Citron', 'Limón', 'Käse', 'Fromage', 'Queso']),
    );
    expect(nameRankingTokens(['zitronen', 'kase', 'indoor'])).toEqual(['lemon', 'cheese', 'indoor']);
  });
});
