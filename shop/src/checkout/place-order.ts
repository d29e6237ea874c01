/**
 * Placing an order: one transaction that either writes all of it or nothing (ADR 0026). The cart
 * row is locked first, then the variants in id order (two carts sharing variants never deadlock);
 * the cart is priced again exactly as the review priced it and compared with what the shopper saw;
 * the coupon use is counted with a conditional update, stock is taken with `… WHERE stock >= q`,
 * the number comes from a sequence, and the order is written as a frozen snapshot together with its
 * first event, the emptied cart and the queued confirmation mail.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Locale } from '@seedshop/locales';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { loadActivePricing, loadGiftStock, type ActivePricing } from '../cart/cart-pricing';
import type { Shopper } from '../cart/cart-operations';
import { lockExistingCustomerCart, lockGuestCart } from '../cart/cart-store';
import { queryRows } from '../catalogue/store/query-rows';
import type { OrderConflictWire, PaymentMethodKey, ShippingMethodKey } from '../contract/checkout';
import type { Transaction } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { cartLines, carts, orderEvents, orderLines, orders, priceRules, variants, type CartRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { queueOrderMail } from '../orders/order-mails';
import { orderProductIds } from '../orders/order-store';
import { paymentDetailsFor } from '../orders/payment-details';
import type { PricedCart } from '../pricing/price-engine';
import type { ShopContext } from '../routes/shop-context';
import { hashToken } from '../security/secrets';
import { orderBitcoinAddress, satoshiFor } from './bitcoin-address';
import { loadCheckoutCart, ruleOf, type CheckoutCart } from './checkout-quote';
import {
  priceForDestination,
  taxForDestination,
  type DestinationLine,
  type DestinationPrice,
} from './destination-pricing';

/** An address as the order keeps it: the contract's `orderAddress` (snake_case keys). */
export interface OrderAddressSnapshot {
  readonly first_name: string;
  readonly last_name: string;
  readonly country: string;
  readonly state: string | null;
  readonly city: string;
  readonly postal_code: string;
  readonly street: string;
  readonly house_number: string | null;
  readonly tax_id: string | null;
  readonly phone: string | null;
}

export interface ExpectedOrder {
  readonly total_cents: number;
  readonly lines: ReadonlyArray<{
    readonly variant_id: string;
    readonly quantity: number;
    readonly unit_price_cents: number;
  }>;
}

export interface PlaceOrderInput {
  readonly shopper: Shopper;
  /** The customer's id, or null for a guest. */
  readonly customerId: string | null;
  /** Lower-cased: the account's address, or the one the guest gave. */
  readonly email: string;
  readonly locale: Locale;
  readonly idempotencyKey: string;
  /** `requestFingerprint` of the shopper and the request. */
  readonly fingerprint: string;
  readonly shippingAddress: OrderAddressSnapshot;
  readonly billingAddress: OrderAddressSnapshot;
  readonly shippingMethod: ShippingMethodKey;
  readonly paymentMethod: PaymentMethodKey;
  readonly expected: ExpectedOrder;
  /**
   * Checks only a new order must pass (the guest's captcha, the rate limits). They run after the
   * idempotency key was looked up under the cart's lock, so a duplicate of an order placed a moment
   * ago — on this instance or another — gets that order, not a spent captcha or a rate limit.
   */
  readonly admit?: () => Promise<void>;
}

export type PlaceOrderResult =
  | { readonly kind: 'placed'; readonly orderId: string; readonly number: string }
  /** The idempotency key named an order placed before with the same request. */
  | { readonly kind: 'existing'; readonly orderId: string; readonly number: string };

type ConflictCode = OrderConflictWire['code'];
type ConflictChange = OrderConflictWire['changes'][number];

/** A 409: the order was not placed; the route answers the contract's `orderConflict`. */
export class OrderConflictError extends Error {
  constructor(
    readonly code: ConflictCode,
    readonly changes: readonly ConflictChange[],
    readonly totalCents: number,
  ) {
    super(`order conflict: ${code}`);
    this.name = 'OrderConflictError';
  }
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical(Reflect.get(value, key))]),
    );
  }
  return value;
}

/**
 * SHA-256 of who asks (customer id, or the hash of the guest's cart secret) and the request body
 * with sorted keys, without the captcha answer and the new account's password (a retry carries a
 * new captcha; a password has no place in a stored hash).
 */
export function requestFingerprint(shopper: Shopper, body: Readonly<Record<string, unknown>>): string {
  const { captcha: _captcha, create_account: createAccount, ...rest } = body;
  const who =
    shopper.customerId !== null
      ? `customer:${shopper.customerId}`
      : `guest:${shopper.guestSecret === null ? '' : hashToken(shopper.guestSecret)}`;
  const request = { ...rest, create_account: createAccount !== undefined };
  return createHash('sha256')
    .update(JSON.stringify([who, canonical(request)]))
    .digest('hex');
}

/** The order an idempotency key names, if any. */
export async function findOrderByKey(db: Transaction | ShopContext['db'], key: string) {
  const [row] = await db
    .select({ id: orders.id, number: orders.number, fingerprint: orders.requestFingerprint, total: orders.totalCents })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  return row ?? null;
}

/** The same key with the same request answers that order; with another request it is a 409. */
export function answerForKey(
  existing: { id: string; number: string; fingerprint: string; total: number },
  fingerprint: string,
): PlaceOrderResult {
  if (existing.fingerprint !== fingerprint) throw new OrderConflictError('idempotency-key-reused', [], existing.total);
  return { kind: 'existing', orderId: existing.id, number: existing.number };
}

function emptyCart(): ApiError {
  return new ApiError(422, (m) => m.checkoutCartEmpty);
}

async function lockShopperCart(tx: Transaction, shopper: Shopper, now: Date): Promise<CartRow | null> {
  if (shopper.customerId !== null) return lockExistingCustomerCart(tx, shopper.customerId, now);
  return shopper.guestSecret === null ? null : lockGuestCart(tx, shopper.guestSecret, now);
}

/** Locks the variants in id order, so two orders sharing variants wait for each other and never deadlock. */
async function lockVariants(tx: Transaction, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)].sort();
  if (unique.length === 0) return;
  await tx
    .select({ id: variants.id })
    .from(variants)
    .where(inArray(variants.id, unique))
    .orderBy(asc(variants.id))
    .for('update');
}

/** What differs between the review the shopper saw and the cart priced now. */
export function compareWithExpected(
  expected: ExpectedOrder,
  cart: CheckoutCart,
  price: DestinationPrice,
): OrderConflictError | null {
  const ratePercent = price.vatRatePercent;
  const byVariant = new Map<string, ExpectedOrder['lines'][number]>();
  let duplicate = false;
  for (const line of expected.lines) {
    if (byVariant.has(line.variant_id)) duplicate = true;
    byVariant.set(line.variant_id, line);
  }
  const giftVariants = new Set(price.lines.filter((line) => line.gift).map((line) => line.variantId));
  const changes: ConflictChange[] = [];
  const seen = new Set<string>();
  for (const line of cart.price.priced.lines) {
    const variantId = line.input.variantId;
    seen.add(variantId);
    const wanted = byVariant.get(variantId);
    const unitPriceCents = taxForDestination(line.unitPriceCents, ratePercent).grossCents;
    const productName = cart.facts.get(variantId)?.productName ?? '';
    const change = (kind: ConflictChange['change'], quantity: number) =>
      changes.push({
        variant_id: variantId,
        product_name: productName,
        change: kind,
        quantity,
        unit_price_cents: unitPriceCents,
      });
    if (!line.inStock) {
      if (wanted !== undefined) change('sold-out', 0);
    } else if (wanted === undefined) {
      change('added', line.quantity);
    } else if (line.quantity < wanted.quantity) {
      change('quantity-lowered', line.quantity);
    } else if (line.quantity > wanted.quantity) {
      change('added', line.quantity);
    } else if (unitPriceCents !== wanted.unit_price_cents) {
      change('price-changed', line.quantity);
    }
  }
  for (const wanted of expected.lines) {
    if (seen.has(wanted.variant_id)) continue;
    // The review's gift lines (priced 0) are not in the cart: gifts are the order's to add.
    if (giftVariants.has(wanted.variant_id) && wanted.unit_price_cents === 0) continue;
    seen.add(wanted.variant_id);
    changes.push({
      variant_id: wanted.variant_id,
      product_name: '',
      change: 'removed',
      quantity: 0,
      unit_price_cents: wanted.unit_price_cents,
    });
  }
  if (changes.length === 0 && !duplicate && price.grossCents === expected.total_cents) return null;
  const stockChange = changes.some((entry) => entry.change === 'sold-out' || entry.change === 'quantity-lowered');
  return new OrderConflictError(stockChange ? 'sold-out' : 'changed', changes, price.grossCents);
}

/** The coupon rule this order uses: a valid coupon whose rule priced at least one line. */
function usedCoupon(priced: PricedCart) {
  const coupon = priced.coupon;
  if (coupon === null || coupon.status !== 'valid' || coupon.rule === null) return null;
  const rule = coupon.rule;
  return priced.discounts.some((discount) => discount.rule.id === rule.id) ? { code: coupon.code, rule } : null;
}

/**
 * Counts one use of a coupon rule unless its limit is reached (the limit is a parameter: it lives
 * in the rule's JSON). False when another order took the last use.
 */
async function countCouponUse(tx: Transaction, ruleId: string, usageLimit: number | null): Promise<boolean> {
  const rows = await tx
    .update(priceRules)
    .set({ uses: sql`${priceRules.uses} + 1` })
    .where(and(eq(priceRules.id, ruleId), usageLimit === null ? undefined : lt(priceRules.uses, usageLimit)))
    .returning({ id: priceRules.id });
  return rows.length > 0;
}

/** Takes `quantity` packs from stock; false when fewer are left. */
async function takeStock(tx: Transaction, variantId: string, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(variants)
    .set({ stock: sql`${variants.stock} - ${quantity}` })
    .where(and(eq(variants.id, variantId), gte(variants.stock, quantity)))
    .returning({ id: variants.id });
  return rows.length > 0;
}

const dayMs = 24 * 60 * 60_000;

/** The year of an instant in the shop's time zone. */
function shopYear(now: Date): string {
  return new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(now);
}

/** `SS-<year>-<sequence, six digits at least>`. */
export function orderNumber(now: Date, seq: number): string {
  return `SS-${shopYear(now)}-${String(seq).padStart(6, '0')}`;
}

interface Priced {
  readonly cart: CheckoutCart;
  readonly price: DestinationPrice;
}

async function priceLocked(
  tx: Transaction,
  cart: CartRow,
  pricing: ActivePricing,
  input: PlaceOrderInput,
  now: Date,
): Promise<Priced> {
  const checkout = await loadCheckoutCart(tx, cart, pricing, now, await loadGiftStock(tx, pricing));
  const price = priceForDestination(checkout.price.priced, input.shippingAddress.country, input.shippingMethod);
  // The route checked the destination before; a table change in between refuses like a changed price.
  if (price === null) throw new OrderConflictError('changed', [], 0);
  return { cart: checkout, price };
}

async function writeOrder(
  tx: Transaction,
  ctx: ShopContext,
  input: PlaceOrderInput,
  priced: Priced,
  lines: readonly DestinationLine[],
  couponCode: string | null,
  now: Date,
): Promise<{ orderId: string; number: string }> {
  const [next] = await queryRows(
    tx,
    sql`SELECT nextval('order_number_seq')::text AS seq`,
    z.object({ seq: z.coerce.number().int().positive() }),
  );
  if (next === undefined) throw new Error('the order sequence answered nothing');
  const { seq } = next;
  const number = orderNumber(now, seq);
  const { price } = priced;
  const crypto =
    input.paymentMethod === 'crypto' && ctx.payments.crypto !== null
      ? {
          address: orderBitcoinAddress(ctx.payments.crypto.xpub, seq),
          amountSat: satoshiFor(price.grossCents, ctx.payments.crypto.rateEurPerBtc),
        }
      : null;
  const paymentDetails = paymentDetailsFor(input.paymentMethod, ctx.payments, crypto);
  if (paymentDetails === null) throw new ApiError(422, (m) => m.paymentMethodUnavailable);
  const appliedRules = new Map<string, { id: string; name: string; coupon: boolean; saving_cents: number }>();
  for (const discount of priced.cart.price.priced.discounts) {
    appliedRules.set(discount.rule.id, {
      id: discount.rule.id,
      name: discount.rule.names[input.locale] ?? discount.rule.names.en ?? '',
      coupon: discount.rule.couponCode !== null,
      saving_cents: discount.savingCents,
    });
  }
  const orderId = randomUUID();
  await tx.insert(orders).values({
    id: orderId,
    seq,
    number,
    customerId: input.customerId,
    email: input.email,
    locale: input.locale,
    status: 'awaiting-payment',
    shippingAddress: input.shippingAddress,
    billingAddress: input.billingAddress,
    shippingCountry: input.shippingAddress.country,
    shippingMethod: input.shippingMethod,
    shippingNetCents: price.shipping.netCents,
    shippingVatCents: price.shipping.vatCents,
    shippingGrossCents: price.shipping.grossCents,
    estimateMinDays: price.shipping.quote.estimateDays.min,
    estimateMaxDays: price.shipping.quote.estimateDays.max,
    paymentMethod: input.paymentMethod,
    paymentDetails,
    vatRatePercent: price.vatRatePercent,
    netCents: price.netCents,
    vatCents: price.vatCents,
    totalCents: price.grossCents,
    vatSummary: price.vat.map((entry) => ({
      rate_percent: entry.ratePercent,
      net_cents: entry.netCents,
      vat_cents: entry.vatCents,
      gross_cents: entry.grossCents,
    })),
    couponCode,
    appliedRules: [...appliedRules.values()],
    idempotencyKey: input.idempotencyKey,
    requestFingerprint: input.fingerprint,
    payBy: new Date(now.getTime() + ctx.payments.unpaidCancelDays * dayMs),
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(orderLines).values(
    lines.map((line, position) => {
      const fact = priced.cart.facts.get(line.variantId);
      const rule = ruleOf(line);
      return {
        orderId,
        position,
        variantId: line.variantId,
        productId: fact?.productId ?? '',
        productName: fact?.productName ?? '',
        seedBankName: fact?.seedBankName ?? '',
        packSize: fact?.packSize ?? 0,
        quantity: line.quantity,
        gift: line.gift,
        originalUnitGrossCents: line.originalUnitGrossCents,
        unitNetCents: line.unitNetCents,
        unitGrossCents: line.unitGrossCents,
        vatRatePercent: line.vatRatePercent,
        netCents: line.netCents,
        vatCents: line.vatCents,
        grossCents: line.grossCents,
        discountName: rule === null ? null : (rule.names[input.locale] ?? rule.names.en ?? null),
        ruleId: rule?.id ?? null,
      };
    }),
  );
  await tx.insert(orderEvents).values({
    orderId,
    at: now,
    status: 'awaiting-payment',
    actor: 'customer',
    kind: 'placed',
  });
  return { orderId, number };
}

async function placeInTransaction(
  tx: Transaction,
  ctx: ShopContext,
  input: PlaceOrderInput,
): Promise<PlaceOrderResult> {
  const now = ctx.clock.now();
  const cart = await lockShopperCart(tx, input.shopper, now);
  const existing = await findOrderByKey(tx, input.idempotencyKey);
  if (existing !== null) return answerForKey(existing, input.fingerprint);
  if (cart === null) throw emptyCart();
  await input.admit?.();
  const stored = await tx
    .select({ variantId: cartLines.variantId })
    .from(cartLines)
    .where(eq(cartLines.cartId, cart.id));
  if (stored.length === 0) throw emptyCart();

  let pricing = await loadActivePricing(tx, now);
  const giftCandidates = [...(await loadGiftStock(tx, pricing)).packs.values()].flat().map((pack) => pack.variantId);
  await lockVariants(tx, [...stored.map((line) => line.variantId), ...giftCandidates]);

  let priced = await priceLocked(tx, cart, pricing, input, now);
  const conflict = compareWithExpected(input.expected, priced.cart, priced.price);
  if (conflict !== null) {
    // The coupon the review priced with was used up by other orders since: say so.
    if (priced.cart.price.priced.coupon?.status === 'used-up') {
      throw new OrderConflictError('coupon-used-up', conflict.changes, conflict.totalCents);
    }
    throw conflict;
  }

  const coupon = usedCoupon(priced.cart.price.priced);
  if (coupon !== null && !(await countCouponUse(tx, coupon.rule.id, coupon.rule.usageLimit))) {
    // Another order took the last use since the rules were read: price as the shopper would now.
    const uses = new Map(pricing.couponUses);
    uses.set(coupon.rule.id, coupon.rule.usageLimit ?? Number.MAX_SAFE_INTEGER);
    pricing = { ...pricing, couponUses: uses };
    priced = await priceLocked(tx, cart, pricing, input, now);
    const repriced = compareWithExpected(input.expected, priced.cart, priced.price);
    throw new OrderConflictError('coupon-used-up', repriced?.changes ?? [], priced.price.grossCents);
  }

  const kept: DestinationLine[] = [];
  for (const line of priced.price.lines) {
    const taken = await takeStock(tx, line.variantId, line.quantity);
    if (taken) kept.push(line);
    // The variants are locked and their stock was checked: only a gift can run out here (its pack
    // may be the one a line just took), and a gift that ran out is left out.
    else if (!line.gift) throw new OrderConflictError('sold-out', [], priced.price.grossCents);
  }

  const placed = await writeOrder(tx, ctx, input, priced, kept, coupon?.code ?? null, now);
  await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
  await tx.update(carts).set({ couponCode: null, updatedAt: now }).where(eq(carts.id, cart.id));
  await queueOrderMail(tx, ctx, placed.orderId, 'confirmation');
  return { kind: 'placed', ...placed };
}

/**
 * Places the shopper's cart as an order, or answers the order the idempotency key named before.
 * Throws `OrderConflictError` (409) when the cart differs from the review or the key was used for
 * another request, and `ApiError` 422 for an empty cart. A concurrent duplicate of the same key
 * (another instance, too) loses on the unique index and answers the winner's order.
 */
export async function placeOrder(ctx: ShopContext, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  try {
    const result = await ctx.db.transaction((tx) => placeInTransaction(tx, ctx, input));
    if (result.kind === 'placed') {
      ctx.catalogueChanged({ productIds: await orderProductIds(ctx.db, result.orderId), aspects: ['stock'] });
    }
    return result;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const existing = await findOrderByKey(ctx.db, input.idempotencyKey);
    if (existing === null) throw error;
    return answerForKey(existing, input.fingerprint);
  }
}
