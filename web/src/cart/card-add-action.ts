import type { ProductDetail } from '@seedshop/shop/contract';
import { callShop } from '@/shop-client/browser-api';
import { variantReader } from '@/catalogue/catalogue-readers';
import { array, object, readWire } from '@/shop-client/wire-reader';
import { createCartApi } from './cart-api';
import { publishCart } from './cart-store';

/** The part of the product answer a card needs: its packs, read as the contract's variants. */
export const productVariantsReader = object<Pick<ProductDetail, 'variants'>>({
  variants: array(variantReader),
});

/** The pack a card adds: the smallest one in stock, or null when every pack is sold out. */
export function smallestInStock<T extends { readonly pack_size: number; readonly in_stock: boolean }>(
  variants: readonly T[],
): T | null {
  return [...variants].filter((variant) => variant.in_stock).sort((a, b) => a.pack_size - b.pack_size)[0] ?? null;
}

export type CardAddOutcome =
  | { readonly ok: true; readonly packSize: number }
  | { readonly ok: false; readonly soldOut: boolean; readonly message?: string };

/**
 * What a product card's "Add to cart" does: asks the catalogue for the product's packs, adds one
 * of the smallest in stock and makes the answer the cart every island shows. Loaded on the first
 * press, so the cart's code stays out of the listing's first load.
 */
export async function addSmallestPack(
  productSlug: string,
  messages: { readonly network: string; readonly unexpected: string },
): Promise<CardAddOutcome> {
  const product = await callShop(`catalogue/products/${encodeURIComponent(productSlug)}`, {
    networkMessage: messages.network,
  });
  if (!product.ok) return { ok: false, soldOut: false, message: product.message };
  const parsed = readWire(productVariantsReader, product.data);
  const pack = parsed === null ? null : smallestInStock(parsed.variants);
  if (pack === null) return { ok: false, soldOut: true };
  const result = await createCartApi(messages).addLine(pack.id, 1);
  if (!result.ok) return { ok: false, soldOut: false, message: result.message };
  publishCart(result.cart);
  return { ok: true, packSize: pack.pack_size };
}
