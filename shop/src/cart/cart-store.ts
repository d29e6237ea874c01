/**
 * Carts in the database: finding a shopper's cart, creating and locking it, and reading its lines
 * with what the price engine and the answer need about each variant.
 */
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Localized } from '../catalogue/catalogue-model';
import type { Executor, Transaction } from '../db/database';
import { cartLines, carts, products, seedBanks, variants, type CartRow } from '../db/schema';
import { GUEST_CART_TTL_DAYS } from '../pricing/cart-config';
import { generateToken, hashToken } from '../security/secrets';

const dayMs = 24 * 60 * 60_000;

/** A guest cart untouched since this instant is treated as gone (the purge deletes it later). */
export function guestCartCutoff(now: Date): Date {
  return new Date(now.getTime() - GUEST_CART_TTL_DAYS * dayMs);
}

/** The guest's cart secret as the storefront keeps it: 32 random bytes, base64url (43 characters). */
const secretPattern = /^[A-Za-z0-9_-]{43}$/u;

/** The secret named by an `X-Cart-Id` header, or null for anything that cannot be one. */
export function parseCartSecret(header: string | undefined): string | null {
  const value = header?.trim() ?? '';
  return secretPattern.test(value) ? value : null;
}

/** Who owns the cart a call works on. */
export type CartOwner =
  { readonly kind: 'customer'; readonly customerId: string } | { readonly kind: 'guest'; readonly secret: string };

/** The live guest cart of a secret, or null (unknown, forged or abandoned). */
export async function findGuestCart(db: Executor, secret: string, now: Date): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(liveGuestCart(secret, now));
  return row ?? null;
}

function liveGuestCart(secret: string, now: Date) {
  return and(
    eq(carts.secretHash, hashToken(secret)),
    isNull(carts.customerId),
    gt(carts.updatedAt, guestCartCutoff(now)),
  );
}

export async function findCustomerCart(db: Executor, customerId: string): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(eq(carts.customerId, customerId));
  return row ?? null;
}

/*
 * The lock functions below take the cart row's lock with the statement that marks it as used now
 * (an UPDATE locks the row like SELECT … FOR UPDATE), so a write costs one round trip less; the
 * lock is held until the transaction ends.
 */

/** The live guest cart of a secret, locked and marked as used now; null when there is none. */
export async function lockGuestCart(tx: Transaction, secret: string, now: Date): Promise<CartRow | null> {
  const [row] = await tx.update(carts).set({ updatedAt: now }).where(liveGuestCart(secret, now)).returning();
  return row ?? null;
}

/** The customer's cart, created when missing, locked and marked as used now. */
export async function lockCustomerCart(tx: Transaction, customerId: string, now: Date): Promise<CartRow> {
  const [row] = await tx
    .insert(carts)
    .values({ customerId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: carts.customerId, set: { updatedAt: now } })
    .returning();
  if (row === undefined) throw new Error('upsert returned no cart');
  return row;
}

/** The customer's cart if there is one, locked and marked as used now. */
export async function lockExistingCustomerCart(
  tx: Transaction,
  customerId: string,
  now: Date,
): Promise<CartRow | null> {
  const [row] = await tx.update(carts).set({ updatedAt: now }).where(eq(carts.customerId, customerId)).returning();
  return row ?? null;
}

/** A new guest cart and the secret that names it (only its hash is stored). */
export async function createGuestCart(tx: Transaction, now: Date): Promise<{ cart: CartRow; secret: string }> {
  const secret = generateToken();
  const [row] = await tx
    .insert(carts)
    .values({ secretHash: hashToken(secret), createdAt: now, updatedAt: now })
    .returning();
  if (row === undefined) throw new Error('insert returned no cart');
  return { cart: row, secret };
}

/** Marks the cart as used now (a guest cart lives on) and applies `changes`; answers the row. */
export async function touchCart(
  tx: Transaction,
  cartId: string,
  now: Date,
  changes: Partial<Pick<CartRow, 'couponCode' | 'shippingCountry'>> = {},
): Promise<CartRow | null> {
  const [row] = await tx
    .update(carts)
    .set({ ...changes, updatedAt: now })
    .where(eq(carts.id, cartId))
    .returning();
  return row ?? null;
}

/** A variant with what pricing and the answer need about its product. */
export interface VariantFacts {
  readonly variantId: string;
  readonly productId: string;
  readonly packSize: number;
  readonly priceCents: number;
  readonly stock: number;
  readonly productName: string;
  readonly productSlugs: Localized;
  readonly primaryCategoryId: string;
  readonly categoryIds: readonly string[];
  readonly seedBankSlug: string;
  readonly seedBankName: string;
}

export interface StoredCartLine extends VariantFacts {
  readonly lineId: string;
  readonly quantity: number;
  readonly unitPriceCentsAtAdd: number;
  readonly addedAt: Date;
}

const categoryIdsOfProduct = sql<unknown>`coalesce((select array_agg(pc.category_id order by pc.category_id) from product_categories pc where pc.product_id = ${products.id}), '{}')`;

const variantColumns = {
  variantId: variants.id,
  productId: variants.productId,
  packSize: variants.packSize,
  priceCents: variants.priceCents,
  stock: variants.stock,
  productName: products.name,
  productSlugs: products.slugs,
  primaryCategoryId: products.primaryCategoryId,
  categoryIds: categoryIdsOfProduct,
  seedBankSlug: seedBanks.slug,
  seedBankName: seedBanks.name,
};

function textArray(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

export async function loadCartLines(db: Executor, cartId: string): Promise<StoredCartLine[]> {
  const rows = await db
    .select({
      lineId: cartLines.id,
      quantity: cartLines.quantity,
      unitPriceCentsAtAdd: cartLines.unitPriceCentsAtAdd,
      addedAt: cartLines.addedAt,
      ...variantColumns,
    })
    .from(cartLines)
    .innerJoin(variants, eq(variants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(seedBanks, eq(seedBanks.id, products.seedBankId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.id));
  return rows.map((row) => ({ ...row, categoryIds: textArray(row.categoryIds) }));
}

/** Control characters name no variant (and PostgreSQL refuses NUL in text). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f]/u;

export async function loadVariant(db: Executor, variantId: string): Promise<VariantFacts | null> {
  if (controlCharacters.test(variantId)) return null;
  const [row] = await db
    .select(variantColumns)
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(seedBanks, eq(seedBanks.id, products.seedBankId))
    .where(eq(variants.id, variantId));
  return row === undefined ? null : { ...row, categoryIds: textArray(row.categoryIds) };
}

/** Every pack of the given products, for gift tiers. */
export async function loadProductPacks(db: Executor, productIds: readonly string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: variants.productId,
      productName: products.name,
      variantId: variants.id,
      packSize: variants.packSize,
      stock: variants.stock,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(variants.productId, [...productIds]));
}
