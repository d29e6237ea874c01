import { describe, expect, it } from 'vitest';
import { readCart } from '@/cart/cart-model';
import { wireCart, wireLine } from '@/cart/testing/cart-fixtures';
import { reorderNotices } from './reorder-outcome';

function cartWithNotices(notices: { code: string; message: string }[]) {
  const cart = readCart(wireCart({ lines: [wireLine()], notices }));
  if (cart === null) throw new Error('fixture breaks the contract');
  return cart;
}

describe('what "Order again" could not do', () => {
  it('is what the shop named: skipped products and a full cart, in its order', () => {
    const cart = cartWithNotices([
      { code: 'price-changed', message: 'The price of Lemon Haze has changed.' },
      {
        code: 'reorder-skipped',
        message: 'Amnesia is sold out or no longer available and was not added to your cart.',
      },
      {
        code: 'reorder-skipped',
        message: 'Critical is sold out or no longer available and was not added to your cart.',
      },
      { code: 'cart-full', message: 'Your cart holds at most 30 items.' },
    ]);
    expect(reorderNotices(cart)).toEqual([
      'Amnesia is sold out or no longer available and was not added to your cart.',
      'Critical is sold out or no longer available and was not added to your cart.',
      'Your cart holds at most 30 items.',
    ]);
  });

  it('is nothing when every pack made it', () => {
    expect(reorderNotices(cartWithNotices([]))).toEqual([]);
  });
});
