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

/** What a token carries besides its customer. */
export interface ActionTokenPayload {
  /** change-email: the address to switch to. */
  readonly newEmail?: string;
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
