import { locales } from '@seedshop/locales';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every mail the shop writes, in the recipient's language. It is written in the same transaction
 * as the change that caused it; a transport (SMTP) delivers it afterwards and sets `sent_at`; a
 * failed try is repeated with backoff (`next_attempt_at`, see `mail/mailer.ts`).
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
    /** Not before this time is the mail tried (again): the backoff after a failed try; null: now. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_seq_index').on(table.seq),
    // The scheduled flush looks for unsent mail that is due.
    index('outbox_due_index')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
