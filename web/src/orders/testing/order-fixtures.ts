import type { OrderListWire, OrderWire, PricedOrderLineWire } from '@seedshop/shop/contract';

/** An order line on the wire (5 seeds of Lemon Haze, two packs, German VAT); override what a test needs. */
export function wireOrderLine(overrides: Partial<PricedOrderLineWire> = {}): PricedOrderLineWire {
  return {
    variant_id: 'v-lemon-haze-5',
    product_id: 'p-lemon-haze',
    product_name: 'Lemon Haze',
    seed_bank_name: 'Green House Seeds',
    pack_size: 5,
    quantity: 2,
    gift: false,
    original_unit_gross_cents: 3000,
    unit_net_cents: 2521,
    unit_gross_cents: 3000,
    vat_rate_percent: 19,
    net_cents: 5042,
    vat_cents: 958,
    gross_cents: 6000,
    discount_name: null,
    ...overrides,
  };
}

const address = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  country: 'DE',
  state: null,
  city: 'Berlin',
  postal_code: '10115',
  street: 'Invalidenstraße',
  house_number: '117',
  tax_id: null,
  phone: null,
};

/** The QR code SVG of the fixture's Bitcoin payment. */
export const fixtureQrSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#fff"/></svg>';

/** A placed order on the wire, awaiting a Bitcoin payment; override what a test needs. */
export function wireOrder(overrides: Partial<OrderWire> = {}): OrderWire {
  return {
    number: 'SS-2026-000123',
    created_at: '2026-03-14T10:30:00.000Z',
    status: 'awaiting-payment',
    email: 'ada@example.com',
    locale: 'en',
    lines: [wireOrderLine()],
    shipping_address: address,
    billing_address: { ...address, street: 'Unter den Linden', house_number: '1', tax_id: 'DE123456789' },
    shipping: {
      method: 'standard',
      country: 'DE',
      net_cents: 416,
      vat_cents: 79,
      gross_cents: 495,
      estimate_days: { min: 2, max: 4 },
      carrier: null,
      tracking_number: null,
      tracking_url: null,
    },
    payment_method: 'crypto',
    payment: {
      method: 'crypto',
      currency: 'BTC',
      address: 'bc1qexampleaddress0000000000000000000000',
      amount_btc: '0.00123456',
      rate_eur: 52_500,
      uri: 'bitcoin:bc1qexampleaddress0000000000000000000000?amount=0.00123456&label=SS-2026-000123',
      qr_svg: fixtureQrSvg,
      amount_cents: 6495,
    },
    pay_by: '2026-03-28T10:30:00.000Z',
    coupon_code: null,
    vat: [{ rate_percent: 19, net_cents: 5458, vat_cents: 1037, gross_cents: 6495 }],
    net_cents: 5458,
    vat_cents: 1037,
    total_cents: 6495,
    history: [{ at: '2026-03-14T10:30:00.000Z', status: 'awaiting-payment', actor: 'customer', note: null }],
    invoice_path: null,
    ...overrides,
  };
}

/** One page of a customer's order list on the wire. */
export function wireOrderList(overrides: Partial<OrderListWire> = {}): OrderListWire {
  return {
    orders: [
      {
        number: 'SS-2026-000123',
        created_at: '2026-03-14T10:30:00.000Z',
        status: 'shipped',
        total_cents: 6495,
        item_count: 2,
      },
      {
        number: 'SS-2026-000101',
        created_at: '2026-02-01T08:00:00.000Z',
        status: 'awaiting-payment',
        total_cents: 1999,
        item_count: 1,
      },
    ],
    page: 1,
    page_count: 1,
    total: 2,
    ...overrides,
  };
}
