import {
  checkoutQuote,
  orderConflict,
  placedOrder,
  type CheckoutQuoteWire,
  type OrderConflictWire,
  type PaymentMethodKey,
  type PlacedOrderWire,
  type PricedOrderLineWire,
  type ShippingMethodKey,
} from '@seedshop/shop/contract';

/** One line of the review, priced for the destination; money in integer euro cents. */
export interface QuoteLine {
  readonly variantId: string;
  readonly productName: string;
  readonly seedBankName: string;
  readonly packSize: number;
  readonly quantity: number;
  readonly gift: boolean;
  readonly originalUnitGrossCents: number;
  readonly unitGrossCents: number;
  readonly vatRatePercent: number;
  readonly grossCents: number;
  readonly discountName: string | null;
}

export interface ShippingOptionView {
  readonly method: ShippingMethodKey;
  readonly grossCents: number;
  readonly freeFromCents: number | null;
  readonly remainingToFreeCents: number | null;
  readonly estimateDays: { readonly min: number; readonly max: number };
}

/** The cart priced by the shop for one destination and shipping method: the review. */
export interface Quote {
  readonly country: string;
  readonly deliverable: boolean;
  readonly message: string | null;
  readonly vatRatePercent: number;
  readonly lines: readonly QuoteLine[];
  readonly shippingOptions: readonly ShippingOptionView[];
  readonly shippingMethod: ShippingMethodKey;
  readonly shippingGrossCents: number;
  readonly paymentMethods: readonly PaymentMethodKey[];
  readonly vat: readonly { readonly ratePercent: number; readonly vatCents: number }[];
  readonly vatCents: number;
  readonly totalCents: number;
  readonly notices: readonly { readonly code: string; readonly message: string }[];
}

function lineFromWire(wire: PricedOrderLineWire): QuoteLine {
  return {
    variantId: wire.variant_id,
    productName: wire.product_name,
    seedBankName: wire.seed_bank_name,
    packSize: wire.pack_size,
    quantity: wire.quantity,
    gift: wire.gift,
    originalUnitGrossCents: wire.original_unit_gross_cents,
    unitGrossCents: wire.unit_gross_cents,
    vatRatePercent: wire.vat_rate_percent,
    grossCents: wire.gross_cents,
    discountName: wire.discount_name,
  };
}

/** The wire mapper of the checkout quote, field by field. */
export function quoteFromWire(wire: CheckoutQuoteWire): Quote {
  return {
    country: wire.country,
    deliverable: wire.deliverable,
    message: wire.message,
    vatRatePercent: wire.vat_rate_percent,
    lines: wire.lines.map(lineFromWire),
    shippingOptions: wire.shipping_options.map((option) => ({
      method: option.method,
      grossCents: option.gross_cents,
      freeFromCents: option.free_from_cents,
      remainingToFreeCents: option.remaining_to_free_cents,
      estimateDays: { min: option.estimate_days.min, max: option.estimate_days.max },
    })),
    shippingMethod: wire.shipping_method,
    shippingGrossCents: wire.shipping.gross_cents,
    paymentMethods: wire.payment_options.map((option) => option.method),
    vat: wire.vat.map((entry) => ({ ratePercent: entry.rate_percent, vatCents: entry.vat_cents })),
    vatCents: wire.vat_cents,
    totalCents: wire.total_cents,
    notices: wire.notices.map((notice) => ({ code: notice.code, message: notice.message })),
  };
}

export function readQuote(body: unknown): Quote | null {
  const parsed = checkoutQuote.safeParse(body);
  return parsed.success ? quoteFromWire(parsed.data) : null;
}

/** A placed order as the checkout needs it: where to go next. */
export interface PlacedOrder {
  readonly number: string;
  /** Signs the guest's link to the order page. */
  readonly accessToken: string;
}

export function placedOrderFromWire(wire: PlacedOrderWire): PlacedOrder {
  return { number: wire.order.number, accessToken: wire.access_token };
}

export function readPlacedOrder(body: unknown): PlacedOrder | null {
  const parsed = placedOrder.safeParse(body);
  return parsed.success ? placedOrderFromWire(parsed.data) : null;
}

export type ConflictCode = OrderConflictWire['code'];
export type ConflictChangeKind = OrderConflictWire['changes'][number]['change'];

/** Why an order was not placed: what changed since the review. */
export interface OrderConflict {
  readonly message: string;
  readonly code: ConflictCode;
  readonly changes: readonly {
    readonly variantId: string;
    readonly productName: string;
    readonly change: ConflictChangeKind;
    readonly quantity: number;
    readonly unitPriceCents: number;
  }[];
  readonly totalCents: number;
}

export function conflictFromWire(wire: OrderConflictWire): OrderConflict {
  return {
    message: wire.message,
    code: wire.code,
    changes: wire.changes.map((change) => ({
      variantId: change.variant_id,
      productName: change.product_name,
      change: change.change,
      quantity: change.quantity,
      unitPriceCents: change.unit_price_cents,
    })),
    totalCents: wire.total_cents,
  };
}

export function readConflict(body: unknown): OrderConflict | null {
  const parsed = orderConflict.safeParse(body);
  return parsed.success ? conflictFromWire(parsed.data) : null;
}
