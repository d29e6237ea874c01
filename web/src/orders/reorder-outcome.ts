import type { Cart } from '@/cart/cart-model';

/** What the shop says about "Order again" in the cart it answers: packs left out, a full cart. */
const reorderNoticeCodes: ReadonlySet<string> = new Set(['reorder-skipped', 'cart-full']);

/**
 * The shop's translated messages about what "Order again" could not put into the cart (a product
 * sold out or no longer sold, each named; a cart that was full), in the shop's order.
 */
export function reorderNotices(cart: Cart): string[] {
  return cart.notices.filter((notice) => reorderNoticeCodes.has(notice.code)).map((notice) => notice.message);
}
