import { describe, expect, it } from 'vitest';
import { wireProductSummary } from '../testing/catalogue-fixtures';
import { nextActive } from './next-active';
import { suggestionOptions } from './suggestions';

const texts = { seedBank: 'Samenbank', searchFor: (q: string) => `Nach „${q}“ suchen` };

describe('search suggestions', () => {
  it('offers products, seed banks, the corrected search and the typed search, linked in the page language', () => {
    const product = wireProductSummary(7);
    const body = {
      products: [
        { id: product.id, name: product.name, path: product.path, image: product.image, price_from_cents: 1250 },
      ],
      seed_banks: [{ slug: 'dutch-passion', name: 'Dutch Passion' }],
      did_you_mean: 'lemon haze',
    };
    const options = suggestionOptions(body, 'lemon hase', 'de', 'de-DE', texts);
    expect(options.map((option) => [option.kind, option.label, option.href, option.detail])).toEqual([
      ['product', 'Lemon Haze 7', '/de/cannabis-samen/feminisierte-samen/lemon-haze-7-samen', '12,50\u00a0€'],
      ['seedBank', 'Dutch Passion', '/de/dutch-passion', 'Samenbank'],
      ['search', 'Nach „lemon haze“ suchen', '/de/search?q=lemon+haze', ''],
      ['search', 'Nach „lemon hase“ suchen', '/de/search?q=lemon+hase', ''],
    ]);
  });

  it('skips malformed entries and still offers the plain search', () => {
    const options = suggestionOptions(
      { products: [{ id: 'x', name: 'No path' }, null], seed_banks: [{ slug: '../evil', name: 'Evil' }] },
      'kush',
      'en',
      'en-US',
      texts,
    );
    expect(options.map((option) => option.href)).toEqual(['/search?q=kush']);
    expect(suggestionOptions('garbage', 'kush', 'en', 'en-US', texts)).toHaveLength(1);
  });

  it('moves the active option with the arrow keys and wraps around', () => {
    expect(nextActive(-1, 1, 3)).toBe(0);
    expect(nextActive(-1, -1, 3)).toBe(2);
    expect(nextActive(2, 1, 3)).toBe(0);
    expect(nextActive(0, -1, 3)).toBe(2);
    expect(nextActive(0, 1, 0)).toBe(-1);
  });
});
