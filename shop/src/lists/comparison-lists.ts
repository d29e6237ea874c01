/**
 * A customer's saved comparison lists: a name (unique per customer, case-insensitively), the
 * product ids in column order and the secret token of the read-only link.
 */
import type { Locale } from '@seedshop/locales';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { productImage } from '../catalogue/images/image-urls';
import type { ComparisonListSummaryWire } from '../contract/comparison';
import type { Executor, Transaction } from '../db/database';
import { comparisonLists, products, type ComparisonListRow } from '../db/schema';
import { ApiError, fieldError } from '../http/api-error';
import { generateToken } from '../security/secrets';
import { LIST_PAGE_SIZE, MAX_COMPARISON_LISTS } from './list-limits';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;
/** Share tokens are `generateToken`'s: 32 random bytes, base64url. */
const shareTokenPattern = /^[A-Za-z0-9_-]{43}$/u;

export const nameTaken = (): ApiError => fieldError('name', (m) => m.comparisonListNameTaken);

export async function findComparisonList(
  db: Executor,
  customerId: string,
  id: string,
): Promise<ComparisonListRow | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await db
    .select()
    .from(comparisonLists)
    .where(and(eq(comparisonLists.id, id), eq(comparisonLists.customerId, customerId)));
  return row ?? null;
}

export async function findSharedComparisonList(db: Executor, token: string): Promise<ComparisonListRow | null> {
  if (!shareTokenPattern.test(token)) return null;
  const [row] = await db.select().from(comparisonLists).where(eq(comparisonLists.shareToken, token));
  return row ?? null;
}

function sameName(name: string) {
  return sql`lower(${comparisonLists.name}) = lower(${name})`;
}

function sameProducts(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

export interface SavedList {
  readonly row: ComparisonListRow;
  /** False when a list of that name with the same products was there already (a repeated save). */
  readonly created: boolean;
}

/**
 * Saves products under a name. A list of the same name with the same products is the same save
 * repeated (a double click) and is answered as it is; with other products the name is taken (422).
 * The caller holds a lock that orders the customer's saves (the list owner's row).
 */
export async function saveComparisonList(
  tx: Transaction,
  customerId: string,
  productIds: readonly string[],
  name: string,
  now: Date,
): Promise<SavedList> {
  const [[existing], [held]] = await Promise.all([
    tx
      .select()
      .from(comparisonLists)
      .where(and(eq(comparisonLists.customerId, customerId), sameName(name))),
    tx.select({ n: count() }).from(comparisonLists).where(eq(comparisonLists.customerId, customerId)),
  ]);
  if (existing !== undefined) {
    if (sameProducts(existing.productIds, productIds)) return { row: existing, created: false };
    throw nameTaken();
  }
  if ((held?.n ?? 0) >= MAX_COMPARISON_LISTS) {
    throw new ApiError(422, (m) => m.comparisonListLimit(MAX_COMPARISON_LISTS));
  }
  const [row] = await tx
    .insert(comparisonLists)
    .values({
      customerId,
      name,
      productIds: [...productIds],
      shareToken: generateToken(),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (row === undefined) throw new Error('the comparison list was not stored');
  return { row, created: true };
}

/** Renames a list; the name of another of the customer's lists is taken (422). Null: no such list. */
export async function renameComparisonList(
  tx: Transaction,
  customerId: string,
  id: string,
  name: string,
  now: Date,
): Promise<ComparisonListRow | null> {
  const list = await findComparisonList(tx, customerId, id);
  if (list === null) return null;
  if (list.name === name) return list;
  const [clash] = await tx
    .select({ id: comparisonLists.id })
    .from(comparisonLists)
    .where(and(eq(comparisonLists.customerId, customerId), ne(comparisonLists.id, list.id), sameName(name)));
  if (clash !== undefined) throw nameTaken();
  const [row] = await tx
    .update(comparisonLists)
    .set({ name, updatedAt: now })
    .where(eq(comparisonLists.id, list.id))
    .returning();
  return row ?? null;
}

/** Deletes a list (idempotent: one that is gone changes nothing). */
export async function deleteComparisonList(db: Executor, customerId: string, id: string): Promise<void> {
  if (!uuidPattern.test(id)) return;
  await db.delete(comparisonLists).where(and(eq(comparisonLists.id, id), eq(comparisonLists.customerId, customerId)));
}

/** The lists' summaries with their products' names and thumbnails (products gone from the catalogue drop out). */
export async function comparisonListSummaries(
  db: Executor,
  rows: readonly ComparisonListRow[],
  locale: Locale,
): Promise<ComparisonListSummaryWire[]> {
  const ids = [...new Set(rows.flatMap((row) => row.productIds))];
  const found =
    ids.length === 0
      ? []
      : await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids));
  const names = new Map(found.map((product) => [product.id, product.name]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    share_token: row.shareToken,
    products: row.productIds.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name, image_url: productImage(id, name, 1, locale).url }];
    }),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

export interface ComparisonListPage {
  readonly rows: ComparisonListRow[];
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
}

/** One page of the customer's lists, most recently changed first. */
export async function comparisonListPage(db: Executor, customerId: string, page: number): Promise<ComparisonListPage> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(comparisonLists)
      .where(eq(comparisonLists.customerId, customerId))
      .orderBy(desc(comparisonLists.updatedAt), desc(comparisonLists.id))
      .limit(LIST_PAGE_SIZE)
      .offset((page - 1) * LIST_PAGE_SIZE),
    db.select({ n: count() }).from(comparisonLists).where(eq(comparisonLists.customerId, customerId)),
  ]);
  const total = counted?.n ?? 0;
  return { rows, total, page, pageCount: Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)) };
}
