// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCart, type Cart } from '@/cart/cart-model';
import { resetCartStore } from '@/cart/cart-store';
import { wireCart } from '@/cart/testing/cart-fixtures';
import type { ShopResult } from '@/shop-client/browser-api';
import { wireOrder } from '@/orders/testing/order-fixtures';
import { renderInIntl } from '@/ui/testing/render-in-intl';
import { CheckoutForm } from './checkout-form';
import { wireQuote, wireQuoteLine } from './testing/quote-fixtures';

type Init = { method?: string; json?: unknown; headers?: Readonly<Record<string, string>> };
const callShop = vi.fn<(path: string, init: Init) => Promise<ShopResult>>();
vi.mock('@/shop-client/browser-api', () => ({ callShop: (path: string, init: Init) => callShop(path, init) }));
vi.mock('@/ui/icon/icon', () => ({ Icon: () => null }));
const captchaToken = vi.fn<(action: string) => Promise<string | null>>();
vi.mock('@/ui/captcha/use-captcha', () => ({
  useCaptcha: () => ({ provider: null, token: (action: string) => captchaToken(action), prime: () => undefined }),
}));
const push = vi.fn<(href: string) => void>();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: (href: string) => push(href) }) }));

function cartOf(wire: ReturnType<typeof wireCart>): Cart {
  const cart = readCart(wire);
  if (cart === null) throw new Error('fixture breaks the contract');
  return cart;
}

const cart = cartOf(wireCart({ shipping_country: 'FR' }));
const ok = (data: unknown, status = 200): ShopResult => ({ ok: true, status, data });
const failure = (status: number, message: string, data?: unknown, fieldErrors = {}): ShopResult => ({
  ok: false,
  status,
  message,
  fieldErrors,
  retryAfterSeconds: null,
  data,
});

const placed = { order: wireOrder({ number: 'SS-2026-000042' }), access_token: 'signed-access' };

/** Answers the quote and the cart like the shop; `orders` answers each order attempt in turn. */
function shop(orders: ShopResult[], quotes: unknown[] = [wireQuote()]) {
  let quoteCalls = 0;
  callShop.mockImplementation(async (path) => {
    if (path.startsWith('checkout/quote')) return ok(quotes[Math.min(quoteCalls++, quotes.length - 1)]);
    if (path === 'cart') return ok(wireCart({ shipping_country: 'FR' }));
    if (path === 'cart/shipping-country') return ok(wireCart({ shipping_country: 'AT' }));
    if (path === 'checkout/orders') {
      const next = orders.shift();
      if (next === undefined) throw new Error('unexpected order attempt');
      return next;
    }
    throw new Error(`unexpected call ${path}`);
  });
}

function orderCalls() {
  return callShop.mock.calls.filter(([path]) => path === 'checkout/orders');
}

beforeEach(() => {
  resetCartStore();
  callShop.mockReset();
  captchaToken.mockReset().mockResolvedValue('solved');
  push.mockReset();
  document.cookie = 'has_cart=1';
});
afterEach(() => {
  cleanup();
  document.cookie = 'has_cart=; max-age=0';
});

async function renderForm() {
  await act(async () => {
    renderInIntl(<CheckoutForm locale="en" initialCart={cart} customer={null} />);
  });
}

function type(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillGuest() {
  type(/^E-mail address/, 'camille@example.test');
  type(/^First name/, 'Camille');
  type(/^Last name/, 'Martin');
  type(/^Street/, 'Rue de la Paix');
  type(/^House number/, '12');
  type(/^Postal code/, '7500');
  type(/^City/, 'Paris');
  fireEvent.click(screen.getByLabelText(/I am 18 or older/));
  fireEvent.click(screen.getByLabelText(/I accept the terms and conditions/));
}

async function placeOrder() {
  await act(async () => {
    fireEvent.submit(screen.getByTestId('checkout-form'));
  });
}

describe('CheckoutForm', () => {
  it('shows the review the shop priced for the destination, with VAT per rate and the methods it offers', async () => {
    shop([]);
    await renderForm();
    expect(callShop).toHaveBeenCalledWith('checkout/quote?country=FR&shipping_method=standard', expect.anything());
    const line = screen.getByTestId('checkout-line');
    expect(within(line).getByText('Lemon Haze')).toBeTruthy();
    expect(line.textContent).toContain('€30.25');
    expect(line.textContent).toContain('€60.50');
    expect(screen.getByTestId('checkout-total').textContent).toBe('€70.48');
    expect(screen.getByTestId('checkout-vat').textContent).toBe('incl. 20% VAT (FR)€11.74');
    expect(screen.getByText(/4–8 working days · free from €80.00/)).toBeTruthy();
    expect(screen.getByText(/discreet packaging/)).toBeTruthy();
    expect(screen.getByLabelText('Bitcoin')).toBeTruthy();
    expect(screen.queryByLabelText('Card')).toBeNull();
  });

  it('puts the shop’s 422 at the nested field, lists it in the focused summary and keeps what was typed', async () => {
    shop([
      failure(422, 'Please check the marked fields.', undefined, {
        'shippingAddress.postalCode': ['This is not a valid postal code for France.'],
      }),
    ]);
    await renderForm();
    await fillGuest();
    await placeOrder();
    const postalCode = screen.getByLabelText(/^Postal code/);
    expect(postalCode.getAttribute('aria-invalid')).toBe('true');
    const described = postalCode.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described.split(' ').at(-1) ?? '')?.textContent).toBe(
      'This is not a valid postal code for France.',
    );
    const summary = screen.getByTestId('checkout-errors');
    expect(summary.textContent).toContain('Shipping address: Postal code: This is not a valid postal code for France.');
    expect(document.activeElement?.contains(summary)).toBe(true);
    expect(postalCode).toHaveProperty('value', '7500');
    expect(screen.getByLabelText(/^E-mail address/)).toHaveProperty('value', 'camille@example.test');
    fireEvent.click(within(summary).getByRole('button'));
    expect(document.activeElement).toBe(postalCode);
  });

  it('refuses an unticked age confirmation in the browser, sending nothing', async () => {
    shop([]);
    await renderForm();
    await fillGuest();
    fireEvent.click(screen.getByLabelText(/I am 18 or older/));
    await placeOrder();
    expect(orderCalls()).toHaveLength(0);
    expect(screen.getByTestId('checkout-errors').textContent).toContain('Age');
    expect(screen.getByLabelText(/I am 18 or older/).getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the same idempotency key again after a lost answer, and the order page follows', async () => {
    shop([failure(0, 'The shop cannot be reached right now.'), ok(placed, 201)]);
    await renderForm();
    await fillGuest();
    await placeOrder();
    expect(screen.getByTestId('checkout-errors').textContent).toContain('an order is never placed twice');
    await placeOrder();
    const [first, second] = orderCalls();
    const key = first?.[1].headers?.['idempotency-key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.[1].headers?.['idempotency-key']).toBe(key);
    expect(second?.[1].json).toMatchObject({
      email: 'camille@example.test',
      shipping_address: { postal_code: '7500', country: 'FR' },
      expected: { total_cents: 7048, lines: [{ variant_id: 'v-lemon-haze-5', quantity: 2, unit_price_cents: 3025 }] },
      captcha: 'solved',
    });
    expect(push).toHaveBeenCalledWith('/order?number=SS-2026-000042&access=signed-access&placed=1');
  });

  it('ignores a second click while the order is on its way', async () => {
    let answer: (result: ShopResult) => void = () => undefined;
    shop([]);
    callShop.mockImplementation(async (path) => {
      if (path.startsWith('checkout/quote')) return ok(wireQuote());
      if (path === 'cart') return ok(wireCart());
      return new Promise<ShopResult>((resolve) => (answer = resolve));
    });
    await renderForm();
    await fillGuest();
    await placeOrder();
    await placeOrder();
    expect(orderCalls()).toHaveLength(1);
    expect(screen.getByTestId('place-order').getAttribute('aria-busy')).toBe('true');
    await act(async () => answer(ok(placed, 201)));
  });

  it('shows what changed on a 409, asks again for the review and confirms it with a new key', async () => {
    const conflict = {
      message: 'Your cart changed since you reviewed it.',
      code: 'changed',
      changes: [
        {
          variant_id: 'v-lemon-haze-5',
          product_name: 'Lemon Haze',
          change: 'price-changed',
          quantity: 2,
          unit_price_cents: 3100,
        },
      ],
      total_cents: 7198,
    };
    const repriced = wireQuote({
      lines: [wireQuoteLine({ unit_gross_cents: 3100, gross_cents: 6200 })],
      total_cents: 7198,
    });
    shop([failure(409, conflict.message, conflict), ok(placed, 201)], [wireQuote(), repriced]);
    await renderForm();
    await fillGuest();
    await placeOrder();
    const notice = screen.getByTestId('checkout-conflict');
    expect(notice.textContent).toContain('Lemon Haze: price changed from €30.25 to €31.00');
    expect(notice.textContent).toContain('new total of €71.98');
    expect(callShop.mock.calls.filter(([path]) => path === 'cart')).toHaveLength(1);
    expect(screen.getByTestId('checkout-total').textContent).toBe('€71.98');
    await placeOrder();
    const [first, second] = orderCalls();
    expect(second?.[1].headers?.['idempotency-key']).not.toBe(first?.[1].headers?.['idempotency-key']);
    expect(second?.[1].json).toMatchObject({ expected: { total_cents: 7198 } });
  });

  it('asks again for the new destination, and the cart above follows it', async () => {
    shop([]);
    await renderForm();
    fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'AT' } });
    await act(async () => undefined);
    expect(callShop).toHaveBeenCalledWith('checkout/quote?country=AT&shipping_method=standard', expect.anything());
    expect(callShop).toHaveBeenCalledWith(
      'cart/shipping-country',
      expect.objectContaining({ method: 'PUT', json: { country: 'AT' } }),
    );
  });

  it('names a refused destination at once and keeps "Place order" off', async () => {
    shop([]);
    await renderForm();
    fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'US' } });
    expect(screen.getByTestId('checkout-refused').textContent).toContain('We do not deliver to United States');
    expect(screen.getByTestId('place-order')).toHaveProperty('disabled', true);
    expect(callShop.mock.calls.some(([path]) => path.includes('country=US'))).toBe(false);
  });

  it('before a country is chosen, shows the cart with German VAT and asks for no quote', async () => {
    shop([]);
    await act(async () => {
      renderInIntl(<CheckoutForm locale="en" initialCart={cartOf(wireCart())} customer={null} />);
    });
    expect(callShop.mock.calls.some(([path]) => path.startsWith('checkout/quote'))).toBe(false);
    expect(screen.getByTestId('checkout-summary').textContent).toContain('incl. German VAT');
    expect(screen.getByTestId('checkout-total').textContent).toBe('€60.00');
    expect(screen.getByTestId('place-order')).toHaveProperty('disabled', true);
  });

  it('lets a customer ship to a saved address, sends its id and opens the order in the account', async () => {
    const address = (id: string, overrides: Record<string, unknown>) => ({
      id,
      first_name: 'Cora',
      last_name: 'Cart',
      country: 'FR',
      state: null,
      city: 'Lyon',
      postal_code: '69001',
      street: 'Rue de la République',
      house_number: '3',
      no_house_number: false,
      tax_id: null,
      is_primary: false,
      is_delivery: false,
      created_at: '2026-01-05T10:00:00.000Z',
      updated_at: '2026-01-05T10:00:00.000Z',
      ...overrides,
    });
    const home = '0b5e6f2a-4a51-4a8e-9a0c-5e7f8d9c1b2a';
    const office = '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    shop([ok(placed, 201)]);
    const answer = callShop.getMockImplementation();
    callShop.mockImplementation(async (path, init) =>
      path === 'customer/addresses'
        ? ok({
            addresses: [address(home, { is_primary: true }), address(office, { city: 'Paris', is_delivery: true })],
          })
        : (answer?.(path, init) ?? failure(500, 'unexpected')),
    );
    await act(async () => {
      renderInIntl(
        <CheckoutForm
          locale="en"
          initialCart={cart}
          customer={{ email: 'cora@example.test', firstName: 'Cora', lastName: 'Cart' }}
        />,
      );
    });
    expect(screen.getByDisplayValue('cora@example.test')).toHaveProperty('readOnly', true);
    expect(screen.queryByLabelText(/^Street/)).toBeNull();
    const delivery = screen.getByRole('radio', { name: /Paris/ });
    expect(delivery).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: /Lyon/ }));
    fireEvent.click(screen.getByLabelText(/I am 18 or older/));
    fireEvent.click(screen.getByLabelText(/I accept the terms and conditions/));
    await placeOrder();
    const [call] = orderCalls();
    expect(call?.[1].json).toMatchObject({ shipping_address_id: home, payment_method: 'bank-transfer' });
    expect(call?.[1].json).not.toHaveProperty('email');
    expect(captchaToken).not.toHaveBeenCalled();
    expect(push).toHaveBeenCalledWith('/account/orders/SS-2026-000042?placed=1');
  });
});
