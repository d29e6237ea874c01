// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopResult } from '@/shop-client/browser-api';
import { announceSessionChange } from '@/shop-client/session-events';
import { renderInIntl } from '@/ui/testing/render-in-intl';
import { CartButton } from './cart-button';
import { readCart } from './cart-model';
import { publishCart, resetCartStore } from './cart-store';
import { wireCart, wireLine } from './testing/cart-fixtures';

vi.mock('@/ui/icon/icon', () => ({ Icon: () => null }));
vi.mock('next/navigation', () => ({ usePathname: () => '/' }));
const callShop = vi.fn<(path: string) => Promise<ShopResult>>();
vi.mock('@/shop-client/browser-api', () => ({ callShop: (path: string) => callShop(path) }));

beforeEach(() => {
  resetCartStore();
  callShop.mockReset();
  document.cookie = 'has_cart=1';
});
afterEach(() => {
  cleanup();
  document.cookie = 'has_cart=; max-age=0';
  document.cookie = 'signed_in=; max-age=0';
});

const three = wireCart({ lines: [wireLine({ quantity: 3 })], item_count: 3 });

describe('CartButton', () => {
  it('links to the cart page and shows the number of items once the cart is loaded', async () => {
    callShop.mockResolvedValue({ ok: true, status: 200, data: three });
    await act(async () => {
      renderInIntl(<CartButton locale="de" checkoutPath="/de/cart/checkout" />, 'de');
    });
    const link = await screen.findByRole('link', { name: 'Warenkorb, 3 Artikel' });
    expect(callShop).toHaveBeenCalledWith('cart');
    expect(link.getAttribute('href')).toBe('/de/cart/checkout');
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
  });

  it('follows every cart change and reloads the cart when the session changes', async () => {
    callShop.mockResolvedValue({ ok: true, status: 200, data: wireCart({ lines: [], item_count: 0 }) });
    await act(async () => {
      renderInIntl(<CartButton locale="en" checkoutPath="/cart/checkout" />);
    });
    expect(await screen.findByRole('link', { name: 'Cart, empty' })).toBeTruthy();
    expect(screen.queryByTestId('cart-count')).toBeNull();

    const answered = readCart(three);
    if (answered === null) throw new Error('fixture breaks the contract');
    act(() => publishCart(answered));
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeTruthy();

    callShop.mockResolvedValue({ ok: true, status: 200, data: wireCart({ item_count: 5 }) });
    await act(async () => {
      announceSessionChange();
    });
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('5'));
  });

  it('stays a plain cart link when the cart cannot be loaded', async () => {
    callShop.mockResolvedValue({ ok: false, status: 503, message: 'down', fieldErrors: {}, retryAfterSeconds: null });
    await act(async () => {
      renderInIntl(<CartButton locale="en" checkoutPath="/cart/checkout" />);
    });
    await waitFor(() => expect(callShop).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy();
  });

  it('shows an empty cart without asking the shop while the browser holds neither a cart nor a session', async () => {
    document.cookie = 'has_cart=; max-age=0';
    await act(async () => {
      renderInIntl(<CartButton locale="en" checkoutPath="/cart/checkout" />);
    });
    expect(await screen.findByRole('link', { name: 'Cart, empty' })).toBeTruthy();
    expect(callShop).not.toHaveBeenCalled();
  });

  it("loads a signed-in customer's cart without a guest cart", async () => {
    document.cookie = 'has_cart=; max-age=0';
    document.cookie = 'signed_in=1';
    callShop.mockResolvedValue({ ok: true, status: 200, data: three });
    await act(async () => {
      renderInIntl(<CartButton locale="en" checkoutPath="/cart/checkout" />);
    });
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeTruthy();
    expect(callShop).toHaveBeenCalledWith('cart');
  });
});
