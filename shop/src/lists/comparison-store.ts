/**
 * The current comparison of a list owner (guest or customer): the products in the order they were
 * added, at most `MAX_COMPARISON_PRODUCTS`. Writes lock the owner row first, so two parallel adds
 * cannot both take the last free column.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database';
import { comparisonItems, listOwners, products } from '../db/schema';
import { ApiError, notFound } from '../http/api-error';
import { MAX_COMPARISON_PRODUCTS } from './list-limits';

/** Product ids of the owner's comparison, oldest first. */
export async function comparisonProductIds(db: Executor, ownerId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: comparisonItems.productId })
    .from(comparisonItems)
    .where(eq(comparisonItems.ownerId, ownerId))
    .orderBy(asc(comparisonItems.addedAt), asc(comparisonItems.productId));
  return rows.map((row) => row.productId);
}

/** Holds the owner row's lock until the transaction ends: the owner's writes apply one after the other. */
export async function lockOwner(tx: Transaction, ownerId: string): Promise<void> {
  await tx.select({ id: listOwners.id }).from(listOwners).where(eq(listOwners.id, ownerId)).for('update');
}

export function comparisonFull(): ApiError {
  return new ApiError(422, (m) => m.comparisonFull(MAX_COMPARISON_PRODUCTS));
}

/**
 * Adds a product (idempotent: one already there stays where it is). An unknown product is a 404,
 * a seventh one a 422.
 */
export async function addToComparison(tx: Transaction, ownerId: string, productId: string, now: Date): Promise<void> {
  await lockOwner(tx, ownerId);
  const [present] = await tx
    .select({ productId: comparisonItems.productId })
    .from(comparisonItems)
    .where(and(eq(comparisonItems.ownerId, ownerId), eq(comparisonItems.productId, productId)));
  if (present !== undefined) return;
  const [[product], [held]] = await Promise.all([
    tx.select({ id: products.id }).from(products).where(eq(products.id, productId)),
    tx.select({ n: count() }).from(comparisonItems).where(eq(comparisonItems.ownerId, ownerId)),
  ]);
  if (product === undefined) throw notFound();
  if ((held?.n ?? 0) >= MAX_COMPARISON_PRODUCTS) throw comparisonFull();
  await tx.insert(comparisonItems).values({ ownerId, productId, addedAt: now }).onConflictDoNothing();
}

/** Removes a product (idempotent: one that is not there changes nothing). */
export async function removeFromComparison(db: Executor, ownerId: string, productId: string): Promise<void> {
  await db
    .delete(comparisonItems)
    .where(and(eq(comparisonItems.ownerId, ownerId), eq(comparisonItems.productId, productId)));
}

export async function clearComparison(db: Executor, ownerId: string): Promise<void> {
  await db.delete(comparisonItems).where(eq(comparisonItems.ownerId, ownerId));
}

/**
 * Makes the comparison exactly these products, in this order (a saved list reopened); products no
 * longer in the catalogue drop out. Their times lie just before `now`, so a product added afterwards comes after them.
 */
export async function replaceComparison(
  tx: Transaction,
  ownerId: string,
  productIds: readonly string[],
  now: Date,
): Promise<void> {
  await lockOwner(tx, ownerId);
  await tx.delete(comparisonItems).where(eq(comparisonItems.ownerId, ownerId));
  if (productIds.length === 0) return;
  const existing = await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  const known = new Set(existing.map((row) => row.id));
  const kept = [...new Set(productIds)].filter((id) => known.has(id)).slice(0, MAX_COMPARISON_PRODUCTS);
  if (kept.length === 0) return;
  await tx
    .insert(comparisonItems)
    .values(
      kept.map((productId, index) => ({
        ownerId,
        productId,
        addedAt: new Date(now.getTime() - (kept.length - index)),
      })),
    )
    .onConflictDoNothing();
}
