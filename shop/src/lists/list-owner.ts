/**
 * Who owns the favourites and the comparison a call works on: a customer by bearer token, else the
 * guest named by the secret in `X-Lists-Id` (only its SHA-256 is stored). A customer call that
 * carries a live guest secret merges the guest's lists into the customer's first and answers an
 * empty `X-Lists-Id`, so the storefront forgets the secret.
 */
import { z } from '@hono/zod-openapi';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { LISTS_ID_HEADER } from '../contract/lists';
import type { Database, Executor, Transaction } from '../db/database';
import { listOwners, type ListOwnerRow } from '../db/schema';
import { unauthorized } from '../http/api-error';
import type { AppVariables } from '../http/app-env';
import type { Clock } from '../ports';
import { generateToken, hashToken } from '../security/secrets';
import { authenticate } from '../sessions/session-store';
import { GUEST_LISTS_TTL_DAYS, MAX_COMPARISON_PRODUCTS, MAX_FAVOURITES } from './list-limits';

const dayMs = 24 * 60 * 60_000;

/** Who calls a list route. */
export interface ListsIdentity {
  readonly customerId: string | null;
  /** The guest secret of `X-Lists-Id`, null when none was sent or it cannot be one. */
  readonly guestSecret: string | null;
  /** Whether a non-empty `X-Lists-Id` was sent at all (one that is no secret is dropped). */
  readonly sentListsId: boolean;
}

/** The environment of routes behind `identifyListOwner`. */
export interface ListsEnv {
  Variables: AppVariables & { listsIdentity: ListsIdentity };
}

/** An access token as `generateToken` makes them (as in `require-customer.ts`). */
const bearerPattern = /^Bearer +([A-Za-z0-9_-]{20,200})$/iu;

/** The guest secret as the shop hands it out: 32 random bytes, base64url (43 characters). */
const secretPattern = /^[A-Za-z0-9_-]{43}$/u;

/** The secret named by an `X-Lists-Id` header, or null for anything that cannot be one. */
export function parseListsSecret(header: string | undefined): string | null {
  const value = header?.trim() ?? '';
  return secretPattern.test(value) ? value : null;
}

/** Guest lists untouched since this instant are gone (the purge deletes them later). */
export function guestListsCutoff(now: Date): Date {
  return new Date(now.getTime() - GUEST_LISTS_TTL_DAYS * dayMs);
}

/**
 * Sets `listsIdentity` before the request is validated, so a bad token is a 401 whatever else the
 * request says (the storefront then refreshes the session).
 */
export function identifyListOwner(db: Database, clock: Clock): MiddlewareHandler<ListsEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    let customerId: string | null = null;
    if (header !== undefined && header.trim() !== '') {
      const token = bearerPattern.exec(header.trim())?.[1];
      const auth = token === undefined ? null : await authenticate(db, token, clock.now());
      if (auth === null) throw unauthorized((m) => m.sessionExpired);
      customerId = auth.customer.id;
    }
    const sent = c.req.header(LISTS_ID_HEADER);
    c.set('listsIdentity', {
      customerId,
      guestSecret: parseListsSecret(sent),
      sentListsId: sent !== undefined && sent.trim() !== '',
    });
    await next();
  };
}

/** The owner a call works on and what to answer in `X-Lists-Id` (null: nothing). */
export interface ResolvedOwner {
  readonly owner: ListOwnerRow | null;
  /** A new guest secret to store, `''` to drop the one sent, or null to leave it. */
  readonly listsIdHeader: string | null;
}

function liveGuestOwner(secret: string, now: Date) {
  return and(
    eq(listOwners.secretHash, hashToken(secret)),
    isNull(listOwners.customerId),
    gt(listOwners.updatedAt, guestListsCutoff(now)),
  );
}

/** The customer's owner row, created when missing, locked and marked as used now. */
async function lockCustomerOwner(tx: Transaction, customerId: string, now: Date): Promise<ListOwnerRow> {
  const [row] = await tx
    .insert(listOwners)
    .values({ customerId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: listOwners.customerId, set: { updatedAt: now } })
    .returning();
  if (row === undefined) throw new Error('upsert returned no list owner');
  return row;
}

/**
 * The owner of a write, locked (until the transaction ends) and marked as used now, so parallel
 * writes of one owner apply one after the other and a guest's lists live on. A customer with a live
 * guest secret gets the guest's lists merged first. `create` makes the owner when there is none (a
 * new guest secret is handed back in `listsIdHeader`); without it the owner may be null.
 */
export async function resolveOwner(
  tx: Transaction,
  identity: ListsIdentity,
  options: { readonly create: boolean; readonly now: Date },
): Promise<ResolvedOwner> {
  const { create, now } = options;
  const dropSent = identity.sentListsId ? '' : null;
  if (identity.customerId !== null) {
    const merged =
      identity.guestSecret !== null && (await mergeGuestOwner(tx, identity.customerId, identity.guestSecret, now));
    if (create || merged)
      return { owner: await lockCustomerOwner(tx, identity.customerId, now), listsIdHeader: dropSent };
    const [row] = await tx
      .update(listOwners)
      .set({ updatedAt: now })
      .where(eq(listOwners.customerId, identity.customerId))
      .returning();
    return { owner: row ?? null, listsIdHeader: dropSent };
  }
  if (identity.guestSecret !== null) {
    const [row] = await tx
      .update(listOwners)
      .set({ updatedAt: now })
      .where(liveGuestOwner(identity.guestSecret, now))
      .returning();
    if (row !== undefined) return { owner: row, listsIdHeader: null };
  }
  if (!create) return { owner: null, listsIdHeader: dropSent };
  const secret = generateToken();
  const [row] = await tx
    .insert(listOwners)
    .values({ secretHash: hashToken(secret), createdAt: now, updatedAt: now })
    .returning();
  if (row === undefined) throw new Error('insert returned no list owner');
  return { owner: row, listsIdHeader: secret };
}

/** A guest's lists read this long after their last use are marked as used again (one write a day). */
const readTouchMs = dayMs;

/**
 * The owner of a read, never created. A customer call with a guest secret merges (in a transaction
 * of its own); a guest's read keeps the lists alive without writing on every page view.
 */
export async function readOwner(db: Database, identity: ListsIdentity, now: Date): Promise<ResolvedOwner> {
  if (identity.customerId !== null && identity.sentListsId) {
    return db.transaction((tx) => resolveOwner(tx, identity, { create: false, now }));
  }
  const dropSent = identity.sentListsId ? '' : null;
  if (identity.customerId !== null) {
    const [row] = await db.select().from(listOwners).where(eq(listOwners.customerId, identity.customerId));
    return { owner: row ?? null, listsIdHeader: null };
  }
  if (identity.guestSecret === null) return { owner: null, listsIdHeader: dropSent };
  const [row] = await db.select().from(listOwners).where(liveGuestOwner(identity.guestSecret, now));
  if (row === undefined) return { owner: null, listsIdHeader: dropSent };
  if (now.getTime() - row.updatedAt.getTime() > readTouchMs) {
    await db.update(listOwners).set({ updatedAt: now }).where(eq(listOwners.id, row.id));
  }
  return { owner: row, listsIdHeader: null };
}

/** Sets `X-Lists-Id` on the answer when the call has something to say about the guest secret. */
export function answerListsId(c: Context, resolved: ResolvedOwner): void {
  if (resolved.listsIdHeader !== null) c.header(LISTS_ID_HEADER, resolved.listsIdHeader);
}

/**
 * Moves the live guest lists named by `secret` into the customer's and deletes the guest owner:
 * favourites are united (the customer's own entry wins for a product in both; past the limit the
 * guest's newest come first and the rest are dropped), the comparison too (the customer's products
 * first, then the guest's in the order they were added, up to the limit). Locks the guest owner
 * before the customer's, so concurrent merges of one pair serialise. False when the secret names
 * no live guest lists.
 */
export async function mergeGuestOwner(
  tx: Transaction,
  customerId: string,
  secret: string,
  now: Date,
): Promise<boolean> {
  const [guest] = await tx.update(listOwners).set({ updatedAt: now }).where(liveGuestOwner(secret, now)).returning();
  if (guest === undefined) return false;
  const target = await lockCustomerOwner(tx, customerId, now);
  await tx.execute(sql`
    insert into favourites (owner_id, product_id, price_cents_at_add, in_stock_at_add, added_at)
    select ${target.id}, g.product_id, g.price_cents_at_add, g.in_stock_at_add, g.added_at
    from favourites g
    where g.owner_id = ${guest.id}
      and not exists (select 1 from favourites t where t.owner_id = ${target.id} and t.product_id = g.product_id)
    order by g.added_at desc, g.product_id
    limit greatest(0, ${MAX_FAVOURITES} - (select count(*) from favourites t where t.owner_id = ${target.id}))`);
  await tx.execute(sql`
    insert into comparison_items (owner_id, product_id, added_at)
    select ${target.id}, g.product_id, g.added_at
    from comparison_items g
    where g.owner_id = ${guest.id}
      and not exists (select 1 from comparison_items t where t.owner_id = ${target.id} and t.product_id = g.product_id)
    order by g.added_at, g.product_id
    limit greatest(0, ${MAX_COMPARISON_PRODUCTS} - (select count(*) from comparison_items t where t.owner_id = ${target.id}))`);
  await tx.delete(listOwners).where(eq(listOwners.id, guest.id));
  return true;
}

/** The merge at sign-in, in its own transaction; a secret that names no live lists changes nothing. */
export async function mergeGuestListsAtLogin(
  db: Database,
  customerId: string,
  secret: string | null,
  now: Date,
): Promise<void> {
  if (secret === null) return;
  await db.transaction(async (tx) => {
    await mergeGuestOwner(tx, customerId, secret, now);
  });
}

/** Deletes guest owners untouched for the guest lifetime (their favourites and comparison go with them). */
export async function purgeStaleGuestOwners(db: Executor, now: Date): Promise<number> {
  const gone = await db
    .delete(listOwners)
    .where(and(isNull(listOwners.customerId), lte(listOwners.updatedAt, guestListsCutoff(now))))
    .returning({ id: listOwners.id });
  return gone.length;
}

/** The request header of every list route, for the OpenAPI document. */
export const listsIdRequestHeader = z.object({
  [LISTS_ID_HEADER]: z
    .string()
    .optional()
    .openapi({ description: 'The guest\u2019s lists secret (from an earlier answer\u2019s `X-Lists-Id`).' }),
});

/** The response header of every list route, for the OpenAPI document. */
export const listsIdResponseHeaderDoc = {
  [LISTS_ID_HEADER]: {
    description:
      'Set when the call created guest lists: their secret, to send back in `X-Lists-Id`. Empty when the guest\u2019s lists merged into the customer\u2019s or the secret named nothing: forget it.',
    schema: { type: 'string' as const },
  },
};

/** How the identity works, for the descriptions of the list routes. */
export const listsIdentityNote =
  'With a valid bearer token the customer\u2019s lists (an invalid or expired token is a 401); otherwise the guest\u2019s lists named by `X-Lists-Id`. A customer call that carries a live guest secret merges the guest\u2019s lists into the customer\u2019s first.';
