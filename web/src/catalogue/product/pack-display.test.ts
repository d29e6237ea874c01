import { describe, expect, it } from 'vitest';
import { packTexts } from './pack-display';
import { testIntl, wireProductDetail } from '../testing/product-detail-fixture';
import { productDetailFromWire } from '../from-wire';

const product = productDetailFromWire(wireProductDetail());
const pack = (size: number) => {
  const found = product.packs.find((item) => item.packSize === size);
  if (!found) throw new Error(`no pack of ${size}`);
  return found;
};

describe('pack texts', () => {
  it('names the pack and shows price, price per seed and saving in English', () => {
    expect(packTexts(testIntl('en'), pack(5))).toEqual({
      size: '5 seeds',
      price: '€48.50',
      originalPrice: null,
      originalPriceLabel: null,
      perSeed: '€9.70 per seed',
      saving: 'Save 22%',
      stock: 'In stock',
      soldOut: false,
    });
    expect(packTexts(testIntl('en'), pack(1)).size).toBe('1 seed');
  });

  it('names the price before a promotion’s discount, struck through on the page', () => {
    const discounted = { ...pack(5), priceCents: 3880, originalPriceCents: 4850 };
    expect(packTexts(testIntl('en'), discounted)).toMatchObject({
      price: '€38.80',
      originalPrice: '€48.50',
      originalPriceLabel: 'Original price: €48.50.',
    });
    expect(packTexts(testIntl('de'), discounted).originalPriceLabel).toBe('Ursprünglicher Preis: 48,50\u00a0€.');
  });

  it('shows no saving for the smallest pack', () => {
    expect(packTexts(testIntl('en'), pack(1)).saving).toBeNull();
  });

  it('says how few are left, and that a pack is sold out', () => {
    expect(packTexts(testIntl('en'), pack(10)).stock).toBe('Only 2 left');
    expect(packTexts(testIntl('en'), pack(3))).toMatchObject({ stock: 'Sold out', soldOut: true });
  });

  it('uses the number format and words of each language', () => {
    const nbsp = '\u00a0';
    expect(packTexts(testIntl('de'), pack(5))).toMatchObject({
      size: '5 Samen',
      price: `48,50${nbsp}€`,
      perSeed: `9,70${nbsp}€ pro Samen`,
      saving: `22${nbsp}% sparen`,
    });
    expect(packTexts(testIntl('fr'), pack(10))).toMatchObject({ size: '10 graines', stock: 'Plus que 2 en stock' });
    expect(packTexts(testIntl('es'), pack(3))).toMatchObject({ size: '3 semillas', stock: 'Agotado' });
  });
});
