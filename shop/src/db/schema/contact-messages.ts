import { locales } from '@seedshop/locales';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Messages sent with the storefront's contact form. The shop's inbox gets each one by mail as
 * well; the table is the record that survives a lost mail.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Lower-cased, like every e-mail address the shop stores. */
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    /** The language the sender wrote from (and got the acknowledgement in). */
    language: text('language', { enum: locales }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('contact_messages_created_at_index').on(table.createdAt)],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
