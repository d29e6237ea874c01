import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '../db/database';
import { customers, sessions, type CustomerRow, type SessionRow } from '../db/schema';
import type { Authenticated } from '../http/app-env';
import { generateToken, hashToken, openWithToken, sealWithToken } from '../security/secrets';

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
): Promise<IssuedTokens & { readonly sessionId: string }> {
  const token = generateToken();
  const refreshToken = generateToken();
  const accessExpiresAt = new Date(values.now.getTime() + values.ttls.accessTokenTtlMinutes * 60_000);
  const [inserted] = await executor
    .insert(sessions)
    .values({
      customerId: values.customerId,
      familyId: values.familyId,
      accessTokenHash: hashToken(token),
      refreshTokenHash: hashToken(refreshToken),
      // An access token never outlives its login.
      accessExpiresAt: accessExpiresAt < values.refreshExpiresAt ? accessExpiresAt : values.refreshExpiresAt,
      refreshExpiresAt: values.refreshExpiresAt,
      createdAt: values.now,
    })
    .returning({ id: sessions.id });
  if (!inserted) throw new Error('insert returned no session');
  return { token, refreshToken, ttlMinutes: values.ttls.accessTokenTtlMinutes, sessionId: inserted.id };
}

/** A new login: a new token family. */
export async function startSession(
  executor: Executor,
  customerId: string,
  now: Date,
  ttls: SessionTtls,
): Promise<IssuedTokens> {
  const refreshExpiresAt = new Date(now.getTime() + ttls.refreshTokenTtlDays * 24 * 60 * 60_000);
  const { token, refreshToken, ttlMinutes } = await insertSession(executor, {
    customerId,
    familyId: randomUUID(),
    now,
    refreshExpiresAt,
    ttls,
  });
  return { token, refreshToken, ttlMinutes };
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
  /** A rotated token came back from someone else, or too late: someone holds a copy. The family is revoked. */
  | { readonly kind: 'reused' };

/**
 * How long after a rotation the same client may present the old refresh token again and get the
 * same new pair: a page and an API call of one browser that both refresh after the access token
 * expired. Shorter than any real theft-and-replay could usually take, long enough for slow
 * networks.
 */
export const CONCURRENT_REFRESH_GRACE_MS = 10_000;

/** Who is refreshing, as far as the shop can tell: the client address and user agent, hashed. */
export function clientFingerprint(ip: string | undefined, userAgent: string | undefined): string {
  return hashToken(`${ip ?? ''}\n${userAgent ?? ''}`);
}

const sealedPair = z.object({ token: z.string(), refreshToken: z.string() });

/**
 * The pair a rotated session already handed out, when presenting its refresh token again is a
 * concurrent duplicate of that rotation: within the grace window, from the same client
 * (address and user agent), while the successor is still unused and valid. Null otherwise.
 */
async function concurrentDuplicate(
  tx: Executor,
  session: SessionRow,
  refreshToken: string,
  client: string,
  now: Date,
  ttls: SessionTtls,
): Promise<IssuedTokens | null> {
  if (session.rotatedAt === null || session.successorId === null || session.successorSealed === null) return null;
  const sinceRotation = now.getTime() - session.rotatedAt.getTime();
  if (sinceRotation < 0 || sinceRotation >= CONCURRENT_REFRESH_GRACE_MS || session.rotatedBy !== client) return null;
  const [successor] = await tx
    .select()
    .from(sessions)
    .where(eq(sessions.id, session.successorId))
    .for('update')
    .limit(1);
  if (!successor || successor.rotatedAt !== null || successor.revokedAt !== null) return null;
  if (successor.refreshExpiresAt <= now) return null;
  const opened = openWithToken(refreshToken, session.successorSealed);
  const pair = opened === null ? null : sealedPair.safeParse(safeJson(opened));
  if (!pair?.success) return null;
  // The sealed pair must still be the successor's (a damaged or swapped value gives nothing).
  if (hashToken(pair.data.refreshToken) !== successor.refreshTokenHash) return null;
  return { token: pair.data.token, refreshToken: pair.data.refreshToken, ttlMinutes: ttls.accessTokenTtlMinutes };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Refresh-token rotation. The row is locked, so two refreshes with one token serialise. The
 * second one is theft — the whole family is revoked and the caller gets 401 — unless it is a
 * concurrent duplicate (`concurrentDuplicate`): then it gets the same new pair, never a fresh one,
 * so a copied token presented by someone else, after the grace window, or after the new pair was
 * used, always ends the login. The old access token stays valid until it expires (requests in
 * flight keep working); a revoked family ends all of them at once.
 */
export function rotateSession(db: Database, refreshToken: string, now: Date, ttls: SessionTtls, client: string) {
  return db.transaction(async (tx): Promise<RefreshOutcome> => {
    const [session] = await tx
      .select()
      .from(sessions)
      .where(eq(sessions.refreshTokenHash, hashToken(refreshToken)))
      .for('update')
      .limit(1);
    if (!session || session.revokedAt !== null) return { kind: 'refused' };
    const customer = await activeCustomer(tx, session.customerId);
    if (session.rotatedAt !== null) {
      const duplicate = await concurrentDuplicate(tx, session, refreshToken, client, now, ttls);
      if (duplicate !== null && customer !== null) return { kind: 'rotated', tokens: duplicate, customer };
      await revokeFamily(tx, session.familyId, now);
      return { kind: 'reused' };
    }
    if (session.refreshExpiresAt <= now || customer === null) return { kind: 'refused' };
    const { sessionId, ...tokens } = await insertSession(tx, {
      customerId: customer.id,
      familyId: session.familyId,
      now,
      refreshExpiresAt: session.refreshExpiresAt,
      ttls,
    });
    await tx
      .update(sessions)
      .set({
        rotatedAt: now,
        rotatedBy: client,
        successorId: sessionId,
        successorSealed: sealWithToken(
          refreshToken,
          JSON.stringify({ token: tokens.token, refreshToken: tokens.refreshToken }),
        ),
      })
      .where(eq(sessions.id, session.id));
    // The predecessor's duplicate answer is this pair, which is now used: it is never needed again.
    await tx
      .update(sessions)
      .set({ successorSealed: null })
      .where(and(eq(sessions.familyId, session.familyId), eq(sessions.successorId, session.id)));
    return { kind: 'rotated', tokens, customer };
  });
}

async function activeCustomer(tx: Executor, customerId: string): Promise<CustomerRow | null> {
  const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!customer || customer.deletedAt !== null || customer.emailConfirmedAt === null) return null;
  return customer;
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
