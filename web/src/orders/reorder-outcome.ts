import type { Cart } from '@/cart/cart-model';

/** What "Order again" needs to know of an order's line. */
export interface ReorderLine {
  readonly variantId: string;
  readonly productName: string;
  readonly gift: boolean;
}

/**
 * The products of an order that did not make it into the cart: a line (not a promotion's gift,
 * which the cart adds by itself) whose pack is not in the cart, or is there but sold out. Each
 * product is named once.
 */
export function skippedProducts(lines: readonly ReorderLine[], cart: Cart): string[] {
  const available = new Set(
    cart.lines.filter((line) => line.inStock && line.quantity > 0).map((line) => line.variantId),
  );
  const names = lines.filter((line) => !line.gift && !available.has(line.variantId)).map((line) => line.productName);
  return [...new Set(names)];
}
