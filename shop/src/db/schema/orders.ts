import { locales } from '@seedshop/locales';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';

/** Feeds the readable order number `SS-<year>-<6 digits>` and the crypto address index. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1, increment: 1 });

export const orderStatuses = ['awaiting-payment', 'paid', 'shipped', 'delivered', 'cancelled'] as const;

/**
 * A placed order: a snapshot of everything the shopper agreed to (lines, addresses, shipping,
 * payment, VAT per rate, the rules applied), so later catalogue or rule changes never alter it.
 * Money is integer euro cents. `idempotency_key` is unique: the same key answers the same order.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The sequence value behind `number` (also the crypto address derivation index). */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    number: text('number').notNull(),
    /** Null for a guest order until an account with the same confirmed e-mail claims it. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    locale: text('locale', { enum: locales }).notNull(),
    status: text('status', { enum: orderStatuses }).notNull(),
    /** `orderAddress` wire objects (snake_case keys), frozen at placing. */
    shippingAddress: jsonb('shipping_address').notNull(),
    billingAddress: jsonb('billing_address').notNull(),
    shippingCountry: text('shipping_country').notNull(),
    shippingMethod: text('shipping_method').notNull(),
    shippingNetCents: integer('shipping_net_cents').notNull(),
    shippingVatCents: integer('shipping_vat_cents').notNull(),
    shippingGrossCents: integer('shipping_gross_cents').notNull(),
    estimateMinDays: smallint('estimate_min_days').notNull(),
    estimateMaxDays: smallint('estimate_max_days').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** Method-specific frozen details (crypto: address, amount in satoshi, rate). */
    paymentDetails: jsonb('payment_details').notNull(),
    /** Destination VAT rate of goods and shipping (0 outside the EU). */
    vatRatePercent: numeric('vat_rate_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** `[{rate_percent, net_cents, vat_cents, gross_cents}]`. */
    vatSummary: jsonb('vat_summary').notNull(),
    couponCode: text('coupon_code'),
    /** The pricing rules applied: `[{id, name, coupon, saving_cents}]`. */
    appliedRules: jsonb('applied_rules').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of who placed it and what was asked: the same key with another request is refused. */
    requestFingerprint: text('request_fingerprint').notNull(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    payBy: timestamp('pay_by', { withTimezone: true }).notNull(),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('orders_number_unique').on(table.number),
    uniqueIndex('orders_seq_unique').on(table.seq),
    uniqueIndex('orders_idempotency_key_unique').on(table.idempotencyKey),
    index('orders_customer_created_index').on(table.customerId, table.createdAt),
    index('orders_email_index').on(table.email),
    index('orders_unpaid_pay_by_index')
      .on(table.payBy)
      .where(sql`${table.status} = 'awaiting-payment'`),
    check('orders_money_adds_up', sql`${table.netCents} + ${table.vatCents} = ${table.totalCents}`),
    check('orders_total_not_negative', sql`${table.totalCents} >= 0`),
  ],
);

/** One line of an order, frozen: names and prices as they were when the order was placed. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** Kept as text without a foreign key: a variant removed from the catalogue leaves the order as it was. */
    variantId: text('variant_id').notNull(),
    productId: text('product_id').notNull(),
    productName: text('product_name').notNull(),
    seedBankName: text('seed_bank_name').notNull(),
    packSize: smallint('pack_size').notNull(),
    quantity: integer('quantity').notNull(),
    gift: boolean('gift').notNull().default(false),
    originalUnitGrossCents: integer('original_unit_gross_cents').notNull(),
    unitNetCents: integer('unit_net_cents').notNull(),
    unitGrossCents: integer('unit_gross_cents').notNull(),
    vatRatePercent: numeric('vat_rate_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    discountName: text('discount_name'),
    ruleId: text('rule_id'),
  },
  (table) => [
    uniqueIndex('order_lines_order_position_unique').on(table.orderId, table.position),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
    check('order_lines_money_adds_up', sql`${table.netCents} + ${table.vatCents} = ${table.grossCents}`),
  ],
);

/** Every status change of an order, with when and who: the order's history. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: integer('seq').generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The status after the event (a refund note keeps the status). */
    status: text('status', { enum: orderStatuses }).notNull(),
    /** `customer`, `system`, or `staff`. */
    actor: text('actor').notNull(),
    /** The staff member or job behind the change, for the record (never shown to the customer). */
    actorDetail: text('actor_detail'),
    kind: text('kind').notNull(),
    note: text('note'),
  },
  (table) => [index('order_events_order_index').on(table.orderId, table.seq)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
