import { describe, expect, it } from 'vitest';
import { readCart } from '@/cart/cart-model';
import { wireCart, wireLine } from '@/cart/testing/cart-fixtures';
import { skippedProducts } from './reorder-outcome';

const lines = [
  { variantId: 'v-lemon-haze-5', productName: 'Lemon Haze', gift: false },
  { variantId: 'v-amnesia-3', productName: 'Amnesia', gift: false },
  { variantId: 'v-amnesia-10', productName: 'Amnesia', gift: false },
  { variantId: 'v-gift', productName: 'Free Auto', gift: true },
];

function cartWith(...wires: ReturnType<typeof wireLine>[]) {
  const cart = readCart(wireCart({ lines: wires }));
  if (cart === null) throw new Error('fixture breaks the contract');
  return cart;
}

describe('what "Order again" left out', () => {
  it('names the products whose packs are not in the cart, each once; gifts come by themselves', () => {
    expect(skippedProducts(lines, cartWith(wireLine()))).toEqual(['Amnesia']);
  });

  it('counts a pack that is in the cart but sold out as left out', () => {
    const soldOut = wireLine({
      id: '8f14e45f-ceea-4e7a-9b6e-3c6b6d1d2a02',
      variant_id: 'v-amnesia-3',
      product_name: 'Amnesia',
      in_stock: false,
      max_quantity: 0,
      changes: ['sold-out'],
    });
    const big = wireLine({ id: '8f14e45f-ceea-4e7a-9b6e-3c6b6d1d2a03', variant_id: 'v-amnesia-10' });
    expect(skippedProducts(lines.slice(0, 2), cartWith(wireLine(), soldOut, big))).toEqual(['Amnesia']);
    expect(skippedProducts(lines.slice(0, 3), cartWith(wireLine(), big))).toEqual(['Amnesia']);
  });

  it('names nothing when every pack made it', () => {
    const amnesia = wireLine({ id: '8f14e45f-ceea-4e7a-9b6e-3c6b6d1d2a02', variant_id: 'v-amnesia-3' });
    expect(skippedProducts(lines.slice(0, 2), cartWith(wireLine(), amnesia))).toEqual([]);
  });
});
