import {
  order as orderSchema,
  orderList as orderListSchema,
  type OrderListWire,
  type OrderStatus,
  type OrderSummaryWire,
  type OrderWire,
  type PaymentInstructionsWire,
  type PaymentMethodKey,
  type PricedOrderLineWire,
  type ShippingMethodKey,
} from '@seedshop/shop/contract';

/**
 * A placed order as the storefront shows it (camelCase; money in integer euro cents). Everything
 * comes from the order's frozen snapshot on the shop: nothing is priced or looked up here.
 */
export interface OrderLine {
  readonly variantId: string;
  readonly productName: string;
  readonly seedBankName: string;
  readonly packSize: number;
  readonly quantity: number;
  readonly gift: boolean;
  readonly unitGrossCents: number;
  readonly grossCents: number;
  readonly vatRatePercent: number;
  readonly discountName: string | null;
}

export interface OrderAddress {
  readonly firstName: string;
  readonly lastName: string;
  readonly country: string;
  readonly state: string | null;
  readonly city: string;
  readonly postalCode: string;
  readonly street: string;
  readonly houseNumber: string | null;
  readonly taxId: string | null;
  readonly phone: string | null;
}

export interface OrderShipping {
  readonly method: ShippingMethodKey;
  readonly country: string;
  readonly grossCents: number;
  readonly estimateDays: { readonly min: number; readonly max: number };
  readonly carrier: string | null;
  readonly trackingNumber: string | null;
  readonly trackingUrl: string | null;
}

export type PaymentInstructions =
  | {
      readonly method: 'bank-transfer';
      readonly accountHolder: string;
      readonly bankName: string;
      readonly iban: string;
      readonly bic: string;
      readonly reference: string;
      readonly amountCents: number;
    }
  | {
      readonly method: 'cash-by-mail';
      readonly addressLines: readonly string[];
      readonly reference: string;
      readonly amountCents: number;
    }
  | {
      readonly method: 'crypto';
      readonly currency: 'BTC';
      readonly address: string;
      readonly amountBtc: string;
      readonly rateEur: number;
      readonly uri: string;
      /** The QR code as a `data:` URL of the shop's SVG, for an `<img>`: an image runs no script. */
      readonly qrImageUrl: string;
      readonly amountCents: number;
    }
  | { readonly method: 'card'; readonly provider: string; readonly amountCents: number };

export interface VatShare {
  readonly ratePercent: number;
  readonly netCents: number;
  readonly vatCents: number;
  readonly grossCents: number;
}

export interface OrderEvent {
  readonly at: string;
  readonly status: OrderStatus;
  readonly note: string | null;
}

export interface Order {
  readonly number: string;
  readonly createdAt: string;
  readonly status: OrderStatus;
  readonly email: string;
  readonly lines: readonly OrderLine[];
  readonly shippingAddress: OrderAddress;
  readonly billingAddress: OrderAddress;
  readonly shipping: OrderShipping;
  readonly paymentMethod: PaymentMethodKey;
  readonly payment: PaymentInstructions | null;
  readonly payBy: string | null;
  readonly couponCode: string | null;
  readonly vat: readonly VatShare[];
  readonly netCents: number;
  readonly vatCents: number;
  readonly totalCents: number;
  readonly history: readonly OrderEvent[];
  /** The shop API route of the invoice PDF (relative to the API root), once the order is paid. */
  readonly invoicePath: string | null;
}

export interface OrderSummary {
  readonly number: string;
  readonly createdAt: string;
  readonly status: OrderStatus;
  readonly totalCents: number;
  readonly itemCount: number;
}

export interface OrderList {
  readonly orders: readonly OrderSummary[];
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
}

function lineFromWire(wire: PricedOrderLineWire): OrderLine {
  return {
    variantId: wire.variant_id,
    productName: wire.product_name,
    seedBankName: wire.seed_bank_name,
    packSize: wire.pack_size,
    quantity: wire.quantity,
    gift: wire.gift,
    unitGrossCents: wire.unit_gross_cents,
    grossCents: wire.gross_cents,
    vatRatePercent: wire.vat_rate_percent,
    discountName: wire.discount_name,
  };
}

function addressFromWire(wire: OrderWire['shipping_address']): OrderAddress {
  return {
    firstName: wire.first_name,
    lastName: wire.last_name,
    country: wire.country,
    state: wire.state,
    city: wire.city,
    postalCode: wire.postal_code,
    street: wire.street,
    houseNumber: wire.house_number,
    taxId: wire.tax_id,
    phone: wire.phone,
  };
}

/** The SVG as a `data:` URL (base64 of its UTF-8 bytes), in the browser and on the server alike. */
export function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

export function paymentFromWire(wire: PaymentInstructionsWire): PaymentInstructions {
  switch (wire.method) {
    case 'bank-transfer':
      return {
        method: wire.method,
        accountHolder: wire.account_holder,
        bankName: wire.bank_name,
        iban: wire.iban,
        bic: wire.bic,
        reference: wire.reference,
        amountCents: wire.amount_cents,
      };
    case 'cash-by-mail':
      return {
        method: wire.method,
        addressLines: wire.address_lines,
        reference: wire.reference,
        amountCents: wire.amount_cents,
      };
    case 'crypto':
      return {
        method: wire.method,
        currency: wire.currency,
        address: wire.address,
        amountBtc: wire.amount_btc,
        rateEur: wire.rate_eur,
        uri: wire.uri,
        qrImageUrl: svgDataUrl(wire.qr_svg),
        amountCents: wire.amount_cents,
      };
    case 'card':
      return { method: wire.method, provider: wire.provider, amountCents: wire.amount_cents };
  }
}

export function orderFromWire(wire: OrderWire): Order {
  return {
    number: wire.number,
    createdAt: wire.created_at,
    status: wire.status,
    email: wire.email,
    lines: wire.lines.map(lineFromWire),
    shippingAddress: addressFromWire(wire.shipping_address),
    billingAddress: addressFromWire(wire.billing_address),
    shipping: {
      method: wire.shipping.method,
      country: wire.shipping.country,
      grossCents: wire.shipping.gross_cents,
      estimateDays: { min: wire.shipping.estimate_days.min, max: wire.shipping.estimate_days.max },
      carrier: wire.shipping.carrier,
      trackingNumber: wire.shipping.tracking_number,
      trackingUrl: wire.shipping.tracking_url,
    },
    paymentMethod: wire.payment_method,
    payment: wire.payment === null ? null : paymentFromWire(wire.payment),
    payBy: wire.pay_by,
    couponCode: wire.coupon_code,
    vat: wire.vat.map((share) => ({
      ratePercent: share.rate_percent,
      netCents: share.net_cents,
      vatCents: share.vat_cents,
      grossCents: share.gross_cents,
    })),
    netCents: wire.net_cents,
    vatCents: wire.vat_cents,
    totalCents: wire.total_cents,
    history: wire.history.map((event) => ({ at: event.at, status: event.status, note: event.note })),
    invoicePath: wire.invoice_path,
  };
}

function summaryFromWire(wire: OrderSummaryWire): OrderSummary {
  return {
    number: wire.number,
    createdAt: wire.created_at,
    status: wire.status,
    totalCents: wire.total_cents,
    itemCount: wire.item_count,
  };
}

export function orderListFromWire(wire: OrderListWire): OrderList {
  return {
    orders: wire.orders.map(summaryFromWire),
    page: wire.page,
    pageCount: wire.page_count,
    total: wire.total,
  };
}

/** An order answer checked against the contract; null when it breaks it. */
export function readOrder(body: unknown): Order | null {
  const parsed = orderSchema.safeParse(body);
  return parsed.success ? orderFromWire(parsed.data) : null;
}

/** An order list answer checked against the contract; null when it breaks it. */
export function readOrderList(body: unknown): OrderList | null {
  const parsed = orderListSchema.safeParse(body);
  return parsed.success ? orderListFromWire(parsed.data) : null;
}
