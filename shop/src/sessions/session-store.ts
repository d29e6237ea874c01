import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { customers, sessions, type CustomerRow } from '../db/schema';
import type { Authenticated } from '../http/app-env';
import { generateToken, hashToken } from '../security/secrets';

export interface SessionTtls {
  readonly accessTokenTtlMinutes: number;
  readonly refreshTokenTtlDays: number;
}

export interface IssuedTokens {
  readonly token: string;
  readonly refreshToken: string;
  readonly ttlMinutes: number;
}

async function insertSession(
  executor: Executor,
  values: { customerId: string; familyId: string; now: Date; refreshExpiresAt: Date; ttls: SessionTtls },
): Promise<IssuedTokens> {
  const token = generateToken();
  const refreshToken = generateToken();
  const accessExpiresAt = new Date(values.now.getTime() + values.ttls.accessTokenTtlMinutes * 60_000);
  await executor.insert(sessions).values({
    customerId: values.customerId,
    familyId: values.familyId,
    accessTokenHash: hashToken(token),
    refreshTokenHash: hashToken(refreshToken),
    // An access token never outlives its login.
    accessExpiresAt: accessExpiresAt < values.refreshExpiresAt ? accessExpiresAt : values.refreshExpiresAt,
    refreshExpiresAt: values.refreshExpiresAt,
    createdAt: values.now,
  });
  return { token, refreshToken, ttlMinutes: values.ttls.accessTokenTtlMinutes };
}

/** A new login: a new token family. */
export function startSession(executor: Executor, customerId: string, now: Date, ttls: SessionTtls) {
  const refreshExpiresAt = new Date(now.getTime() + ttls.refreshTokenTtlDays * 24 * 60 * 60_000);
  return insertSession(executor, { customerId, familyId: randomUUID(), now, refreshExpiresAt, ttls });
}

/** The customer behind a bearer token, if the token is current and the account active. */
export async function authenticate(db: Database, token: string, now: Date): Promise<Authenticated | null> {
  const [row] = await db
    .select({ customer: customers, sessionId: sessions.id, familyId: sessions.familyId })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        eq(sessions.accessTokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.accessExpiresAt, now),
        isNull(customers.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export type RefreshOutcome =
  | { readonly kind: 'rotated'; readonly tokens: IssuedTokens; readonly customer: CustomerRow }
  | { readonly kind: 'refused' }
  /** A rotated token came back: someone holds a copy. The family is revoked. */
  | { readonly kind: 'reused' };

/**
 * Refresh-token rotation. The row is locked, so two refreshes with one token serialise and the
 * second one is treated as reuse. The old access token stays valid until it expires (requests
 * in flight keep working); a revoked family ends all of them at once.
 */
export function rotateSession(db: Database, refreshToken: string, now: Date, ttls: SessionTtls) {
  return db.transaction(async (tx): Promise<RefreshOutcome> => {
    const [session] = await tx
      .select()
      .from(sessions)
      .where(eq(sessions.refreshTokenHash, hashToken(refreshToken)))
      .for('update')
      .limit(1);
    if (!session || session.revokedAt !== null) return { kind: 'refused' };
    if (session.rotatedAt !== null) {
      await revokeFamily(tx, session.familyId, now);
      return { kind: 'reused' };
    }
    if (session.refreshExpiresAt <= now) return { kind: 'refused' };
    const [customer] = await tx.select().from(customers).where(eq(customers.id, session.customerId)).limit(1);
    if (!customer || customer.deletedAt !== null || customer.emailConfirmedAt === null) return { kind: 'refused' };
    await tx.update(sessions).set({ rotatedAt: now }).where(eq(sessions.id, session.id));
    const tokens = await insertSession(tx, {
      customerId: customer.id,
      familyId: session.familyId,
      now,
      refreshExpiresAt: session.refreshExpiresAt,
      ttls,
    });
    return { kind: 'rotated', tokens, customer };
  });
}

export async function revokeFamily(executor: Executor, familyId: string, now: Date): Promise<void> {
  await executor
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

/** Ends every login of a customer, or every other one when `keepFamilyId` is given. */
export async function revokeCustomerSessions(
  executor: Executor,
  customerId: string,
  now: Date,
  keepFamilyId?: string,
): Promise<void> {
  const conditions = [eq(sessions.customerId, customerId), isNull(sessions.revokedAt)];
  if (keepFamilyId !== undefined) conditions.push(ne(sessions.familyId, keepFamilyId));
  await executor
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions));
}
