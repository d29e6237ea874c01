// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wireCart, wireLine } from '@/cart/testing/cart-fixtures';
import { resetCartStore, useCartState } from '@/cart/cart-store';
import type { ShopResult } from '@/shop-client/browser-api';
import { renderInIntl } from '@/ui/testing/render-in-intl';
import { OrderDetail } from './order-detail';
import { readOrder } from './order-model';
import { wireOrder, wireOrderLine } from './testing/order-fixtures';

vi.mock('@/ui/icon/icon', () => ({ Icon: () => null }));
const push = vi.fn<(href: string) => void>();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: vi.fn() }) }));
const callShop = vi.fn<(path: string, init: { method?: string }) => Promise<ShopResult>>();
vi.mock('@/shop-client/browser-api', () => ({
  callShop: (path: string, init: { method?: string }) => callShop(path, init),
}));
const toasts = {
  success: vi.fn<(m: string) => void>(),
  warning: vi.fn<(m: string) => void>(),
  error: vi.fn<(m: string) => void>(),
};
vi.mock('@/ui/toast/notify', () => ({
  notify: {
    success: (m: string) => toasts.success(m),
    warning: (m: string) => toasts.warning(m),
    error: (m: string) => toasts.error(m),
  },
}));

beforeEach(() => {
  resetCartStore();
  callShop.mockReset();
  push.mockReset();
  for (const fn of Object.values(toasts)) fn.mockReset();
});
afterEach(cleanup);

/** Stands for the header's cart count: an island that shows the shared cart. */
function CartCountProbe() {
  const state = useCartState();
  return <span data-testid="probe">{state.phase === 'ready' ? state.cart.itemCount : state.phase}</span>;
}

function order(overrides: Parameters<typeof wireOrder>[0] = {}) {
  const value = readOrder(wireOrder(overrides));
  if (value === null) throw new Error('fixture breaks the contract');
  return value;
}

const shipped = {
  status: 'shipped' as const,
  payment: null,
  pay_by: null,
  shipping: {
    ...wireOrder().shipping,
    carrier: 'DHL',
    tracking_number: '00340434161094042557',
    tracking_url:
      'https://www.dhl.com/de-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=00340434161094042557',
  },
  invoice_path: 'account/orders/SS-2026-000123/invoice.pdf',
  history: [
    { at: '2026-03-14T10:30:00.000Z', status: 'awaiting-payment' as const, actor: 'customer', note: null },
    { at: '2026-03-15T09:00:00.000Z', status: 'paid' as const, actor: 'staff', note: 'Received' },
    { at: '2026-03-16T15:00:00.000Z', status: 'shipped' as const, actor: 'staff', note: null },
  ],
};

describe('OrderDetail', () => {
  it('shows an unpaid Bitcoin order: the QR code as an image, address, amount, rate and pay-by date', () => {
    renderInIntl(<OrderDetail locale="en" order={order()} view="account" />);
    expect(screen.getByTestId('order-status').textContent).toBe('Awaiting payment');
    const pay = screen.getByRole('region', { name: 'How to pay' });
    const qr = within(pay).getByRole('img', { name: /QR code of the payment to bc1qexample/ });
    expect(qr.getAttribute('src')?.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(within(pay).getByText('bc1qexampleaddress0000000000000000000000')).toBeTruthy();
    expect(within(pay).getByText('0.00123456')).toBeTruthy();
    expect(within(pay).getByText('€52,500.00 per BTC')).toBeTruthy();
    expect(within(pay).getByText(/Please pay by March 28, 2026/)).toBeTruthy();
    expect(within(pay).getByRole('button', { name: 'Copy Bitcoin address' })).toBeTruthy();
    expect(within(pay).getByRole('link', { name: 'Open in your wallet' }).getAttribute('href')).toMatch(/^bitcoin:/);
    // No invoice before the order is paid.
    expect(screen.queryByRole('link', { name: 'Download invoice (PDF)' })).toBeNull();
  });

  it('shows the bank details of an unpaid transfer and the address of a cash letter', () => {
    renderInIntl(
      <OrderDetail
        locale="de"
        order={order({
          payment_method: 'bank-transfer',
          payment: {
            method: 'bank-transfer',
            account_holder: 'Seedshop GmbH',
            bank_name: 'Demo Bank',
            iban: 'DE02120300000000202051',
            bic: 'BYLADEM1001',
            reference: 'SS-2026-000123',
            amount_cents: 6495,
          },
        })}
        view="account"
      />,
      'de',
    );
    const bank = screen.getByRole('region', { name: 'So bezahlst du' });
    const details = Object.fromEntries(
      within(bank)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(details).toMatchObject({
      Kontoinhaber: 'Seedshop GmbH',
      Bank: 'Demo Bank',
      BIC: 'BYLADEM1001',
      Betrag: '64,95\u00a0€',
    });
    expect(details.IBAN).toContain('DE02120300000000202051');
    expect(details.Verwendungszweck).toContain('SS-2026-000123');
    expect(within(bank).getByRole('button', { name: 'IBAN kopieren' })).toBeTruthy();
    expect(within(bank).queryByRole('img')).toBeNull();
    cleanup();

    renderInIntl(
      <OrderDetail
        locale="en"
        order={order({
          payment_method: 'cash-by-mail',
          payment: {
            method: 'cash-by-mail',
            address_lines: ['Seedshop GmbH', 'Postfach 10 01 01', '10115 Berlin'],
            reference: 'SS-2026-000123',
            amount_cents: 6495,
          },
        })}
        view="account"
      />,
    );
    const cash = screen.getByRole('region', { name: 'How to pay' });
    expect(within(cash).getByText('Postfach 10 01 01')).toBeTruthy();
    expect(cash.textContent).toContain('€64.95');
  });

  it('lists the lines in a table with headers, VAT per rate and the totals', () => {
    renderInIntl(
      <OrderDetail
        locale="en"
        order={order({
          lines: [
            wireOrderLine(),
            wireOrderLine({
              variant_id: 'v-gift',
              product_name: 'Free Auto',
              gift: true,
              quantity: 1,
              unit_gross_cents: 0,
              gross_cents: 0,
            }),
          ],
        })}
        view="account"
      />,
    );
    const items = screen.getByRole('region', { name: 'Items' });
    expect(
      within(items)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Product', 'Pack', 'Quantity', 'Unit price', 'Total']);
    const lemon = within(items).getByRole('row', { name: /Lemon Haze/ });
    expect(
      within(lemon)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5 seeds', '2', '€30.00', '€60.00']);
    expect(within(items).getByRole('row', { name: /Free Auto/ }).textContent).toContain('Free gift');
    const totals = screen.getByTestId('order-totals');
    expect(totals.textContent).toContain('Shipping (Standard shipping)€4.95');
    expect(totals.textContent).toContain('VAT 19% on €54.58€10.37');
    expect(totals.textContent).toContain('Total€64.95');
  });

  it('shows a shipped order’s carrier, tracking number and link, the history and the invoice through the gateway', () => {
    renderInIntl(<OrderDetail locale="en" order={order(shipped)} view="account" />);
    expect(screen.queryByRole('region', { name: 'How to pay' })).toBeNull();
    const tracking = screen.getByTestId('order-tracking');
    expect(tracking.textContent).toContain('DHL');
    expect(tracking.textContent).toContain('00340434161094042557');
    const track = within(tracking).getByRole('link', { name: /Track the parcel/ });
    expect(track.getAttribute('href')).toContain('tracking-id=00340434161094042557');
    expect(track.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText(/discreet, neutral packaging/)).toBeTruthy();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getAllByRole('row')).toHaveLength(4);
    expect(within(history).getByText('Received')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download invoice (PDF)' }).getAttribute('href')).toBe(
      '/api/shop/account/orders/SS-2026-000123/invoice.pdf',
    );
  });

  it('shows both addresses with the country named in the page language', () => {
    renderInIntl(<OrderDetail locale="de" order={order()} view="link" />, 'de');
    const addresses = screen.getByRole('region', { name: 'Adressen' });
    expect(addresses.textContent).toContain('Invalidenstraße 117');
    expect(addresses.textContent).toContain('10115 Berlin');
    expect(addresses.textContent).toContain('Deutschland');
    expect(addresses.textContent).toContain('Steuer-/Ausweisnummer: DE123456789');
    expect(screen.getByTestId('order-status').textContent).toBe('Zahlung ausstehend');
  });

  it('offers "Order again" in the account only', () => {
    renderInIntl(<OrderDetail locale="en" order={order()} view="link" />);
    expect(screen.queryByRole('button', { name: 'Order again' })).toBeNull();
  });

  it('"Order again" fills the cart, says what the shop left out and goes on to the cart', async () => {
    const skipped = 'Amnesia is sold out or no longer available and was not added to your cart.';
    const filled = wireCart({
      lines: [wireLine()],
      item_count: 2,
      notices: [{ code: 'reorder-skipped', message: skipped }],
    });
    callShop.mockImplementation(async (path) =>
      path === 'cart'
        ? { ok: true, status: 200, data: wireCart({ lines: [], item_count: 0 }) }
        : { ok: true, status: 200, data: filled },
    );
    await act(async () => {
      renderInIntl(
        <>
          <CartCountProbe />
          <OrderDetail locale="en" order={order()} view="account" />
        </>,
      );
    });
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('0'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Order again' }));
    });
    expect(callShop).toHaveBeenCalledWith(
      'account/orders/SS-2026-000123/reorder',
      expect.objectContaining({ method: 'POST' }),
    );
    // Every island shows the cart the shop answered: the header's count too.
    expect(screen.getByTestId('probe').textContent).toBe('2');
    expect(toasts.warning).toHaveBeenCalledWith(skipped);
    expect(push).toHaveBeenCalledWith('/cart/checkout');
  });

  it('"Order again" with everything in stock says the items are in the cart', async () => {
    callShop.mockResolvedValue({ ok: true, status: 200, data: wireCart({ lines: [wireLine()], item_count: 2 }) });
    renderInIntl(<OrderDetail locale="en" order={order()} view="account" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Order again' }));
    });
    expect(toasts.success).toHaveBeenCalledWith('The items of order SS-2026-000123 are in your cart.');
    expect(toasts.warning).not.toHaveBeenCalled();
  });

  it('"Order again" says so when the shop refuses, and stays on the page', async () => {
    callShop.mockResolvedValue({
      ok: false,
      status: 404,
      message: 'Order not found',
      fieldErrors: {},
      retryAfterSeconds: null,
    });
    renderInIntl(<OrderDetail locale="en" order={order()} view="account" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Order again' }));
    });
    expect(toasts.error).toHaveBeenCalledWith('Order not found');
    expect(push).not.toHaveBeenCalled();
  });
});
