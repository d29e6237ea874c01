/**
 * The one mapper from the order tables to the contract's `order` (and `orderSummary`). Everything
 * shown comes from the frozen snapshot of the order, never from today's catalogue or settings.
 */
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  orderAddress,
  paymentMethodKeys,
  shippingMethodKeys,
  vatSummary,
  type OrderStatus,
  type OrderSummaryWire,
  type OrderWire,
  type PricedOrderLineWire,
} from '../contract/checkout';
import type { Executor } from '../db/database';
import { orderEvents, orderLines, orders, type OrderLineRow, type OrderRow } from '../db/schema';
import { trackingUrl } from './carriers';
import { orderAccessToken } from './order-access';
import { paymentInstructions, storedPaymentDetails } from './payment-details';

const shippingMethod = z.enum(shippingMethodKeys);
const paymentMethod = z.enum(paymentMethodKeys);

/** Statuses of an order that has been paid: it has an invoice. */
export const paidStatuses: ReadonlySet<OrderStatus> = new Set(['paid', 'shipped', 'delivered']);

export function hasInvoice(order: Pick<OrderRow, 'status'>): boolean {
  return paidStatuses.has(order.status);
}

/**
 * Where the invoice is fetched: a customer's order under the account (bearer token), a guest's
 * through the signed link (the access token in the query), since a guest has no other proof.
 */
export type InvoiceVia = 'account' | 'guest-link';

export interface OrderViewOptions {
  /** The order-link secret (`orderLinkSecret(config)`), for a guest's invoice path. */
  readonly linkSecret: string;
  /** Default: `account` for an order with a customer, `guest-link` otherwise. */
  readonly invoiceVia?: InvoiceVia;
}

/** The shop API path of an order's invoice PDF, relative to the API root. */
export function invoicePath(order: Pick<OrderRow, 'id' | 'number'>, via: InvoiceVia, linkSecret: string): string {
  const number = encodeURIComponent(order.number);
  return via === 'account'
    ? `account/orders/${number}/invoice.pdf`
    : `orders/${number}/invoice.pdf?access=${orderAccessToken(linkSecret, order)}`;
}

export function toOrderLineWire(line: OrderLineRow): PricedOrderLineWire {
  return {
    variant_id: line.variantId,
    product_id: line.productId,
    product_name: line.productName,
    seed_bank_name: line.seedBankName,
    pack_size: line.packSize,
    quantity: line.quantity,
    gift: line.gift,
    original_unit_gross_cents: line.originalUnitGrossCents,
    unit_net_cents: line.unitNetCents,
    unit_gross_cents: line.unitGrossCents,
    vat_rate_percent: line.vatRatePercent,
    net_cents: line.netCents,
    vat_cents: line.vatCents,
    gross_cents: line.grossCents,
    discount_name: line.discountName,
  };
}

/** An order's stored address, shaped like the contract (keys the snapshot lacks are null). */
export function addressWire(stored: unknown): OrderWire['shipping_address'] {
  const value = typeof stored === 'object' && stored !== null ? stored : {};
  return orderAddress.parse({
    state: null,
    house_number: null,
    tax_id: null,
    phone: null,
    ...value,
  });
}

export interface OrderRecord {
  readonly order: OrderRow;
  readonly lines: readonly OrderLineRow[];
  readonly events: readonly { at: Date; status: OrderStatus; actor: string; note: string | null }[];
}

/** An order with its lines (in their order) and its history (oldest first), or null. */
export async function loadOrderRecord(db: Executor, orderId: string): Promise<OrderRecord | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (order === undefined) return null;
  const [lines, events] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position)),
    db
      .select({ at: orderEvents.at, status: orderEvents.status, actor: orderEvents.actor, note: orderEvents.note })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.seq)),
  ]);
  return { order, lines, events };
}

export function toOrderWire(record: OrderRecord, options: OrderViewOptions): OrderWire {
  const { order, lines, events } = record;
  const awaitingPayment = order.status === 'awaiting-payment';
  const via = options.invoiceVia ?? (order.customerId === null ? 'guest-link' : 'account');
  return {
    number: order.number,
    created_at: order.createdAt.toISOString(),
    status: order.status,
    email: order.email,
    locale: order.locale,
    lines: lines.map(toOrderLineWire),
    shipping_address: addressWire(order.shippingAddress),
    billing_address: addressWire(order.billingAddress),
    shipping: {
      method: shippingMethod.parse(order.shippingMethod),
      country: order.shippingCountry,
      net_cents: order.shippingNetCents,
      vat_cents: order.shippingVatCents,
      gross_cents: order.shippingGrossCents,
      estimate_days: { min: order.estimateMinDays, max: order.estimateMaxDays },
      carrier: order.carrier,
      tracking_number: order.trackingNumber,
      tracking_url: trackingUrl(order.carrier, order.trackingNumber),
    },
    payment_method: paymentMethod.parse(order.paymentMethod),
    payment: awaitingPayment ? paymentInstructions(storedPaymentDetails.parse(order.paymentDetails), order) : null,
    pay_by: awaitingPayment ? order.payBy.toISOString() : null,
    coupon_code: order.couponCode,
    vat: vatSummary.parse(order.vatSummary),
    net_cents: order.netCents,
    vat_cents: order.vatCents,
    total_cents: order.totalCents,
    history: events.map((event) => ({
      at: event.at.toISOString(),
      status: event.status,
      actor: event.actor,
      note: event.note,
    })),
    invoice_path: hasInvoice(order) ? invoicePath(order, via, options.linkSecret) : null,
  };
}

/**
 * The contract's `order` for an order id (inside the caller's transaction when given one).
 * Throws when the order does not exist: callers look orders up by number first.
 */
export async function loadOrderWire(db: Executor, orderId: string, options: OrderViewOptions): Promise<OrderWire> {
  const record = await loadOrderRecord(db, orderId);
  if (record === null) throw new Error(`order ${orderId} not found`);
  return toOrderWire(record, options);
}

export function toOrderSummary(
  order: Pick<OrderRow, 'number' | 'createdAt' | 'status' | 'totalCents'>,
  itemCount: number,
): OrderSummaryWire {
  return {
    number: order.number,
    created_at: order.createdAt.toISOString(),
    status: order.status,
    total_cents: order.totalCents,
    item_count: itemCount,
  };
}
