import type { Locale } from '@seedshop/locales';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';

export const actionTokenPurposes = [
  'confirm-email',
  'reset-password',
  'change-email',
  'delete-account',
  'restore-account',
] as const;

export type ActionTokenPurpose = (typeof actionTokenPurposes)[number];

/**
 * The registration a confirmation link belongs to, when someone registers again with an e-mail
 * address that is not confirmed yet. Confirming applies it, so whoever owns the mailbox ends up
 * with the password they chose — not one an earlier, unconfirmed registration set.
 */
export interface PendingRegistration {
  readonly passwordHash: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly language: Locale;
  readonly newsletter: boolean;
  readonly productNotifications: boolean;
}

/** What a token carries besides its customer. */
export interface ActionTokenPayload {
  /** change-email: the address to switch to. */
  readonly newEmail?: string;
  /** confirm-email after a repeated registration. */
  readonly registration?: PendingRegistration;
}

/** A single-use, expiring token sent by mail (only its SHA-256 hash is stored). */
export const actionTokens = pgTable(
  'action_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: actionTokenPurposes }).notNull(),
    payload: jsonb('payload').$type<ActionTokenPayload>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('action_tokens_token_hash_unique').on(table.tokenHash),
    index('action_tokens_customer_purpose_index').on(table.customerId, table.purpose),
  ],
);

export type ActionTokenRow = typeof actionTokens.$inferSelect;
