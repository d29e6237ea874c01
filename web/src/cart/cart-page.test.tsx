// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopResult } from '@/shop-client/browser-api';
import { renderInIntl } from '@/ui/testing/render-in-intl';
import { readCart, type Cart } from './cart-model';
import { CartPage } from './cart-page';
import { resetCartStore } from './cart-store';
import { wireCart, wireLine } from './testing/cart-fixtures';

vi.mock('@/ui/icon/icon', () => ({ Icon: () => null }));
const callShop = vi.fn<(path: string, init: { method?: string; json?: unknown }) => Promise<ShopResult>>();
vi.mock('@/shop-client/browser-api', () => ({
  callShop: (path: string, init: { method?: string; json?: unknown }) => callShop(path, init),
}));

function cartOf(wire: ReturnType<typeof wireCart>): Cart {
  const cart = readCart(wire);
  if (cart === null) throw new Error('fixture breaks the contract');
  return cart;
}

const discounted = wireCart({
  lines: [
    wireLine({
      quantity: 2,
      original_unit_price_cents: 3000,
      unit_price_cents: 2400,
      line_total_cents: 4800,
      saving_cents: 1200,
      discount: { id: 'winter', name: 'Winter sale', badge: '−20 %', coupon: false },
      changes: ['quantity-lowered'],
    }),
  ],
  discounts: [{ id: 'winter', name: 'Winter sale', saving_cents: 1200 }],
  subtotal_cents: 6000,
  saving_cents: 1200,
  goods_total_cents: 4800,
  vat_cents: 846,
  shipping_country: 'DE',
  shipping: { country: 'DE', cost_cents: 495, free_threshold_cents: 7500, remaining_to_free_cents: 2700 },
  total_cents: 5295,
});

beforeEach(() => {
  resetCartStore();
  callShop.mockReset();
});
afterEach(cleanup);

async function renderPage(cart: Cart, locale: 'en' | 'de' = 'en') {
  await act(async () => {
    renderInIntl(<CartPage locale={locale} initialCart={cart} catalogHref="/cannabis-seeds" />, locale);
  });
}

describe('CartPage', () => {
  it('shows each line with unit price, the original struck through, saving, change notice and totals', async () => {
    await renderPage(cartOf(discounted));
    const line = screen.getByTestId('cart-line');
    expect(within(line).getByText('Lemon Haze')).toBeTruthy();
    expect(within(line).getByText('5 seeds')).toBeTruthy();
    expect(within(line).getByTestId('cart-line-unit-price').textContent).toContain('€24.00');
    expect(within(line).getByTestId('cart-line-unit-price').querySelector('s')?.textContent).toContain('€30.00');
    expect(within(line).getByText('You save €12.00')).toBeTruthy();
    expect(within(line).getByText('The quantity was lowered to what is in stock.')).toBeTruthy();
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('€60.00');
    expect(screen.getByText('Winter sale')).toBeTruthy();
    expect(screen.getByTestId('cart-shipping').textContent).toBe('€4.95');
    expect(screen.getByTestId('cart-total').textContent).toBe('€52.95');
    expect(screen.getByText('€27.00 to free shipping')).toBeTruthy();
    expect(screen.getByTestId('cart-limits').textContent).toBe('Up to 20 packs per item and 30 items per cart.');
    expect(callShop).not.toHaveBeenCalled();
  });

  it('formats prices for the page language', async () => {
    await renderPage(cartOf(discounted), 'de');
    expect(screen.getByTestId('cart-total').textContent).toBe('52,95\u00a0€');
    expect(screen.getByTestId('free-shipping').textContent).toContain('Noch 27,00\u00a0€ bis zum kostenlosen Versand');
    expect(screen.getByTestId('cart-limits').textContent).toBe(
      'Bis zu 20 Packungen je Artikel und 30 Artikel je Warenkorb.',
    );
  });

  it('sends a new quantity and shows the answered cart', async () => {
    const answered = wireCart({ lines: [wireLine({ quantity: 3, line_total_cents: 9000 })], item_count: 3 });
    callShop.mockResolvedValueOnce({ ok: true, status: 200, data: answered });
    await renderPage(cartOf(wireCart()));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Increase the quantity of Lemon Haze' }));
    });
    // The cart calls' code loads with the first call.
    await waitFor(() =>
      expect(callShop).toHaveBeenCalledWith(
        'cart/lines/8f14e45f-ceea-4e7a-9b6e-3c6b6d1d2a01',
        expect.objectContaining({ method: 'PATCH', json: { quantity: 3 } }),
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: 'Quantity of Lemon Haze' })).toHaveProperty('value', '3'),
    );
  });

  it('keeps the typed coupon and shows the shop’s message when the code is refused', async () => {
    callShop.mockResolvedValueOnce({
      ok: false,
      status: 422,
      message: 'The given data was invalid.',
      fieldErrors: { code: ['This coupon does not exist.'] },
      retryAfterSeconds: null,
    });
    await renderPage(cartOf(wireCart()));
    const field = screen.getByRole('textbox', { name: 'Coupon code' });
    fireEvent.change(field, { target: { value: 'NOPE10' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    });
    await waitFor(() =>
      expect(callShop).toHaveBeenCalledWith(
        'cart/coupon',
        expect.objectContaining({ method: 'POST', json: { code: 'NOPE10' } }),
      ),
    );
    expect(await screen.findByText('This coupon does not exist.')).toBeTruthy();
    expect(field).toHaveProperty('value', 'NOPE10');
  });

  it('leads an empty cart back to the catalogue', async () => {
    await renderPage(
      cartOf(wireCart({ lines: [], item_count: 0, subtotal_cents: 0, goods_total_cents: 0, total_cents: 0 })),
    );
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse cannabis seeds' }).getAttribute('href')).toBe('/cannabis-seeds');
  });
});
