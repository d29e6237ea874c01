/**
 * What each cart call does, inside one transaction with the cart row locked first (see the lock
 * functions in `cart-store.ts`), so parallel calls on one cart apply one after the other.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { cartLines, type CartRow } from '../db/schema';
import { ApiError, fieldError } from '../http/api-error';
import { MAX_LINES, MAX_QUANTITY_PER_LINE } from '../pricing/cart-config';
import { couponState, type CartLineChange } from '../pricing/price-engine';
import { couponUses, loadAllPriceRules } from '../pricing/price-rules-store';
import { mergeGuestCart } from './cart-merge';
import { currentUnitPrice, type ActivePricing } from './cart-pricing';
import {
  createGuestCart,
  loadCartLines,
  loadVariant,
  lockCustomerCart,
  lockExistingCustomerCart,
  lockGuestCart,
  touchCart,
  type VariantFacts,
} from './cart-store';
import type { CartNotice, CartOutcome } from './cart-wire';

/** Who calls: a signed-in customer, and the guest cart secret the request carried. */
export interface Shopper {
  readonly customerId: string | null;
  readonly guestSecret: string | null;
}

export interface CartCallResult {
  /** The cart as the call left it. */
  readonly cart: CartRow | null;
  readonly outcome: CartOutcome;
  /**
   * What the answer's `X-Cart-Id` says: a new guest secret to keep, `''` to drop the cookie (the
   * guest cart merged, or the id named no cart), or null to leave it alone.
   */
  readonly cartIdHeader: string | null;
}

/** Mutable collector for one call's notices and line changes. */
export class OutcomeBuilder {
  readonly notices: CartNotice[] = [];
  readonly lineChanges = new Map<string, CartLineChange[]>();

  notice(notice: CartNotice): void {
    this.notices.push(notice);
  }

  change(lineId: string, change: CartLineChange): void {
    const list = this.lineChanges.get(lineId) ?? [];
    list.push(change);
    this.lineChanges.set(lineId, list);
  }
}

/** One call's change to the locked cart; answers the cart row when the change rewrote it. */
export type CartWork = (
  tx: Transaction,
  cart: CartRow | null,
  outcome: OutcomeBuilder,
) => Promise<CartRow | null | undefined>;

/**
 * Runs `work` on the shopper's cart in one transaction, the cart row locked (and marked as used
 * now) first, so parallel calls on one cart apply one after the other. A customer with a live
 * guest cart id gets that cart merged first. `create` makes a cart when the shopper has none (a
 * new guest secret is handed back); without it, `work` sees null.
 */
export async function runCartCall(
  db: Database,
  shopper: Shopper,
  now: Date,
  create: boolean,
  work: CartWork,
): Promise<CartCallResult> {
  return db.transaction(async (tx) => {
    const outcome = new OutcomeBuilder();
    let cart: CartRow | null;
    let cartIdHeader: string | null = null;
    if (shopper.customerId !== null) {
      const merged =
        shopper.guestSecret === null ? null : await mergeGuestCart(tx, shopper.customerId, shopper.guestSecret, now);
      for (const notice of merged ?? []) outcome.notice(notice);
      if (shopper.guestSecret !== null) cartIdHeader = '';
      cart =
        create || merged !== null
          ? await lockCustomerCart(tx, shopper.customerId, now)
          : await lockExistingCustomerCart(tx, shopper.customerId, now);
    } else {
      cart = shopper.guestSecret === null ? null : await lockGuestCart(tx, shopper.guestSecret, now);
      if (cart === null && create) {
        const created = await createGuestCart(tx, now);
        cart = created.cart;
        cartIdHeader = created.secret;
      } else if (cart === null && shopper.guestSecret !== null) {
        cartIdHeader = '';
      }
    }
    const changed = await work(tx, cart, outcome);
    return { cart: changed ?? cart, outcome, cartIdHeader };
  });
}

export function checkQuantity(quantity: number): void {
  if (quantity < 1 || quantity > MAX_QUANTITY_PER_LINE) {
    throw fieldError('quantity', (m) => m.cartQuantityRange(MAX_QUANTITY_PER_LINE));
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

function lineUnknown(): ApiError {
  return new ApiError(404, (m) => m.cartLineUnknown);
}

/** Lowers `wanted` to the stock and the per-line limit, noting why. */
function fitQuantity(wanted: number, stock: number, lineId: string, outcome: OutcomeBuilder): number {
  const capped = Math.min(wanted, MAX_QUANTITY_PER_LINE);
  if (stock < capped) {
    outcome.notice({ code: 'quantity-lowered', pick: (m) => m.cartQuantityLowered(stock) });
    outcome.change(lineId, 'quantity-lowered');
    return stock;
  }
  if (capped < wanted) {
    outcome.notice({ code: 'quantity-capped', pick: (m) => m.cartQuantityCapped(MAX_QUANTITY_PER_LINE) });
    outcome.change(lineId, 'quantity-lowered');
  }
  return capped;
}

/** Adds packs of a variant: to its existing line, or as a new line. */
/** Refuses a variant that cannot be added: unknown (404) or sold out (409). */
export function checkAddable(variant: VariantFacts | null): VariantFacts {
  if (variant === null) throw new ApiError(404, (m) => m.cartVariantUnknown);
  if (variant.stock <= 0) throw new ApiError(409, (m) => m.cartVariantSoldOut);
  return variant;
}

/**
 * Adds packs of a variant (checked with `checkAddable`): to its existing line, or as a new line.
 * The stock read before the transaction is enough here: the cart reserves nothing, the order
 * checks stock again under its own lock.
 */
export function addLine(variant: VariantFacts, quantity: number, pricing: ActivePricing, now: Date): CartWork {
  return async (tx, cart, outcome) => {
    if (cart === null) throw new Error('adding needs a cart');
    const lines = await tx
      .select({ id: cartLines.id, variantId: cartLines.variantId, quantity: cartLines.quantity })
      .from(cartLines)
      .where(eq(cartLines.cartId, cart.id));
    const existing = lines.find((line) => line.variantId === variant.variantId);
    const unitPriceCentsAtAdd = currentUnitPrice(variant, cart, pricing, now);
    if (existing !== undefined) {
      const next = fitQuantity(existing.quantity + quantity, variant.stock, existing.id, outcome);
      await tx.update(cartLines).set({ quantity: next, unitPriceCentsAtAdd }).where(eq(cartLines.id, existing.id));
      return;
    }
    if (lines.length >= MAX_LINES) throw new ApiError(409, (m) => m.cartLineLimit(MAX_LINES));
    const id = randomUUID();
    const next = fitQuantity(quantity, variant.stock, id, outcome);
    await tx.insert(cartLines).values({
      id,
      cartId: cart.id,
      variantId: variant.variantId,
      quantity: next,
      unitPriceCentsAtAdd,
      addedAt: now,
    });
  };
}

/** Sets a line's quantity (the line's price as seen now becomes its "price when added"). */
export function setLineQuantity(lineId: string, quantity: number, pricing: ActivePricing, now: Date): CartWork {
  return async (tx, cart, outcome) => {
    if (cart === null || !uuidPattern.test(lineId)) throw lineUnknown();
    const [line] = await tx
      .select({ id: cartLines.id, variantId: cartLines.variantId })
      .from(cartLines)
      .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cart.id)));
    if (line === undefined) throw lineUnknown();
    const variant = await loadVariant(tx, line.variantId);
    if (variant === null) throw lineUnknown();
    if (variant.stock <= 0) throw new ApiError(409, (m) => m.cartVariantSoldOut);
    const next = fitQuantity(quantity, variant.stock, line.id, outcome);
    const unitPriceCentsAtAdd = currentUnitPrice(variant, cart, pricing, now);
    await tx.update(cartLines).set({ quantity: next, unitPriceCentsAtAdd }).where(eq(cartLines.id, line.id));
  };
}

/** Removes a line; removing one that is not there changes nothing (DELETE is idempotent). */
export function removeLine(lineId: string): CartWork {
  return async (tx, cart) => {
    if (cart === null || !uuidPattern.test(lineId)) return;
    await tx.delete(cartLines).where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cart.id)));
  };
}

/**
 * A price the shopper caused (applying or removing a coupon) is no "price change": the lines take
 * their new unit price as the one they saw.
 */
async function acknowledgePrices(tx: Transaction, cart: CartRow, pricing: ActivePricing, now: Date): Promise<void> {
  for (const line of await loadCartLines(tx, cart.id)) {
    const unitPriceCentsAtAdd = currentUnitPrice(line, cart, pricing, now);
    if (unitPriceCentsAtAdd !== line.unitPriceCentsAtAdd) {
      await tx.update(cartLines).set({ unitPriceCentsAtAdd }).where(eq(cartLines.id, line.lineId));
    }
  }
}

/** Applies a coupon code; an unknown, inactive or used-up code is a 422 and changes nothing. */
export function applyCoupon(code: string, pricing: ActivePricing, now: Date): CartWork {
  return async (tx, cart) => {
    if (cart === null) throw new Error('a coupon needs a cart');
    const rules = await loadAllPriceRules(tx);
    const couponRuleIds = rules.filter((rule) => rule.couponCode !== null).map((rule) => rule.id);
    const state = couponState(code, rules, now, await couponUses(tx, couponRuleIds));
    if (state.status === 'unknown') throw fieldError('code', (m) => m.couponUnknown);
    if (state.status === 'inactive') throw fieldError('code', (m) => m.couponInactive);
    if (state.status === 'used-up') throw fieldError('code', (m) => m.couponUsedUp);
    const changed = await touchCart(tx, cart.id, now, { couponCode: state.code });
    await acknowledgePrices(tx, { ...cart, couponCode: state.code }, pricing, now);
    return changed;
  };
}

export function removeCoupon(pricing: ActivePricing, now: Date): CartWork {
  return async (tx, cart) => {
    if (cart === null || cart.couponCode === null) return;
    const changed = await touchCart(tx, cart.id, now, { couponCode: null });
    await acknowledgePrices(tx, { ...cart, couponCode: null }, pricing, now);
    return changed;
  };
}

/** The country must be one the shop ships to (checked by the route before the call). */
export function setShippingCountry(country: string, now: Date): CartWork {
  return async (tx, cart) => {
    if (cart === null) throw new Error('a shipping country needs a cart');
    return touchCart(tx, cart.id, now, { shippingCountry: country });
  };
}
