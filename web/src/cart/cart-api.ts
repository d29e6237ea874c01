'use client';

import type {
  addCartLineRequest,
  applyCouponRequest,
  shippingCountryRequest,
  updateCartLineRequest,
} from '@seedshop/shop/contract';
import { callShop } from '@/shop-client/browser-api';
import type { WireBody } from '@/shop-client/wire-body';
import { readCart, type Cart } from './cart-model';

/** A cart call's outcome: the whole cart on success, the shop's translated message otherwise. */
export type CartResult =
  | { readonly ok: true; readonly cart: Cart }
  | {
      readonly ok: false;
      readonly status: number;
      readonly message: string;
      readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
    };

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * The cart calls of the browser, through the gateway (which keeps the guest cart's id in its
 * HttpOnly cookie). Every call answers the whole cart, checked against the shop's contract.
 */
export function createCartApi(messages: { readonly network: string; readonly unexpected: string }) {
  async function call(path: string, method: Method, json?: unknown): Promise<CartResult> {
    const result = await callShop(path, { method, json, networkMessage: messages.network });
    if (!result.ok) {
      return { ok: false, status: result.status, message: result.message, fieldErrors: result.fieldErrors };
    }
    const cart = readCart(result.data);
    if (cart === null) return { ok: false, status: result.status, message: messages.unexpected, fieldErrors: {} };
    return { ok: true, cart };
  }
  const line = (id: string) => `cart/lines/${encodeURIComponent(id)}`;
  return {
    get: () => call('cart', 'GET'),
    addLine: (variantId: string, quantity: number) =>
      call('cart/lines', 'POST', { variant_id: variantId, quantity } satisfies WireBody<typeof addCartLineRequest>),
    updateLine: (lineId: string, quantity: number) =>
      call(line(lineId), 'PATCH', { quantity } satisfies WireBody<typeof updateCartLineRequest>),
    removeLine: (lineId: string) => call(line(lineId), 'DELETE'),
    applyCoupon: (code: string) => call('cart/coupon', 'POST', { code } satisfies WireBody<typeof applyCouponRequest>),
    removeCoupon: () => call('cart/coupon', 'DELETE'),
    setShippingCountry: (country: string) =>
      call('cart/shipping-country', 'PUT', { country } satisfies WireBody<typeof shippingCountryRequest>),
  };
}

export type CartApi = ReturnType<typeof createCartApi>;
