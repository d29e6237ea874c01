import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * One access/refresh token pair. Refreshing rotates: the old row gets `rotated_at` and a new row
 * joins the same `family_id`. Presenting a rotated refresh token again means it leaked, so the
 * whole family is revoked — unless it is a concurrent duplicate of the rotating request (see
 * `rotateSession`). Only SHA-256 hashes of the tokens are stored.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    accessTokenHash: text('access_token_hash').notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    /** Absolute end of the family: rotation hands it on unchanged, so a login lasts at most this long. */
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /** SHA-256 of the client address and user agent of the refresh that rotated this pair. */
    rotatedBy: text('rotated_by'),
    /** The pair that rotation made. */
    successorId: uuid('successor_id'),
    /**
     * That pair's tokens sealed with this pair's refresh token (`sealWithToken`): the answer for a
     * concurrent duplicate of the refresh; cleared once the successor is rotated in turn.
     */
    successorSealed: text('successor_sealed'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sessions_access_token_hash_unique').on(table.accessTokenHash),
    uniqueIndex('sessions_refresh_token_hash_unique').on(table.refreshTokenHash),
    index('sessions_family_id_index').on(table.familyId),
    index('sessions_customer_id_index').on(table.customerId),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
