import { describe, expect, it } from 'vitest';
import { smallestInStock } from './card-add-action';
import { freeShippingShare } from './free-shipping';
import { clampQuantity } from './quantity-stepper';

describe('cart logic', () => {
  it('keeps a typed quantity within the line’s bounds and refuses what is no number', () => {
    expect(clampQuantity('7', 1, 20)).toBe(7);
    expect(clampQuantity(' 25 ', 1, 20)).toBe(20);
    expect(clampQuantity('0', 1, 20)).toBe(1);
    expect(clampQuantity('', 1, 20)).toBeNull();
    expect(clampQuantity('2.5', 1, 20)).toBeNull();
    expect(clampQuantity('-3', 1, 20)).toBeNull();
  });

  it('adds the smallest pack in stock from a card, none when every pack is sold out', () => {
    const packs = [
      { id: 'v10', pack_size: 10, in_stock: true },
      { id: 'v1', pack_size: 1, in_stock: false },
      { id: 'v3', pack_size: 3, in_stock: true },
    ];
    expect(smallestInStock(packs)?.id).toBe('v3');
    expect(smallestInStock(packs.map((pack) => ({ ...pack, in_stock: false })))).toBeNull();
  });

  it('measures the way to free shipping only once a country is chosen', () => {
    const shipping = { country: 'DE', costCents: 495, freeThresholdCents: 8000, remainingToFreeCents: 2000 };
    expect(freeShippingShare({ goodsTotalCents: 6000, shipping: null })).toBeNull();
    expect(freeShippingShare({ goodsTotalCents: 6000, shipping })).toBe(0.75);
    expect(freeShippingShare({ goodsTotalCents: 9000, shipping: { ...shipping, remainingToFreeCents: 0 } })).toBe(1);
  });
});
