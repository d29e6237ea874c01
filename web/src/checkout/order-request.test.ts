// @vitest-environment happy-dom
import { placeOrderRequest } from '@seedshop/shop/contract';
import { describe, expect, it } from 'vitest';
import type { ShopResult } from '@/shop-client/browser-api';
import { placeOutcome } from './checkout-api';
import { orderRequestBody } from './order-request';
import { wireConflict } from './testing/quote-fixtures';

const review = { totalCents: 7048, lines: [{ variantId: 'v-1', quantity: 2, unitPriceCents: 3025 }] };

function formData(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

const guestAddress = {
  'shippingAddress.firstName': ' Camille ',
  'shippingAddress.lastName': 'Martin',
  'shippingAddress.country': 'FR',
  'shippingAddress.street': 'Rue de la Paix',
  'shippingAddress.houseNumber': '12',
  'shippingAddress.postalCode': '75002',
  'shippingAddress.city': 'Paris',
  'shippingAddress.state': '',
  'shippingAddress.taxId': '',
  'shippingAddress.phone': '',
};

describe('orderRequestBody', () => {
  it('writes a guest order with a new address, the account to create and the review it confirms', () => {
    const body = orderRequestBody(
      formData({
        email: ' camille@example.test ',
        createAccount: 'on',
        'createAccount.password': 'Gr0wing-Tomatoes-42!',
        ...guestAddress,
        shippingMethod: 'tracked',
        paymentMethod: 'bank-transfer',
        ageConfirmed: 'on',
        termsAccepted: 'on',
      }),
      { customer: false, review, captcha: 'solved' },
    );
    expect(body).toEqual({
      email: 'camille@example.test',
      create_account: { password: 'Gr0wing-Tomatoes-42!' },
      shipping_address: {
        first_name: 'Camille',
        last_name: 'Martin',
        country: 'FR',
        state: null,
        city: 'Paris',
        postal_code: '75002',
        street: 'Rue de la Paix',
        house_number: '12',
        no_house_number: false,
        tax_id: null,
      },
      shipping_method: 'tracked',
      payment_method: 'bank-transfer',
      age_confirmed: true,
      terms_accepted: true,
      expected: { total_cents: 7048, lines: [{ variant_id: 'v-1', quantity: 2, unit_price_cents: 3025 }] },
      captcha: 'solved',
    });
    expect(placeOrderRequest.safeParse(body).success).toBe(true);
  });

  it('names a customer’s saved addresses by id and sends no e-mail', () => {
    const body = orderRequestBody(
      formData({
        email: 'ignored@example.test',
        shippingAddressId: '0b5e6f2a-4a51-4a8e-9a0c-5e7f8d9c1b2a',
        billingDiffers: 'on',
        billingAddressId: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
        shippingMethod: 'standard',
        paymentMethod: 'crypto',
        ageConfirmed: 'on',
        termsAccepted: 'on',
      }),
      { customer: true, review },
    );
    expect(body).toMatchObject({
      shipping_address_id: '0b5e6f2a-4a51-4a8e-9a0c-5e7f8d9c1b2a',
      billing_address_id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    });
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('shipping_address');
    expect(placeOrderRequest.safeParse(body).success).toBe(true);
  });

  it('sends nothing without both confirmations or a method', () => {
    const base = { ...guestAddress, email: 'a@b.test', shippingMethod: 'standard', paymentMethod: 'bank-transfer' };
    expect(orderRequestBody(formData({ ...base, termsAccepted: 'on' }), { customer: false, review })).toBeNull();
    expect(orderRequestBody(formData({ ...base, ageConfirmed: 'on' }), { customer: false, review })).toBeNull();
    expect(
      orderRequestBody(formData({ ...base, paymentMethod: 'gold', ageConfirmed: 'on', termsAccepted: 'on' }), {
        customer: false,
        review,
      }),
    ).toBeNull();
  });
});

const failure = (status: number, message: string, data?: unknown, fieldErrors = {}): ShopResult => ({
  ok: false,
  status,
  message,
  fieldErrors,
  retryAfterSeconds: null,
  data,
});

describe('placeOutcome', () => {
  const messages = { unexpected: 'Unexpected.' };

  it('reads a 409 of changed lines, and refuses a reused key without asking to retry', () => {
    const conflict = wireConflict();
    expect(placeOutcome(failure(409, 'Something changed.', conflict), messages)).toMatchObject({
      kind: 'changed',
      conflict: { code: 'changed', totalCents: 7200, changes: [{ variantId: 'v-1', unitPriceCents: 3100 }] },
    });
    const reused = { ...conflict, code: 'idempotency-key-reused', changes: [] };
    expect(placeOutcome(failure(409, 'Key used.', reused), messages)).toEqual({
      kind: 'failed',
      message: 'Key used.',
      retryable: false,
    });
  });

  it('keeps the 422 field errors, and calls a lost answer retryable but not a 429', () => {
    const errors = { 'shippingAddress.postalCode': ['Not a French postal code.'] };
    expect(placeOutcome(failure(422, 'Check the fields.', undefined, errors), messages)).toEqual({
      kind: 'invalid',
      message: 'Check the fields.',
      fieldErrors: errors,
    });
    expect(placeOutcome(failure(0, 'No connection.'), messages)).toMatchObject({ kind: 'failed', retryable: true });
    expect(placeOutcome(failure(429, 'Too many orders.'), messages)).toMatchObject({
      kind: 'failed',
      message: 'Too many orders.',
      retryable: false,
    });
  });

  it('takes an answer that breaks the contract for a failure, not an order', () => {
    expect(placeOutcome({ ok: true, status: 201, data: { order: {} } }, messages)).toMatchObject({ kind: 'failed' });
  });
});
