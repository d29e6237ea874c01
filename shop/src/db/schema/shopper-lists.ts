import { locales } from '@seedshop/locales';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products, variants } from './catalogue';
import { customers } from './customers';
import { reviews } from './reviews';

/**
 * Who owns a favourites list and a comparison: a guest, found by the SHA-256 of the opaque secret in
 * the guest's HttpOnly `lists` cookie (`secret_hash`), or a customer (`customer_id`). A guest's
 * owner row merges into the customer's on sign-in. Guest owners untouched for the guest lifetime
 * are purged.
 */
export const listOwners = pgTable(
  'list_owners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    secretHash: text('secret_hash').unique(),
    customerId: uuid('customer_id')
      .unique()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('list_owners_one_owner', sql`(${table.secretHash} is null) <> (${table.customerId} is null)`),
    index('list_owners_guest_updated_index')
      .on(table.updatedAt)
      .where(sql`${table.customerId} is null`),
  ],
);

/** A favourite product, with what it cost and whether it was in stock when it was added. */
export const favourites = pgTable(
  'favourites',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => listOwners.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The lowest pack price when added (gross cents): a lower price today is a price drop. */
    priceCentsAtAdd: integer('price_cents_at_add').notNull(),
    /** Whether any pack was in stock when added: back in stock today is worth saying. */
    inStockAtAdd: boolean('in_stock_at_add').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.productId] }),
    index('favourites_owner_added_index').on(table.ownerId, table.addedAt),
  ],
);

/** The products in the owner's current comparison (the compare tray), in the order they were added. */
export const comparisonItems = pgTable(
  'comparison_items',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => listOwners.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.productId] })],
);

/** A comparison a customer saved under a name; `share_token` makes a read-only link. */
export const comparisonLists = pgTable(
  'comparison_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Product ids in column order (products removed from the catalogue drop out when read). */
    productIds: jsonb('product_ids').$type<string[]>().notNull(),
    /** Random, URL-safe; the shared link's secret. */
    shareToken: text('share_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('comparison_lists_share_token_unique').on(table.shareToken),
    uniqueIndex('comparison_lists_customer_name_unique').on(table.customerId, sql`lower(${table.name})`),
    index('comparison_lists_customer_index').on(table.customerId, table.updatedAt),
  ],
);

export const productSubscriptionKinds = ['back-in-stock', 'price-drop'] as const;
export const productSubscriptionStatuses = ['pending', 'active', 'fulfilled', 'cancelled'] as const;

/**
 * "Notify me" on a sold-out pack (`back-in-stock`, with its variant) and "tell me when the price
 * drops" on a product (`price-drop`, with the lowest pack price at subscribing). A guest's
 * subscription is `pending` until the e-mail is confirmed (double opt-in); a customer's is active at
 * once. When it fires, one mail goes out and it becomes `fulfilled`.
 */
export const productSubscriptions = pgTable(
  'product_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: productSubscriptionKinds }).notNull(),
    status: text('status', { enum: productSubscriptionStatuses }).notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    locale: text('locale', { enum: locales }).notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The pack size waited for (back in stock); null for a price drop. */
    variantId: text('variant_id').references(() => variants.id, { onDelete: 'cascade' }),
    /** Price drop: the lowest pack price (gross cents) at subscribing; a lower one fires it. */
    baselinePriceCents: integer('baseline_price_cents'),
    /** SHA-256 of the guest's confirmation token (null once confirmed or for customers). */
    confirmTokenHash: text('confirm_token_hash'),
    /** SHA-256 of the token of the unsubscribe link in every mail (works without signing in). */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    // One open subscription per e-mail and thing waited for: a second click is the same one.
    uniqueIndex('product_subscriptions_open_unique')
      .on(table.email, table.kind, table.productId, sql`coalesce(${table.variantId}, '')`)
      .where(sql`${table.status} in ('pending', 'active')`),
    index('product_subscriptions_variant_active_index')
      .on(table.variantId)
      .where(sql`${table.status} = 'active'`),
    index('product_subscriptions_product_active_index')
      .on(table.productId)
      .where(sql`${table.status} = 'active'`),
    index('product_subscriptions_customer_index').on(table.customerId, table.createdAt),
    uniqueIndex('product_subscriptions_confirm_unique').on(table.confirmTokenHash),
    uniqueIndex('product_subscriptions_unsubscribe_unique').on(table.unsubscribeTokenHash),
    check(
      'product_subscriptions_kind_fields',
      sql`(${table.kind} = 'back-in-stock' and ${table.variantId} is not null) or (${table.kind} = 'price-drop' and ${table.baselinePriceCents} is not null)`,
    ),
  ],
);

export const customerNotificationKinds = ['restocked', 'price-dropped', 'review-published'] as const;

/** What fired for a customer (the account's notifications page), read or unread. */
export const customerNotifications = pgTable(
  'customer_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: customerNotificationKinds }).notNull(),
    productId: text('product_id').references(() => products.id, { onDelete: 'cascade' }),
    variantId: text('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id').references(() => productSubscriptions.id, { onDelete: 'set null' }),
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    /** Kind-specific facts frozen when it fired (e.g. old and new price in cents). */
    details: jsonb('details').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('customer_notifications_customer_index').on(table.customerId, table.createdAt),
    index('customer_notifications_unread_index')
      .on(table.customerId)
      .where(sql`${table.readAt} is null`),
  ],
);

export type ListOwnerRow = typeof listOwners.$inferSelect;
export type FavouriteRow = typeof favourites.$inferSelect;
export type ComparisonListRow = typeof comparisonLists.$inferSelect;
export type ProductSubscriptionRow = typeof productSubscriptions.$inferSelect;
export type CustomerNotificationRow = typeof customerNotifications.$inferSelect;
