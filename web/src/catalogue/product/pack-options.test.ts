import { describe, expect, it } from 'vitest';
import { initialPack, parsePackParam, savingShare, searchWithPack, stockState } from './pack-options';
import { wireProductDetail } from '../testing/product-detail-fixture';
import { productDetailFromWire } from '../from-wire';

const { packs } = productDetailFromWire(wireProductDetail());

describe('stock state', () => {
  it('says sold out, only n left, or in stock', () => {
    expect(stockState({ inStock: false, stock: 0 })).toEqual({ kind: 'sold-out' });
    // A pack the shop marks unavailable stays sold out whatever its counter says.
    expect(stockState({ inStock: false, stock: 7 })).toEqual({ kind: 'sold-out' });
    expect(stockState({ inStock: true, stock: 1 })).toEqual({ kind: 'low', count: 1 });
    expect(stockState({ inStock: true, stock: 5 })).toEqual({ kind: 'low', count: 5 });
    expect(stockState({ inStock: true, stock: 6 })).toEqual({ kind: 'in-stock' });
  });
});

describe('pack from the URL', () => {
  it('reads only plain positive integers', () => {
    expect(parsePackParam('5')).toBe(5);
    expect(parsePackParam('10')).toBe(10);
    for (const junk of [null, undefined, '', '0', '-1', '05', '5.0', '1e1', ' 5', 'five', '99999']) {
      expect(parsePackParam(junk), String(junk)).toBeNull();
    }
  });

  it('opens on the pack named in the URL', () => {
    expect(initialPack(packs, '5')?.id).toBe('v-5');
    expect(initialPack(packs, '10')?.id).toBe('v-10');
  });

  it('falls back to the smallest pack in stock for a missing, unknown or sold-out pack', () => {
    expect(initialPack(packs, null)?.id).toBe('v-1');
    expect(initialPack(packs, '7')?.id).toBe('v-1');
    expect(initialPack(packs, '3')?.id).toBe('v-1');
    const firstSoldOut = packs.map((pack) => (pack.packSize === 1 ? { ...pack, inStock: false, stock: 0 } : pack));
    expect(initialPack(firstSoldOut, null)?.id).toBe('v-5');
  });

  it('shows the smallest pack when everything is sold out, and nothing without packs', () => {
    const soldOut = packs.map((pack) => ({ ...pack, inStock: false, stock: 0 }));
    expect(initialPack(soldOut, '5')?.id).toBe('v-1');
    expect(initialPack([], '5')).toBeUndefined();
  });

  it('writes the pack into the query and keeps other parameters', () => {
    expect(searchWithPack('', 5)).toBe('?pack=5');
    expect(searchWithPack('?pack=1', 10)).toBe('?pack=10');
    expect(searchWithPack('?review_sort=helpful&pack=1', 3)).toBe('?review_sort=helpful&pack=3');
  });
});

describe('saving', () => {
  it('is a fraction for percent formatting, and none for the smallest pack', () => {
    expect(savingShare({ savingPercent: 23 })).toBe(0.23);
    expect(savingShare({ savingPercent: 0 })).toBeNull();
  });
});
