import { and, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import { guestCartCutoff } from '../cart/cart-store';
import type { Database } from '../db/database';
import { actionTokens, carts, customers, sessions } from '../db/schema';
import { RESTORE_WINDOW_DAYS } from '../deps';
import { purgeStaleGuestOwners } from '../lists/list-owner';

const dayMs = 24 * 60 * 60_000;

/** Session and token rows stay this long after they stopped working (for support questions). */
const keepEndedDays = 7;

export interface PurgeResult {
  readonly customers: number;
  readonly sessions: number;
  readonly actionTokens: number;
  readonly carts: number;
  readonly guestListOwners: number;
}

/**
 * Deletes for good what only takes up space or must not be kept: accounts deleted longer ago
 * than the restore window (their addresses, sessions, tokens and cart go with them), sessions and
 * mail-link tokens that ended a week ago, and guest carts untouched for the guest-cart lifetime
 * (their lines go with them; a customer's cart stays with the account), and a guest's favourites
 * and comparison untouched for the guest lifetime. Safe to run on every instance at any time.
 */
export async function purgeExpiredData(db: Database, now: Date): Promise<PurgeResult> {
  const restoreCutoff = new Date(now.getTime() - RESTORE_WINDOW_DAYS * dayMs);
  const endedCutoff = new Date(now.getTime() - keepEndedDays * dayMs);
  return db.transaction(async (tx) => {
    const goneCustomers = await tx
      .delete(customers)
      .where(and(isNotNull(customers.deletedAt), lt(customers.deletedAt, restoreCutoff)))
      .returning({ id: customers.id });
    const endedSessions = await tx
      .delete(sessions)
      .where(or(lt(sessions.refreshExpiresAt, endedCutoff), lt(sessions.revokedAt, endedCutoff)))
      .returning({ id: sessions.id });
    const endedTokens = await tx
      .delete(actionTokens)
      .where(or(lt(actionTokens.expiresAt, endedCutoff), lt(actionTokens.usedAt, endedCutoff)))
      .returning({ id: actionTokens.id });
    const abandonedCarts = await tx
      .delete(carts)
      .where(and(isNull(carts.customerId), lte(carts.updatedAt, guestCartCutoff(now))))
      .returning({ id: carts.id });
    const staleGuestListOwners = await purgeStaleGuestOwners(tx, now);
    return {
      customers: goneCustomers.length,
      sessions: endedSessions.length,
      actionTokens: endedTokens.length,
      carts: abandonedCarts.length,
      guestListOwners: staleGuestListOwners,
    };
  });
}
