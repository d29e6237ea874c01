/**
 * The shop's one price engine: pure functions from catalogue prices, pricing rules and a cart to
 * what every line, discount, gift, VAT, shipping and the total come to. No database, no clock: the
 * caller loads the data and passes `now`. Money is integer euro cents, gross (ADR 0023).
 */
import { quoteShipping, type ShippingZoneId } from '../checkout/shipping-methods';
import { CART_SHIPPING_METHOD, HOME_VAT_RATE_PERCENT, MAX_QUANTITY_PER_LINE } from './cart-config';
import type { PriceRule, PriceRuleScope } from './price-rule';

/** What the engine needs to know about a product to price one pack of it. */
export interface PricedItem {
  readonly productId: string;
  readonly seedBankSlug: string;
  readonly categoryIds: readonly string[];
  /** Catalogue price of one pack, gross cents. */
  readonly priceCents: number;
}

export interface UnitPrice {
  readonly unitPriceCents: number;
  readonly originalUnitPriceCents: number;
  /** The rule that priced the unit, null at the catalogue price. */
  readonly rule: PriceRule | null;
}

/** `numerator / denominator` rounded half-up, for non-negative integers. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Whether `now` lies in the rule's window: start inclusive, end exclusive. */
export function isRuleActive(rule: PriceRule, now: Date): boolean {
  const time = now.getTime();
  return rule.startsAt.getTime() <= time && time < rule.endsAt.getTime();
}

function scopeCovers(scope: PriceRuleScope, item: PricedItem): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'seed-banks':
      return scope.seedBanks.includes(item.seedBankSlug);
    case 'categories':
      return item.categoryIds.some((id) => scope.categories.includes(id));
    case 'products':
      return scope.products.includes(item.productId);
  }
}

/** Coupon codes compare case-insensitively; stored codes are upper-case. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

function couponMatches(rule: PriceRule, couponCode: string | null): boolean {
  if (rule.couponCode === null) return true;
  return couponCode !== null && normalizeCouponCode(rule.couponCode) === normalizeCouponCode(couponCode);
}

/** One unit's price under one rule: percent rounded half-up to the cent, amount floored at 0. */
export function discountedPrice(priceCents: number, rule: PriceRule): number {
  const { kind, value } = rule.discount;
  if (kind === 'percent') {
    const percent = Math.min(100, Math.max(0, value));
    return divideRoundHalfUp(priceCents * (100 - percent), 100);
  }
  return Math.max(0, priceCents - Math.max(0, value));
}

/**
 * The price of one pack: the rule giving the lowest price among those active at `now`, covering the
 * item and needing no coupon or the cart's coupon. Rules never stack. Ties go to the automatic rule
 * over the coupon, then to the lowest id, so the same cart always names the same rule.
 */
export function unitPrice(
  item: PricedItem,
  rules: readonly PriceRule[],
  now: Date,
  couponCode: string | null,
): UnitPrice {
  let best: { price: number; rule: PriceRule } | null = null;
  for (const rule of rules) {
    if (!isRuleActive(rule, now) || !couponMatches(rule, couponCode) || !scopeCovers(rule.scope, item)) continue;
    const price = discountedPrice(item.priceCents, rule);
    if (price >= item.priceCents) continue;
    if (best === null || price < best.price || (price === best.price && beatsOnTie(rule, best.rule))) {
      best = { price, rule };
    }
  }
  return {
    unitPriceCents: best?.price ?? item.priceCents,
    originalUnitPriceCents: item.priceCents,
    rule: best?.rule ?? null,
  };
}

function beatsOnTie(candidate: PriceRule, current: PriceRule): boolean {
  const candidateAutomatic = candidate.couponCode === null;
  const currentAutomatic = current.couponCode === null;
  if (candidateAutomatic !== currentAutomatic) return candidateAutomatic;
  return candidate.id < current.id;
}

/** VAT included in a gross amount: round-half-up(gross × rate / (100 + rate)). */
export function includedVat(grossCents: number, ratePercent: number): number {
  return divideRoundHalfUp(grossCents * ratePercent, 100 + ratePercent);
}

// ---------------------------------------------------------------------------------------------
// The whole cart

export interface CartLineInput extends PricedItem {
  readonly lineId: string;
  readonly variantId: string;
  readonly packSize: number;
  readonly stock: number;
  readonly quantity: number;
  /** The unit price the shopper saw when adding (or last changing) the line. */
  readonly unitPriceCentsAtAdd: number;
}

/** A pack that a gift tier may give. */
export interface GiftPack {
  readonly variantId: string;
  readonly packSize: number;
  readonly stock: number;
}

export interface CouponState {
  readonly code: string;
  readonly status: CouponStatus;
  /** The active rule behind the code, when there is one. */
  readonly rule: PriceRule | null;
}

export type CouponStatus = 'valid' | 'unknown' | 'inactive' | 'used-up';

export interface PriceCartInput {
  readonly lines: readonly CartLineInput[];
  /** The stored rules; the engine keeps those active at `now`. */
  readonly rules: readonly PriceRule[];
  readonly now: Date;
  readonly couponCode: string | null;
  /** Orders placed so far per coupon rule id (the usage limit counts against these). */
  readonly couponUses: ReadonlyMap<string, number>;
  /** Upper-case country code, or null while the shopper has not chosen one. */
  readonly shippingCountry: string | null;
  /** The packs of every product a gift tier names, by product id. */
  readonly giftPacks: ReadonlyMap<string, readonly GiftPack[]>;
}

export type CartLineChange = 'price-changed' | 'quantity-lowered' | 'sold-out';

export interface PricedCartLine {
  readonly input: CartLineInput;
  /** What the line holds and is priced with: the stored quantity, at most the stock. */
  readonly quantity: number;
  /** min(per-line limit, stock); 0 when sold out. */
  readonly maxQuantity: number;
  readonly inStock: boolean;
  readonly originalUnitPriceCents: number;
  readonly unitPriceCents: number;
  /** unit × quantity; 0 for a sold-out line, which stays in the cart outside the totals. */
  readonly lineTotalCents: number;
  readonly savingCents: number;
  readonly rule: PriceRule | null;
  readonly changes: readonly CartLineChange[];
}

export interface CartGift {
  readonly rule: PriceRule;
  readonly thresholdCents: number;
  readonly productId: string;
  readonly variantId: string;
  readonly packSize: number;
}

export interface CartDiscount {
  readonly rule: PriceRule;
  readonly savingCents: number;
}

export interface CartShipping {
  readonly country: string;
  readonly zone: ShippingZoneId;
  readonly costCents: number;
  readonly freeThresholdCents: number;
  readonly remainingToFreeCents: number;
}

export interface PricedCart {
  readonly lines: readonly PricedCartLine[];
  readonly gifts: readonly CartGift[];
  readonly coupon: (CouponState & { readonly savingCents: number }) | null;
  /** Every rule that saved something, in the order of first use. */
  readonly discounts: readonly CartDiscount[];
  readonly itemCount: number;
  readonly subtotalCents: number;
  readonly savingCents: number;
  readonly goodsTotalCents: number;
  /** Null while no country is chosen or where the shop does not ship. */
  readonly shipping: CartShipping | null;
  readonly totalCents: number;
  readonly vatRatePercent: number;
  /** VAT included in the total. */
  readonly vatCents: number;
  /** total − VAT: what a checkout re-prices with the destination's rate. */
  readonly netTotalCents: number;
}

/**
 * What a coupon code is worth at `now`: `unknown` when no stored rule carries it, `inactive` when
 * none of them is in its window, `used-up` when every active one reached its usage limit.
 */
export function couponState(
  code: string,
  rules: readonly PriceRule[],
  now: Date,
  uses: ReadonlyMap<string, number>,
): CouponState {
  const normalized = normalizeCouponCode(code);
  const carrying = rules.filter(
    (rule) => rule.couponCode !== null && normalizeCouponCode(rule.couponCode) === normalized,
  );
  if (carrying.length === 0) return { code: normalized, status: 'unknown', rule: null };
  const active = carrying.filter((rule) => isRuleActive(rule, now));
  if (active.length === 0) return { code: normalized, status: 'inactive', rule: null };
  const usable = active
    .filter((rule) => rule.usageLimit === null || (uses.get(rule.id) ?? 0) < rule.usageLimit)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const first = usable[0];
  if (first === undefined) return { code: normalized, status: 'used-up', rule: null };
  return { code: normalized, status: 'valid', rule: first };
}

/** The rules that may price this cart: active, and a coupon rule only while its code is valid. */
function applicableRules(input: PriceCartInput, coupon: CouponState | null): PriceRule[] {
  return input.rules.filter((rule) => {
    if (!isRuleActive(rule, input.now)) return false;
    if (rule.couponCode === null) return true;
    if (coupon === null || coupon.status !== 'valid') return false;
    if (normalizeCouponCode(rule.couponCode) !== coupon.code) return false;
    return rule.usageLimit === null || (input.couponUses.get(rule.id) ?? 0) < rule.usageLimit;
  });
}

function priceLine(line: CartLineInput, rules: readonly PriceRule[], input: PriceCartInput): PricedCartLine {
  const maxQuantity = Math.max(0, Math.min(MAX_QUANTITY_PER_LINE, line.stock));
  const inStock = maxQuantity > 0;
  const quantity = inStock ? Math.min(line.quantity, maxQuantity) : line.quantity;
  const price = unitPrice(line, rules, input.now, input.couponCode);
  const changes: CartLineChange[] = [];
  if (!inStock) changes.push('sold-out');
  else if (quantity < line.quantity) changes.push('quantity-lowered');
  if (price.unitPriceCents !== line.unitPriceCentsAtAdd) changes.push('price-changed');
  const counted = inStock ? quantity : 0;
  return {
    input: line,
    quantity,
    maxQuantity,
    inStock,
    originalUnitPriceCents: price.originalUnitPriceCents,
    unitPriceCents: price.unitPriceCents,
    lineTotalCents: price.unitPriceCents * counted,
    savingCents: (price.originalUnitPriceCents - price.unitPriceCents) * counted,
    rule: price.rule,
    changes,
  };
}

/** The highest tier each rule reaches gives the smallest in-stock pack of its first product that has one. */
function giftsFor(rules: readonly PriceRule[], goodsTotalCents: number, input: PriceCartInput): CartGift[] {
  const gifts: CartGift[] = [];
  if (goodsTotalCents <= 0) return gifts;
  for (const rule of rules) {
    const reached = rule.giftTiers
      .filter((tier) => tier.thresholdCents <= goodsTotalCents)
      .sort((a, b) => b.thresholdCents - a.thresholdCents)[0];
    if (reached === undefined) continue;
    for (const productId of reached.products) {
      const pack = (input.giftPacks.get(productId) ?? [])
        .filter((candidate) => candidate.stock > 0)
        .sort((a, b) => a.packSize - b.packSize)[0];
      if (pack === undefined) continue;
      gifts.push({
        rule,
        thresholdCents: reached.thresholdCents,
        productId,
        variantId: pack.variantId,
        packSize: pack.packSize,
      });
      break;
    }
  }
  return gifts;
}

/**
 * The estimate: the cart's shipping method for its packs and goods total. Only a method with a
 * free threshold gives one (the cart shows how far away free shipping is).
 */
function shippingFor(country: string | null, goodsTotalCents: number, packs: number): CartShipping | null {
  if (country === null) return null;
  const quote = quoteShipping(country, CART_SHIPPING_METHOD, packs, goodsTotalCents);
  if (quote === null || quote.freeFromCents === null || quote.remainingToFreeCents === null) return null;
  return {
    country,
    zone: quote.zone,
    costCents: quote.costCents,
    freeThresholdCents: quote.freeFromCents,
    remainingToFreeCents: quote.remainingToFreeCents,
  };
}

/** Prices a whole cart. Every total is a sum of integer line totals, so they add up to the cent. */
export function priceCart(input: PriceCartInput): PricedCart {
  const coupon =
    input.couponCode === null ? null : couponState(input.couponCode, input.rules, input.now, input.couponUses);
  const rules = applicableRules(input, coupon);
  const lines = input.lines.map((line) => priceLine(line, rules, input));

  const discounts = new Map<string, { rule: PriceRule; savingCents: number }>();
  let itemCount = 0;
  let subtotalCents = 0;
  let goodsTotalCents = 0;
  for (const line of lines) {
    if (!line.inStock) continue;
    itemCount += line.quantity;
    subtotalCents += line.originalUnitPriceCents * line.quantity;
    goodsTotalCents += line.lineTotalCents;
    if (line.rule !== null && line.savingCents > 0) {
      const entry = discounts.get(line.rule.id) ?? { rule: line.rule, savingCents: 0 };
      entry.savingCents += line.savingCents;
      discounts.set(line.rule.id, entry);
    }
  }
  const savingCents = subtotalCents - goodsTotalCents;
  const shipping = shippingFor(input.shippingCountry, goodsTotalCents, itemCount);
  const totalCents = goodsTotalCents + (shipping?.costCents ?? 0);
  const vatCents = includedVat(totalCents, HOME_VAT_RATE_PERCENT);
  const couponSaving = coupon?.rule ? (discounts.get(coupon.rule.id)?.savingCents ?? 0) : 0;

  return {
    lines,
    gifts: giftsFor(rules, goodsTotalCents, input),
    coupon: coupon === null ? null : { ...coupon, savingCents: couponSaving },
    discounts: [...discounts.values()],
    itemCount,
    subtotalCents,
    savingCents,
    goodsTotalCents,
    shipping,
    totalCents,
    vatRatePercent: HOME_VAT_RATE_PERCENT,
    vatCents,
    netTotalCents: totalCents - vatCents,
  };
}
