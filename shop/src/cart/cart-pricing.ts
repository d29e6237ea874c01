/**
 * Feeds the price engine from the database: the active rules, coupon use counts and the packs
 * gift tiers may give. The engine itself stays pure (`pricing/price-engine.ts`).
 */
import type { Executor } from '../db/database';
import type { CartRow } from '../db/schema';
import { priceCart, unitPrice, type CartLineInput, type GiftPack, type PricedCart } from '../pricing/price-engine';
import type { PriceRule } from '../pricing/price-rule';
import { loadActivePriceRulesWithUses } from '../pricing/price-rules-store';
import { loadProductPacks, type StoredCartLine, type VariantFacts } from './cart-store';

export interface ActivePricing {
  readonly rules: readonly PriceRule[];
  readonly couponUses: ReadonlyMap<string, number>;
}

export async function loadActivePricing(db: Executor, now: Date): Promise<ActivePricing> {
  const { rules, uses } = await loadActivePriceRulesWithUses(db, now);
  return { rules, couponUses: uses };
}

/** What one pack of a variant costs the cart now (for the line's "price when added"). */
export function currentUnitPrice(variant: VariantFacts, cart: CartRow | null, pricing: ActivePricing, now: Date) {
  return unitPrice(
    {
      productId: variant.productId,
      seedBankSlug: variant.seedBankSlug,
      categoryIds: variant.categoryIds,
      priceCents: variant.priceCents,
    },
    usableRules(pricing),
    now,
    cart?.couponCode ?? null,
  ).unitPriceCents;
}

/** Coupon rules past their usage limit price nothing. */
function usableRules(pricing: ActivePricing): PriceRule[] {
  return pricing.rules.filter(
    (rule) => rule.usageLimit === null || (pricing.couponUses.get(rule.id) ?? 0) < rule.usageLimit,
  );
}

function lineInput(line: StoredCartLine): CartLineInput {
  return {
    lineId: line.lineId,
    variantId: line.variantId,
    productId: line.productId,
    seedBankSlug: line.seedBankSlug,
    categoryIds: line.categoryIds,
    packSize: line.packSize,
    priceCents: line.priceCents,
    stock: line.stock,
    quantity: line.quantity,
    unitPriceCentsAtAdd: line.unitPriceCentsAtAdd,
  };
}

export interface GiftStock {
  /** The packs of every product a gift tier names, by product id. */
  readonly packs: ReadonlyMap<string, readonly GiftPack[]>;
  /** Names of those products. */
  readonly productNames: ReadonlyMap<string, string>;
}

/** The packs the active rules' gift tiers may give (no query when no rule has a tier). */
export async function loadGiftStock(db: Executor, pricing: ActivePricing): Promise<GiftStock> {
  const productIds = [...new Set(pricing.rules.flatMap((rule) => rule.giftTiers.flatMap((tier) => tier.products)))];
  const packs = new Map<string, GiftPack[]>();
  const productNames = new Map<string, string>();
  for (const pack of await loadProductPacks(db, productIds)) {
    productNames.set(pack.productId, pack.productName);
    const list = packs.get(pack.productId) ?? [];
    list.push({ variantId: pack.variantId, packSize: pack.packSize, stock: pack.stock });
    packs.set(pack.productId, list);
  }
  return { packs, productNames };
}

export const noGiftStock: GiftStock = { packs: new Map(), productNames: new Map() };

export interface StoredCartPrice {
  readonly priced: PricedCart;
  /** Names of the products gifts come from. */
  readonly giftProductNames: ReadonlyMap<string, string>;
}

export function priceStoredCart(
  cart: CartRow | null,
  lines: readonly StoredCartLine[],
  pricing: ActivePricing,
  gifts: GiftStock,
  now: Date,
): StoredCartPrice {
  const priced = priceCart({
    lines: lines.map(lineInput),
    rules: pricing.rules,
    now,
    couponCode: cart?.couponCode ?? null,
    couponUses: pricing.couponUses,
    shippingCountry: cart?.shippingCountry ?? null,
    giftPacks: gifts.packs,
  });
  return { priced, giftProductNames: gifts.productNames };
}
