/**
 * Staff change a pack's stock or price. The pack row is locked for the change, the product's
 * listing row ("from" price, in stock) follows in the same transaction, and the alerts it fires
 * go out with it: stock above zero fulfils the pack's back-in-stock subscriptions, a price change
 * checks the product's price-drop subscriptions.
 */
import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database';
import { productListing, variants } from '../db/schema';
import { fireBackInStock, firePriceDrops, type AlertDeps } from './alert-fanout';
import { lowestCurrentPrices } from './alert-prices';

export interface StaffVariantResult {
  readonly id: string;
  readonly productId: string;
  readonly packSize: number;
  readonly priceCents: number;
  readonly stock: number;
  readonly fulfilled: number;
}

async function refreshListing(tx: Executor, productId: string): Promise<void> {
  const packs = await tx
    .select({ priceCents: variants.priceCents, packSize: variants.packSize, stock: variants.stock })
    .from(variants)
    .where(eq(variants.productId, productId));
  // As the catalogue's listing row has it: the cheapest pack in stock (the cheapest at all when
  // every pack is sold out), the cheapest per seed over all packs.
  const inStock = packs.filter((pack) => pack.stock > 0);
  const candidates = inStock.length > 0 ? inStock : packs;
  const cheapest = Math.min(...candidates.map((pack) => pack.priceCents));
  const perSeed = Math.min(...packs.map((pack) => Math.round(pack.priceCents / pack.packSize)));
  await tx
    .update(productListing)
    .set({
      priceFromCents: Number.isFinite(cheapest) ? cheapest : 0,
      pricePerSeedFromCents: Number.isFinite(perSeed) ? perSeed : 0,
      inStock: inStock.length > 0,
    })
    .where(eq(productListing.productId, productId));
}

async function lockedPack(tx: Transaction, variantId: string) {
  const [row] = await tx.select().from(variants).where(eq(variants.id, variantId)).for('update');
  return row ?? null;
}

/** Null when there is no such pack. */
export async function setVariantStock(
  tx: Transaction,
  deps: AlertDeps,
  variantId: string,
  stock: number,
  now: Date,
): Promise<StaffVariantResult | null> {
  const pack = await lockedPack(tx, variantId);
  if (pack === null) return null;
  await tx.update(variants).set({ stock }).where(eq(variants.id, variantId));
  await refreshListing(tx, pack.productId);
  const fulfilled = stock > 0 ? await fireBackInStock(tx, deps, variantId, now) : 0;
  return {
    id: pack.id,
    productId: pack.productId,
    packSize: pack.packSize,
    priceCents: pack.priceCents,
    stock,
    fulfilled,
  };
}

/** Null when there is no such pack. */
export async function setVariantPrice(
  tx: Transaction,
  deps: AlertDeps,
  variantId: string,
  priceCents: number,
  now: Date,
): Promise<StaffVariantResult | null> {
  const pack = await lockedPack(tx, variantId);
  if (pack === null) return null;
  await tx.update(variants).set({ priceCents }).where(eq(variants.id, variantId));
  await refreshListing(tx, pack.productId);
  const fulfilled = await firePriceDrops(tx, deps, (ids) => lowestCurrentPrices(tx, ids, now), [pack.productId], now);
  return { id: pack.id, productId: pack.productId, packSize: pack.packSize, priceCents, stock: pack.stock, fulfilled };
}
