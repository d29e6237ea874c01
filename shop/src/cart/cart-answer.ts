/** The cart as a route answers it after a call: priced now, in the caller's language. */
import type { Locale } from '@seedshop/locales';
import type { CatalogueStructure } from '../catalogue/store/catalogue-structure';
import type { CartWire } from '../contract/cart';
import type { Executor } from '../db/database';
import type { ApiMessages } from '../i18n/messages';
import type { CartCallResult } from './cart-operations';
import { loadGiftStock, noGiftStock, priceStoredCart, type ActivePricing } from './cart-pricing';
import { loadCartLines } from './cart-store';
import { toCartWire } from './cart-wire';

export async function cartAnswerBody(
  db: Executor,
  structure: () => Promise<CatalogueStructure>,
  result: CartCallResult,
  pricing: ActivePricing,
  now: Date,
  caller: { readonly locale: Locale; readonly messages: ApiMessages },
): Promise<CartWire> {
  const row = result.cart;
  const [lines, gifts, catalogue] = await Promise.all([
    row === null ? [] : loadCartLines(db, row.id),
    row === null ? noGiftStock : loadGiftStock(db, pricing),
    structure(),
  ]);
  const price = priceStoredCart(row, lines, pricing, gifts, now);
  return toCartWire({
    cart: row,
    lines,
    price,
    outcome: result.outcome,
    structure: catalogue,
    locale: caller.locale,
    messages: caller.messages,
  });
}
