import type { CartLineWire, CartWire } from '@seedshop/shop/contract';

/** A cart line on the wire, as the shop's price engine answers it; override what a test needs. */
export function wireLine(overrides: Partial<CartLineWire> = {}): CartLineWire {
  return {
    id: '8f14e45f-ceea-4e7a-9b6e-3c6b6d1d2a01',
    variant_id: 'v-lemon-haze-5',
    product_id: 'p-lemon-haze',
    product_name: 'Lemon Haze',
    seed_bank: { slug: 'green-house', name: 'Green House Seeds' },
    path: {
      catalog: { en: 'cannabis-seeds', de: 'cannabis-samen', fr: 'graines-de-cannabis', es: 'semillas-de-cannabis' },
      category: {
        en: 'feminized-seeds',
        de: 'feminisierte-samen',
        fr: 'graines-feminisees',
        es: 'semillas-feminizadas',
      },
      product: { en: 'lemon-haze', de: 'lemon-haze', fr: 'lemon-haze', es: 'lemon-haze' },
    },
    image: { url: '/api/shop/catalogue/images/products/lemon-haze/1.svg', alt: 'Lemon Haze', width: 600, height: 600 },
    pack_size: 5,
    quantity: 2,
    max_quantity: 20,
    in_stock: true,
    original_unit_price_cents: 3000,
    unit_price_cents: 3000,
    line_total_cents: 6000,
    saving_cents: 0,
    discount: null,
    changes: [],
    ...overrides,
  };
}

/** A whole cart on the wire; totals are the caller's to keep consistent. */
export function wireCart(overrides: Partial<CartWire> = {}): CartWire {
  return {
    id: '1b4e28ba-2fa1-4d2b-883f-0016d3cca427',
    currency: 'EUR',
    lines: [wireLine()],
    gifts: [],
    coupon: null,
    discounts: [],
    item_count: 2,
    subtotal_cents: 6000,
    saving_cents: 0,
    goods_total_cents: 6000,
    vat_cents: 958,
    vat_rate_percent: 19,
    shipping_country: null,
    shipping: null,
    total_cents: 6000,
    notices: [],
    limits: { max_quantity_per_line: 20, max_lines: 30 },
    ...overrides,
  };
}
