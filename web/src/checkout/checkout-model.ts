import type {
  CheckoutQuoteWire,
  OrderConflictWire,
  PaymentMethodKey,
  PlacedOrderWire,
  PricedOrderLineWire,
  ShippingMethodKey,
} from '@seedshop/shop/contract';
import {
  orderConflictCodes,
  orderLineChangeKeys,
  paymentMethodKeys,
  shippingMethodKeys,
} from '@seedshop/shop/order-keys';
import { array, boolean, integer, nullable, number, object, oneOf, readWire, string } from '@/shop-client/wire-reader';

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

/** The contract's checkout quote, read without Zod (see wire-reader.ts). */
export const quoteReader = object<CheckoutQuoteWire>({
  country: string,
  deliverable: boolean,
  message: nullable(string),
  vat_rate_percent: number,
  lines: array(
    object<PricedOrderLineWire>({
      variant_id: string,
      product_id: string,
      product_name: string,
      seed_bank_name: string,
      pack_size: integer,
      quantity: integer,
      gift: boolean,
      original_unit_gross_cents: integer,
      unit_net_cents: integer,
      unit_gross_cents: integer,
      vat_rate_percent: number,
      net_cents: integer,
      vat_cents: integer,
      gross_cents: integer,
      discount_name: nullable(string),
    }),
  ),
  shipping_options: array(
    object({
      method: oneOf(shippingMethodKeys),
      gross_cents: integer,
      free_from_cents: nullable(integer),
      remaining_to_free_cents: nullable(integer),
      estimate_days: object({ min: integer, max: integer }),
    }),
  ),
  shipping_method: oneOf(shippingMethodKeys),
  shipping: object({ net_cents: integer, vat_cents: integer, gross_cents: integer }),
  payment_options: array(object({ method: oneOf(paymentMethodKeys) })),
  vat: array(object({ rate_percent: number, net_cents: integer, vat_cents: integer, gross_cents: integer })),
  net_cents: integer,
  vat_cents: integer,
  total_cents: integer,
  notices: array(object({ code: string, message: string })),
});

export function readQuote(body: unknown): Quote | null {
  return readWire(quoteReader, body, quoteFromWire);
}

/** A placed order as the checkout needs it: where to go next. */
export interface PlacedOrder {
  readonly number: string;
  /** Signs the guest's link to the order page. */
  readonly accessToken: string;
}

/** The part of the placed-order answer the checkout uses; the order page reads and checks the whole order. */
export interface PlacedOrderReceipt {
  readonly order: Pick<PlacedOrderWire['order'], 'number'>;
  readonly access_token: PlacedOrderWire['access_token'];
}

export const placedOrderReader = object<PlacedOrderReceipt>({
  order: object({ number: string }),
  access_token: string,
});

export function placedOrderFromWire(wire: PlacedOrderReceipt): PlacedOrder {
  return { number: wire.order.number, accessToken: wire.access_token };
}

/** The placed order's number and link token, or null: an order placed with a malformed order body still counts. */
export function readPlacedOrder(body: unknown): PlacedOrder | null {
  return readWire(placedOrderReader, body, placedOrderFromWire);
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

export const conflictReader = object<OrderConflictWire>({
  message: string,
  code: oneOf(orderConflictCodes),
  changes: array(
    object({
      variant_id: string,
      product_name: string,
      change: oneOf(orderLineChangeKeys),
      quantity: integer,
      unit_price_cents: integer,
    }),
  ),
  total_cents: integer,
});

export function readConflict(body: unknown): OrderConflict | null {
  return readWire(conflictReader, body, conflictFromWire);
}
