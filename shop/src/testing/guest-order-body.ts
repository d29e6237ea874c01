import type { CheckoutQuoteWire } from '../contract/checkout';
import { CAPTCHA_OK } from './fake-captcha';

/** A guest order's request body, built from the checkout quote the shopper reviewed. */

/** What the storefront sends back from a review: its non-gift lines and its total. */
export function expectedOf(review: CheckoutQuoteWire) {
  return {
    total_cents: review.total_cents,
    lines: review.lines
      .filter((line) => !line.gift)
      .map((line) => ({
        variant_id: line.variant_id,
        quantity: line.quantity,
        unit_price_cents: line.unit_gross_cents,
      })),
  };
}

export const shippingAddress = {
  first_name: 'Marie',
  last_name: 'Curie',
  country: 'FR',
  city: 'Paris',
  postal_code: '75005',
  street: 'Rue Pierre et Marie Curie',
  house_number: '11',
};

export function orderBody(review: CheckoutQuoteWire, extra: Record<string, unknown> = {}) {
  return {
    email: 'guest@example.com',
    shipping_address: shippingAddress,
    shipping_method: review.shipping_method,
    payment_method: 'bank-transfer',
    age_confirmed: true,
    terms_accepted: true,
    expected: expectedOf(review),
    captcha: CAPTCHA_OK,
    ...extra,
  };
}
