import type { CheckoutQuoteWire, OrderConflictWire, PricedOrderLineWire } from '@seedshop/shop/contract';

/** A review line on the wire (France, 20 % VAT): override what a test needs. */
export function wireQuoteLine(overrides: Partial<PricedOrderLineWire> = {}): PricedOrderLineWire {
  return {
    variant_id: 'v-lemon-haze-5',
    product_id: 'p-lemon-haze',
    product_name: 'Lemon Haze',
    seed_bank_name: 'Green House Seeds',
    pack_size: 5,
    quantity: 2,
    gift: false,
    original_unit_gross_cents: 3025,
    unit_net_cents: 2521,
    unit_gross_cents: 3025,
    vat_rate_percent: 20,
    net_cents: 5042,
    vat_cents: 1008,
    gross_cents: 6050,
    discount_name: null,
    ...overrides,
  };
}

/** A quote for France with standard shipping; the totals are the caller's to keep consistent. */
export function wireQuote(overrides: Partial<CheckoutQuoteWire> = {}): CheckoutQuoteWire {
  return {
    country: 'FR',
    deliverable: true,
    message: null,
    vat_rate_percent: 20,
    lines: [wireQuoteLine()],
    shipping_options: [
      {
        method: 'standard',
        gross_cents: 998,
        free_from_cents: 8000,
        remaining_to_free_cents: 1950,
        estimate_days: { min: 4, max: 8 },
      },
      {
        method: 'tracked',
        gross_cents: 1603,
        free_from_cents: 15000,
        remaining_to_free_cents: 8950,
        estimate_days: { min: 3, max: 6 },
      },
    ],
    shipping_method: 'standard',
    shipping: { net_cents: 832, vat_cents: 166, gross_cents: 998 },
    payment_options: [{ method: 'bank-transfer' }, { method: 'cash-by-mail' }, { method: 'crypto' }],
    vat: [{ rate_percent: 20, net_cents: 5874, vat_cents: 1174, gross_cents: 7048 }],
    net_cents: 5874,
    vat_cents: 1174,
    total_cents: 7048,
    notices: [],
    ...overrides,
  };
}

/** A 409 of `POST /checkout/orders`: one line's price changed since the review. */
export function wireConflict(overrides: Partial<OrderConflictWire> = {}): OrderConflictWire {
  return {
    message: 'Something changed.',
    code: 'changed',
    changes: [
      { variant_id: 'v-1', product_name: 'Lemon Haze', change: 'price-changed', quantity: 2, unit_price_cents: 3100 },
    ],
    total_cents: 7200,
    ...overrides,
  };
}
