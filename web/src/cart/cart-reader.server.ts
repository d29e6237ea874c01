import 'server-only';
import type { Locale } from '@seedshop/locales';
import { CART_ID_HEADER } from '@seedshop/shop/contract';
import { cookies } from 'next/headers';
import { serverShopClient } from '@/shop-client/server-client.server';
import { CART_COOKIE, cartId } from '@/shop-client/session-cookies';
import { readCart, type Cart } from './cart-model';

/**
 * The visitor's cart for a personal page (the cart page), read with the session and the guest cart
 * cookie. Undefined when the shop cannot answer it now: the page's island then loads it itself.
 */
export async function readCurrentCart(locale: Locale): Promise<Cart | undefined> {
  const guestCart = cartId((await cookies()).get(CART_COOKIE)?.value);
  const client = await serverShopClient(locale);
  try {
    const response = await client.get('cart', { headers: guestCart ? { [CART_ID_HEADER]: guestCart } : {} });
    if (!response.ok) return undefined;
    return readCart(await response.json().catch(() => null)) ?? undefined;
  } catch (error) {
    console.error('[cart] the cart could not be read', error);
    return undefined;
  }
}
