import { z } from 'zod';
import { countryCode, postalAddressFields } from './address';
import {
  orderConflictCodes,
  orderLineChangeKeys,
  orderStatusKeys,
  paymentMethodKeys,
  shippingMethodKeys,
} from './order-keys';
import { captchaAnswer, emailAddress, optionalText, passwordInput, phone, text, timestamp } from './common';

/**
 * Checkout and orders on the wire. The checkout prices the shopper's cart (the same `X-Cart-Id` /
 * bearer identity as the cart) for a destination: net prices stay, the destination's VAT applies
 * (none outside the EU), shipping is taxed like the goods. Money is integer euro cents.
 */
export * from './order-keys';

/** An address as the checkout takes it: the account address form's fields, plus an optional phone. */
export const checkoutAddress = z.object({ ...postalAddressFields, phone: phone.optional() });

/** What the shopper saw on the review: the server prices again and answers 409 when it differs. */
export const expectedOrder = z.object({
  total_cents: z.number().int().min(0),
  lines: z
    .array(
      z.object({
        variant_id: z.string().trim().min(1).max(100),
        quantity: z.number().int().min(1),
        unit_price_cents: z.number().int().min(0),
      }),
    )
    .max(100),
});

export const placeOrderRequest = z.object({
  /** Guests only; a customer's order goes to the account's e-mail. */
  email: emailAddress.optional(),
  /** A guest who ticks "create an account": the password of the new account (it gets the confirmation mail). */
  create_account: z.object({ password: passwordInput }).optional(),
  /** A saved address of the customer, or a new one. Exactly one of the two. */
  shipping_address_id: z.uuid().optional(),
  shipping_address: checkoutAddress.optional(),
  /** A different billing address (a saved one or a new one); none: the shipping address. */
  billing_address_id: z.uuid().optional(),
  billing_address: checkoutAddress.optional(),
  shipping_method: z.enum(shippingMethodKeys),
  payment_method: z.enum(paymentMethodKeys),
  age_confirmed: z.literal(true),
  terms_accepted: z.literal(true),
  expected: expectedOrder,
  /** Guests pass the captcha. */
  captcha: captchaAnswer.optional(),
});

export const checkoutQuoteQuery = z.object({
  country: countryCode,
  shipping_method: z.enum(shippingMethodKeys).optional(),
});

const money = z.number().int();

export const vatSummary = z.array(
  z.object({ rate_percent: z.number(), net_cents: money, vat_cents: money, gross_cents: money }),
);

export const pricedOrderLine = z.object({
  variant_id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  seed_bank_name: z.string(),
  pack_size: z.number().int(),
  quantity: z.number().int(),
  /** A gift of a promotion: priced 0. */
  gift: z.boolean(),
  /** Catalogue price of one pack for this destination, before discounts. */
  original_unit_gross_cents: money,
  unit_net_cents: money,
  unit_gross_cents: money,
  vat_rate_percent: z.number(),
  net_cents: money,
  vat_cents: money,
  gross_cents: money,
  discount_name: z.string().nullable(),
});

export const shippingOption = z.object({
  method: z.enum(shippingMethodKeys),
  gross_cents: money,
  free_from_cents: money.nullable(),
  remaining_to_free_cents: money.nullable(),
  estimate_days: z.object({ min: z.number().int(), max: z.number().int() }),
});

export const paymentOption = z.object({ method: z.enum(paymentMethodKeys) });

/** The review: the cart priced for a destination and a shipping method. */
export const checkoutQuote = z.object({
  country: z.string(),
  /** False for a refused or unknown destination: `message` says why and nothing else is priced. */
  deliverable: z.boolean(),
  message: z.string().nullable(),
  vat_rate_percent: z.number(),
  lines: z.array(pricedOrderLine),
  shipping_options: z.array(shippingOption),
  shipping_method: z.enum(shippingMethodKeys),
  shipping: z.object({ net_cents: money, vat_cents: money, gross_cents: money }),
  payment_options: z.array(paymentOption),
  vat: vatSummary,
  net_cents: money,
  vat_cents: money,
  total_cents: money,
  /** Lines that changed since they were added (price, stock): shown before the order is placed. */
  notices: z.array(z.object({ code: z.string(), message: z.string() })),
});

/** How to pay an unpaid order. */
export const paymentInstructions = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('bank-transfer'),
    account_holder: z.string(),
    bank_name: z.string(),
    iban: z.string(),
    bic: z.string(),
    /** The order number: the transfer's reference. */
    reference: z.string(),
    amount_cents: money,
  }),
  z.object({
    method: z.literal('cash-by-mail'),
    /** The postal address lines to send the insured letter to. */
    address_lines: z.array(z.string()),
    reference: z.string(),
    amount_cents: money,
  }),
  z.object({
    method: z.literal('crypto'),
    currency: z.literal('BTC'),
    address: z.string(),
    /** Decimal string with 8 places, e.g. `0.00123456`. */
    amount_btc: z.string(),
    /** EUR per BTC the amount was computed at. */
    rate_eur: z.number(),
    /** BIP 21 URI the QR code encodes. */
    uri: z.string(),
    /** The QR code as a self-contained SVG document (generated on the server, no outside service). */
    qr_svg: z.string(),
    amount_cents: money,
  }),
  z.object({ method: z.literal('card'), provider: z.string(), amount_cents: money }),
]);

export const orderAddress = z.object({
  first_name: z.string(),
  last_name: z.string(),
  country: z.string(),
  state: z.string().nullable(),
  city: z.string(),
  postal_code: z.string(),
  street: z.string(),
  house_number: z.string().nullable(),
  tax_id: z.string().nullable(),
  phone: z.string().nullable(),
});

export const orderEvent = z.object({
  at: timestamp,
  status: z.enum(orderStatusKeys),
  /** `customer`, `system` or `staff`. */
  actor: z.string(),
  note: z.string().nullable(),
});

export const orderSummary = z.object({
  number: z.string(),
  created_at: timestamp,
  status: z.enum(orderStatusKeys),
  total_cents: money,
  item_count: z.number().int(),
});

export const order = z.object({
  number: z.string(),
  created_at: timestamp,
  status: z.enum(orderStatusKeys),
  email: z.string(),
  locale: z.string(),
  lines: z.array(pricedOrderLine),
  shipping_address: orderAddress,
  billing_address: orderAddress,
  shipping: z.object({
    method: z.enum(shippingMethodKeys),
    country: z.string(),
    net_cents: money,
    vat_cents: money,
    gross_cents: money,
    estimate_days: z.object({ min: z.number().int(), max: z.number().int() }),
    carrier: z.string().nullable(),
    tracking_number: z.string().nullable(),
    tracking_url: z.string().nullable(),
  }),
  payment_method: z.enum(paymentMethodKeys),
  /** Present while the order awaits payment. */
  payment: paymentInstructions.nullable(),
  /** The day an unpaid order cancels itself. */
  pay_by: timestamp.nullable(),
  coupon_code: z.string().nullable(),
  vat: vatSummary,
  net_cents: money,
  vat_cents: money,
  total_cents: money,
  history: z.array(orderEvent),
  /** Shop API path of the invoice PDF once paid (relative to the API root), else null. */
  invoice_path: z.string().nullable(),
});

/** The answer of `POST /checkout/orders` (201 when placed, 200 when the idempotency key named an order placed before). */
export const placedOrder = z.object({
  order,
  /**
   * Signs the guest's link to the order (`GET /orders/{number}?access=…`, also in the confirmation
   * mail); a customer's order is also found under `/account/orders`.
   */
  access_token: z.string(),
});

export const orderList = z.object({
  orders: z.array(orderSummary),
  page: z.number().int(),
  page_count: z.number().int(),
  total: z.number().int(),
});

/** A 409 of `POST /checkout/orders`: the order was not placed because something changed since the review. */
export const orderConflict = z.object({
  message: z.string(),
  code: z.enum(orderConflictCodes),
  /** The cart's lines that changed, as they are now. */
  changes: z.array(
    z.object({
      variant_id: z.string(),
      product_name: z.string(),
      change: z.enum(orderLineChangeKeys),
      quantity: z.number().int(),
      unit_price_cents: money,
    }),
  ),
  /** The new review total. */
  total_cents: money,
});

export const staffOrderAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('mark-paid'), note: optionalText(500).optional() }),
  z.object({
    action: z.literal('ship'),
    carrier: text(60),
    tracking_number: text(60),
    note: optionalText(500).optional(),
  }),
  z.object({ action: z.literal('mark-delivered'), note: optionalText(500).optional() }),
  z.object({ action: z.literal('cancel'), note: optionalText(500).optional() }),
  z.object({ action: z.literal('refund-note'), note: text(500) }),
]);

export type CheckoutAddress = z.infer<typeof checkoutAddress>;
export type PlaceOrderRequest = z.infer<typeof placeOrderRequest>;
export type CheckoutQuoteWire = z.infer<typeof checkoutQuote>;
export type PricedOrderLineWire = z.infer<typeof pricedOrderLine>;
export type OrderWire = z.infer<typeof order>;
export type OrderSummaryWire = z.infer<typeof orderSummary>;
export type PlacedOrderWire = z.infer<typeof placedOrder>;
export type OrderListWire = z.infer<typeof orderList>;
export type OrderConflictWire = z.infer<typeof orderConflict>;
export type PaymentInstructionsWire = z.infer<typeof paymentInstructions>;
export type StaffOrderAction = z.infer<typeof staffOrderAction>;
export type OrderStatus = (typeof orderStatusKeys)[number];
export type ShippingMethodKey = (typeof shippingMethodKeys)[number];
export type PaymentMethodKey = (typeof paymentMethodKeys)[number];
