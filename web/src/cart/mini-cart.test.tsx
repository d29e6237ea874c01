// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopResult } from '@/shop-client/browser-api';
import { renderInIntl } from '@/ui/testing/render-in-intl';
import { readCart } from './cart-model';
import { resetCartStore } from './cart-store';
import { MiniCart } from './mini-cart';
import { wireCart, wireLine } from './testing/cart-fixtures';

vi.mock('@/ui/icon/icon', () => ({ Icon: () => null }));
const callShop = vi.fn<(path: string, init: { method?: string; json?: unknown }) => Promise<ShopResult>>();
vi.mock('@/shop-client/browser-api', () => ({
  callShop: (path: string, init: { method?: string; json?: unknown }) => callShop(path, init),
}));

beforeEach(() => {
  resetCartStore();
  callShop.mockReset();
});
afterEach(cleanup);

const twoLines = wireCart({
  lines: [
    wireLine(),
    wireLine({
      id: '8f14e45f-ceea-4e7a-9b6e-3c6b6d1d2a02',
      variant_id: 'v-amnesia-3',
      product_name: 'Amnesia',
      pack_size: 3,
      quantity: 1,
      original_unit_price_cents: 2500,
      unit_price_cents: 2000,
      line_total_cents: 2000,
      saving_cents: 500,
    }),
  ],
  item_count: 3,
  subtotal_cents: 8500,
  saving_cents: 500,
  goods_total_cents: 8000,
  shipping_country: 'DE',
  shipping: { country: 'DE', cost_cents: 495, free_threshold_cents: 10000, remaining_to_free_cents: 2000 },
  total_cents: 8495,
});

function ready(wire: ReturnType<typeof wireCart>) {
  const cart = readCart(wire);
  if (cart === null) throw new Error('fixture breaks the contract');
  return { phase: 'ready' as const, cart };
}

describe('MiniCart', () => {
  it('lists the lines with pack sizes and shows subtotal, savings, total and the way to free shipping', async () => {
    await act(async () => {
      renderInIntl(<MiniCart locale="en" state={ready(twoLines)} open onClose={() => undefined} />);
    });
    const dialog = screen.getByRole('dialog', { name: 'Your cart' });
    expect(within(dialog).getAllByTestId('cart-line')).toHaveLength(2);
    expect(within(dialog).getByText('3 seeds')).toBeTruthy();
    expect(within(dialog).getByTestId('mini-cart-subtotal').textContent).toBe('€85.00');
    expect(within(dialog).getByText('−€5.00')).toBeTruthy();
    expect(within(dialog).getByTestId('mini-cart-total').textContent).toBe('€80.00');
    expect(within(dialog).getByText('€20.00 to free shipping')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Go to checkout' }).getAttribute('href')).toBe('/cart/checkout');
  });

  it('removes a line and offers Undo inside the drawer, which adds the same pack and quantity again', async () => {
    const removed = wireCart({ lines: [wireLine()], item_count: 2 });
    callShop
      .mockResolvedValueOnce({ ok: true, status: 200, data: removed })
      .mockResolvedValueOnce({ ok: true, status: 200, data: twoLines });
    await act(async () => {
      renderInIntl(<MiniCart locale="en" state={ready(twoLines)} open onClose={() => undefined} />);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove Amnesia from the cart' }));
    });
    // The cart calls' code loads with the first call (a dynamic import), which may take longer than act's flush.
    await vi.waitFor(() =>
      expect(callShop).toHaveBeenCalledWith(
        'cart/lines/8f14e45f-ceea-4e7a-9b6e-3c6b6d1d2a02',
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
    const dialog = screen.getByRole('dialog', { name: 'Your cart' });
    const undo = await within(dialog).findByRole('button', { name: 'Undo' });
    expect(within(dialog).getByText('Amnesia was removed from your cart.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(undo);
    });
    await vi.waitFor(() =>
      expect(callShop).toHaveBeenLastCalledWith(
        'cart/lines',
        expect.objectContaining({ method: 'POST', json: { variant_id: 'v-amnesia-3', quantity: 1 } }),
      ),
    );
  });
});
