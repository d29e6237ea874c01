import { comparisonProduct, type ProductDetail } from '@seedshop/shop/contract';
import { describe, expect, it } from 'vitest';
import { testIntl, wireProductDetail } from '@/catalogue/testing/product-detail-fixture';
import { comparisonProductFromWire, type ComparisonProduct } from './comparison-model';
import { comparisonRows, markBest, type ComparisonRow } from './comparison-rows';

function product(overrides: Partial<ProductDetail> = {}): ComparisonProduct {
  return comparisonProductFromWire(comparisonProduct.parse(wireProductDetail(overrides)));
}

const base = wireProductDetail();

/** A second strain: more THC, less CBD, quicker, a bigger yield, cheaper per seed, no reviews, no 10-pack. */
const other = product({
  id: 'p-2',
  name: 'Blue Dream',
  price_per_seed_from_cents: 700,
  rating: { average: null, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
  attributes: {
    ...base.attributes,
    thc_percent: 25,
    cbd_percent: 0.1,
    flowering_days: { min: 49, max: 56 },
    yield_indoor_g_per_m2: { min: 500, max: 600 },
    genetics: [],
  },
  variants: [
    {
      id: 'b-1',
      pack_size: 1,
      price_cents: 900,
      price_per_seed_cents: 900,
      saving_percent: 0,
      stock: 0,
      in_stock: false,
    },
    {
      id: 'b-5',
      pack_size: 5,
      price_cents: 3500,
      price_per_seed_cents: 700,
      saving_percent: 22,
      stock: 3,
      in_stock: true,
    },
  ],
});

function byId(rows: readonly ComparisonRow[]): Record<string, ComparisonRow> {
  return Object.fromEntries(rows.map((row) => [row.id, row]));
}

const bestOf = (row: ComparisonRow | undefined) => row?.cells.map((cell) => cell.best);

describe('comparison rows', () => {
  const rows = byId(comparisonRows(testIntl('en'), [product(), other]));

  it('has a row for every attribute the product page shows, the rating and each pack size', () => {
    expect(Object.keys(rows)).toEqual([
      'price',
      'price-per-seed',
      'rating',
      'availability',
      'seed-bank',
      'flowering',
      'height-indoor',
      'height-outdoor',
      'genotype',
      'seed-type',
      'yield-indoor',
      'yield-outdoor',
      'growth-area',
      'thc',
      'cbd',
      'thc-level',
      'genetics',
      'effects',
      'flavours',
      'terpenes',
      'pack-1',
      'pack-3',
      'pack-5',
      'pack-10',
    ]);
    expect(rows['thc']?.label).toBe('THC');
    expect(rows['pack-10']?.label).toBe('Pack of 10 seeds');
  });

  it('marks the best values: highest THC, CBD, yield and rating, shortest flowering, lowest price per seed', () => {
    expect(bestOf(rows['thc'])).toEqual([false, true]);
    expect(bestOf(rows['cbd'])).toEqual([true, false]);
    expect(bestOf(rows['flowering'])).toEqual([false, true]);
    expect(bestOf(rows['yield-indoor'])).toEqual([false, true]);
    expect(bestOf(rows['price-per-seed'])).toEqual([false, true]);
    // One product without reviews: a "best" rating needs two to compare.
    expect(bestOf(rows['rating'])).toEqual([false, false]);
    expect(bestOf(rows['pack-5'])).toEqual([false, true]);
    // Equal everywhere: nothing is marked.
    expect(bestOf(rows['yield-outdoor'])).toEqual([false, false]);
  });

  it('says which rows differ, so "only differences" can hide the rest', () => {
    expect(rows['thc']?.differs).toBe(true);
    expect(rows['seed-type']?.differs).toBe(false);
    expect(rows['genetics']?.differs).toBe(true);
    expect(rows['genetics']?.cells[1]?.text).toBe('—');
  });

  it('shows a pack with its price, price per seed and a sold-out note, and a dash where a product lacks the size', () => {
    expect(rows['pack-1']?.cells[1]?.text).toEqual(['€9.00', '€9.00 per seed', 'Sold out']);
    expect(rows['pack-10']?.cells[1]?.text).toBe('—');
    expect(rows['pack-10']?.cells[0]?.text).toEqual(['€89.00', '€8.90 per seed']);
  });

  it('writes values in the page language', () => {
    const german = byId(comparisonRows(testIntl('de'), [product(), other]));
    expect(german['thc']?.label).toBe('THC');
    expect(german['flowering']?.label).toBe('Blütezeit');
    expect(german['rating']?.cells[1]?.text).toBe('Noch keine Bewertungen');
  });
});

describe('markBest', () => {
  it('marks every product that shares the best score', () => {
    const cells = markBest(
      [
        { text: 'a', score: 3 },
        { text: 'b', score: 5 },
        { text: 'c', score: 5 },
      ],
      'higher',
    );
    expect(cells.map((cell) => cell.best)).toEqual([false, true, true]);
  });

  it('marks nothing for a row without a better end or with one product', () => {
    expect(
      markBest(
        [
          { text: 'a', score: 1 },
          { text: 'b', score: 2 },
        ],
        null,
      ).some((cell) => cell.best),
    ).toBe(false);
    expect(markBest([{ text: 'a', score: 1 }], 'lower').some((cell) => cell.best)).toBe(false);
  });
});
