import { locales } from '@seedshop/locales';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every mail the shop writes, in the recipient's language. It is written in the same transaction
 * as the change that caused it; a transport (SMTP) delivers it afterwards and sets `sent_at`.
 * Without a transport the rows are the dev mailbox.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order; timestamps can tie (and tests freeze the clock). */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    /** Where answers go when not to the sender (the contact form's mail to the shop: the visitor). */
    replyTo: text('reply_to'),
    /** One-click unsubscribe URL of newsletter mail (`List-Unsubscribe`, RFC 8058); null for other mail. */
    listUnsubscribe: text('list_unsubscribe'),
    locale: text('locale', { enum: locales }).notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [index('outbox_seq_index').on(table.seq)],
);

export type OutboxRow = typeof outbox.$inferSelect;
