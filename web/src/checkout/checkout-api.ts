'use client';

import type { placeOrderRequest, ShippingMethodKey } from '@seedshop/shop/contract';
import { IDEMPOTENCY_KEY_HEADER } from '@seedshop/shop/order-keys';
import { callShop, type ShopResult } from '@/shop-client/browser-api';
import type { WireBody } from '@/shop-client/wire-body';
import {
  readConflict,
  readPlacedOrder,
  readQuote,
  type OrderConflict,
  type PlacedOrder,
  type Quote,
} from './checkout-model';

export type OrderBody = WireBody<typeof placeOrderRequest>;

/** The review for a destination, or the shop's translated message. */
export type QuoteResult =
  { readonly ok: true; readonly quote: Quote } | { readonly ok: false; readonly message: string };

/** What placing an order came to, as the form shows it. */
export type PlaceOutcome =
  | { readonly kind: 'placed'; readonly order: PlacedOrder }
  /** 422: the shop's messages at their fields (control names), the rest in the form's alert. */
  | {
      readonly kind: 'invalid';
      readonly message: string;
      readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
    }
  /** 409: prices, stock or the coupon changed since the review; nothing was placed. */
  | { readonly kind: 'changed'; readonly conflict: OrderConflict }
  /** Nothing was placed, or nobody knows (network): the message says what to do. */
  | { readonly kind: 'failed'; readonly message: string; readonly retryable: boolean };

/** Reads the answer of `POST checkout/orders`. */
export function placeOutcome(result: ShopResult, messages: { readonly unexpected: string }): PlaceOutcome {
  if (result.ok) {
    const order = readPlacedOrder(result.data);
    return order === null
      ? { kind: 'failed', message: messages.unexpected, retryable: true }
      : { kind: 'placed', order };
  }
  if (result.status === 422) return { kind: 'invalid', message: result.message, fieldErrors: result.fieldErrors };
  if (result.status === 409) {
    const conflict = readConflict(result.data);
    if (conflict !== null && conflict.code !== 'idempotency-key-reused') return { kind: 'changed', conflict };
    return { kind: 'failed', message: result.message, retryable: false };
  }
  // No answer (0) or a server trouble: the order may or may not exist, so a retry sends the same key.
  return { kind: 'failed', message: result.message, retryable: result.status === 0 || result.status >= 500 };
}

export function createCheckoutApi(messages: { readonly network: string; readonly unexpected: string }) {
  return {
    async quote(country: string, shippingMethod: ShippingMethodKey | null): Promise<QuoteResult> {
      const query = new URLSearchParams({ country });
      if (shippingMethod !== null) query.set('shipping_method', shippingMethod);
      const result = await callShop(`checkout/quote?${query.toString()}`, { networkMessage: messages.network });
      if (!result.ok) return { ok: false, message: result.message };
      const quote = readQuote(result.data);
      return quote === null ? { ok: false, message: messages.unexpected } : { ok: true, quote };
    },
    async placeOrder(body: OrderBody, idempotencyKey: string): Promise<PlaceOutcome> {
      const result = await callShop('checkout/orders', {
        method: 'POST',
        json: body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        networkMessage: messages.network,
      });
      return placeOutcome(result, messages);
    },
  };
}

export type CheckoutApi = ReturnType<typeof createCheckoutApi>;
