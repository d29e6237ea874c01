import { describe, expect, it } from 'vitest';
import { cart as cartSchema } from '@seedshop/shop/contract';
import { expectReaderAgrees } from '@/shop-client/testing/reader-agreement';
import { cartReader, linePath, readCart } from './cart-model';
import { wireCart, wireLine } from './testing/cart-fixtures';

describe('cart model', () => {
  it('reads a cart answer as callShop hands it over (the wire body) and checks it against the contract', () => {
    const cart = readCart(
      wireCart({
        lines: [
          wireLine({
            changes: ['price-changed'],
            discount: { id: 'd1', name: 'Winter', badge: '−20 %', coupon: false },
          }),
        ],
        shipping_country: 'DE',
        shipping: { country: 'DE', cost_cents: 495, free_threshold_cents: 7500, remaining_to_free_cents: 1500 },
      }),
    );
    expect(cart?.itemCount).toBe(2);
    expect(cart?.lines[0]).toMatchObject({
      variantId: 'v-lemon-haze-5',
      packSize: 5,
      maxQuantity: 20,
      changes: ['price-changed'],
      discount: { name: 'Winter', badge: '−20 %' },
    });
    expect(cart?.shipping).toEqual({
      country: 'DE',
      costCents: 495,
      freeThresholdCents: 7500,
      remainingToFreeCents: 1500,
    });
    expect(cart?.limits).toEqual({ maxQuantityPerLine: 20, maxLines: 30 });
  });

  it('refuses an answer the contract does not allow', () => {
    expect(readCart({ ...wireCart(), item_count: 'two' })).toBeNull();
    expect(readCart(undefined)).toBeNull();
  });

  it('links a line to its product page in the page language', () => {
    const cart = readCart(wireCart());
    const line = cart?.lines[0];
    if (line === undefined) throw new Error('no line');
    expect(linePath(line, 'en')).toBe('/cannabis-seeds/feminized-seeds/lemon-haze');
    expect(linePath(line, 'de')).toBe('/de/cannabis-samen/feminisierte-samen/lemon-haze');
  });
});

describe('cart reader', () => {
  it('accepts and refuses exactly what the contract’s cart schema does', () => {
    const fixture = wireCart({
      lines: [
        wireLine({ changes: ['price-changed'], discount: { id: 'd1', name: 'Winter', badge: '−20 %', coupon: true } }),
      ],
      gifts: [
        {
          rule_id: 'r1',
          name: 'Free pack',
          product_id: 'p2',
          product_name: 'Gift',
          variant_id: 'v2',
          pack_size: 1,
          threshold_cents: 5000,
        },
      ],
      coupon: { code: 'WINTER', name: 'Winter', valid: true, saving_cents: 200 },
      discounts: [{ id: 'd1', name: 'Winter', saving_cents: 200 }],
      shipping_country: 'DE',
      shipping: { country: 'DE', cost_cents: 495, free_threshold_cents: 7500, remaining_to_free_cents: 1500 },
      notices: [{ code: 'price-changed', message: 'A price changed.' }],
    });
    expect(expectReaderAgrees(cartReader, cartSchema, fixture)).toBeGreaterThan(500);
  });
});
