import { locales } from '@seedshop/locales';
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A shop customer. `email` is stored lower-cased (a check constraint guards it), so the unique
 * index is case-insensitive without citext. `deleted_at` marks a soft delete; the account can be
 * restored within the restore window and is treated as absent after it.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    instagram: text('instagram'),
    language: text('language', { enum: locales }).notNull(),
    newsletter: boolean('newsletter').notNull().default(false),
    productNotifications: boolean('product_notifications').notNull().default(false),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customers_email_unique').on(table.email),
    check('customers_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;
