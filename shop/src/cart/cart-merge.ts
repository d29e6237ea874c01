/**
 * A guest cart merging into a customer's when the customer signs in (or calls the cart with both a
 * bearer token and a live guest cart id).
 */
import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { cartLines, carts, variants } from '../db/schema';
import { MAX_LINES, MAX_QUANTITY_PER_LINE } from '../pricing/cart-config';
import type { CartNotice } from './cart-wire';
import { lockCustomerCart, lockGuestCart } from './cart-store';

async function linesWithStock(tx: Transaction, cartId: string) {
  return tx
    .select({
      id: cartLines.id,
      variantId: cartLines.variantId,
      quantity: cartLines.quantity,
      unitPriceCentsAtAdd: cartLines.unitPriceCentsAtAdd,
      addedAt: cartLines.addedAt,
      stock: variants.stock,
    })
    .from(cartLines)
    .innerJoin(variants, eq(variants.id, cartLines.variantId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.id));
}

/**
 * Moves the guest cart named by `secret` into the customer's cart and deletes it. Quantities of the
 * same variant add up, capped at the per-line limit and the stock (a sold-out line keeps its
 * quantity); past the line limit the guest's remaining lines are dropped with a notice. The
 * customer's coupon and shipping country win; the guest's fill in where the customer has none.
 * Locks the guest cart before the customer's, so concurrent merges of one pair serialise.
 * Returns null when the secret names no live guest cart.
 */
export async function mergeGuestCart(
  tx: Transaction,
  customerId: string,
  secret: string,
  now: Date,
): Promise<CartNotice[] | null> {
  const guest = await lockGuestCart(tx, secret, now);
  if (guest === null) return null;
  const target = await lockCustomerCart(tx, customerId, now);
  const existing = new Map((await linesWithStock(tx, target.id)).map((line) => [line.variantId, line]));
  let lineCount = existing.size;
  let moved = 0;
  let dropped = 0;
  for (const line of await linesWithStock(tx, guest.id)) {
    const current = existing.get(line.variantId);
    if (current !== undefined) {
      const wanted = Math.min(MAX_QUANTITY_PER_LINE, current.quantity + line.quantity);
      const quantity = line.stock > 0 ? Math.max(1, Math.min(wanted, line.stock)) : wanted;
      await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, current.id));
      moved += 1;
    } else if (lineCount < MAX_LINES) {
      const quantity = line.stock > 0 ? Math.min(line.quantity, line.stock) : line.quantity;
      await tx.insert(cartLines).values({
        cartId: target.id,
        variantId: line.variantId,
        quantity,
        unitPriceCentsAtAdd: line.unitPriceCentsAtAdd,
        addedAt: line.addedAt,
      });
      lineCount += 1;
      moved += 1;
    } else {
      dropped += 1;
    }
  }
  await tx
    .update(carts)
    .set({
      couponCode: target.couponCode ?? guest.couponCode,
      shippingCountry: target.shippingCountry ?? guest.shippingCountry,
      updatedAt: now,
    })
    .where(eq(carts.id, target.id));
  await tx.delete(carts).where(eq(carts.id, guest.id));
  const notices: CartNotice[] = [];
  if (moved > 0) notices.push({ code: 'cart-merged', pick: (m) => m.cartMerged });
  if (dropped > 0) notices.push({ code: 'lines-dropped', pick: (m) => m.cartLinesDropped(dropped) });
  return notices;
}

/** The merge at sign-in, in its own transaction; a secret that names no live cart changes nothing. */
export async function mergeGuestCartAtLogin(
  db: Database,
  customerId: string,
  secret: string | null,
  now: Date,
): Promise<void> {
  if (secret === null) return;
  await db.transaction(async (tx) => {
    await mergeGuestCart(tx, customerId, secret, now);
  });
}
