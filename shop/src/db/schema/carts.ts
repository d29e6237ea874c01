import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MAX_QUANTITY_PER_LINE } from '../../pricing/cart-config';
import { variants } from './catalogue';
import { customers } from './customers';

/**
 * Shopping carts. A guest's cart is found by the SHA-256 of its opaque secret (`secret_hash`; the
 * secret itself lives only in the guest's HttpOnly cookie), a customer's by `customer_id` (one per
 * customer, `secret_hash` null). `id` is the public id the answers show. Guest carts untouched for
 * the guest-cart lifetime are purged.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    secretHash: text('secret_hash').unique(),
    customerId: uuid('customer_id')
      .unique()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Upper-case code as the shopper applied it; checked again on every pricing. */
    couponCode: text('coupon_code'),
    /** Upper-case ISO 3166-1 alpha-2 for the shipping estimate. */
    shippingCountry: text('shipping_country'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('carts_one_owner', sql`(${table.secretHash} is null) <> (${table.customerId} is null)`),
    index('carts_guest_updated_index')
      .on(table.updatedAt)
      .where(sql`${table.customerId} is null`),
  ],
);

/** One line per pack-size variant; a variant removed from the catalogue leaves the cart with it. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: text('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** The unit price the shopper last saw for this line (a different price today is flagged). */
    unitPriceCentsAtAdd: integer('unit_price_cents_at_add').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('cart_lines_cart_variant_unique').on(table.cartId, table.variantId),
    check('cart_lines_quantity_range', sql`${table.quantity} between 1 and ${sql.raw(String(MAX_QUANTITY_PER_LINE))}`),
  ],
);

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
