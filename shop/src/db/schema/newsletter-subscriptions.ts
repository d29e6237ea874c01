import { locales } from '@seedshop/locales';
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const newsletterStatuses = ['pending', 'active', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/**
 * Newsletter subscriptions by e-mail address (double opt-in). A sign-up is `pending` with the
 * SHA-256 of a single-use confirmation token until the link is opened; confirming makes it
 * `active` and clears the token, so the link works once. A new sign-up of a pending address
 * replaces its token (the newest link wins).
 *
 * Every sign-up also gets an unsubscribe token (SHA-256 stored), which does not expire and
 * survives confirmation: the confirmation and welcome mails carry it. Unsubscribing makes the
 * row `unsubscribed` and clears both tokens, so an unsubscribe link works once too.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    language: text('language', { enum: locales }).notNull(),
    status: text('status', { enum: newsletterStatuses }).notNull(),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('newsletter_subscriptions_email_unique').on(table.email),
    uniqueIndex('newsletter_subscriptions_token_hash_unique').on(table.tokenHash),
    uniqueIndex('newsletter_subscriptions_unsubscribe_token_hash_unique').on(table.unsubscribeTokenHash),
    check('newsletter_subscriptions_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;
