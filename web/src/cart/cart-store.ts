'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { mayHaveCart } from '@/shop-client/cookie-hints';
import { onSessionChange } from '@/shop-client/session-events';
import type { Cart } from './cart-model';
import { emptyCart } from './empty-cart';

/**
 * The shopper's cart, shared by every island of the page (header count, mini cart, add buttons,
 * the cart page): loaded once when the first island mounts, replaced by the answer of every cart
 * call, and loaded again when the session changes (a sign-in merges the guest cart).
 */
export type CartState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'loading' }
  | { readonly phase: 'ready'; readonly cart: Cart }
  | { readonly phase: 'failed' };

const idle: CartState = { phase: 'idle' };
let state: CartState = idle;
let generation = 0;
const listeners = new Set<() => void>();

function emit(next: CartState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The whole cart a cart call answered: from now on every island shows it. */
export function publishCart(cart: Cart): void {
  generation += 1;
  emit({ phase: 'ready', cart });
}

/**
 * Reads the cart from the shop; a slower read never overwrites a newer answer. A browser with neither
 * a guest cart nor a session has no cart to read: it shows the empty cart without a request (and
 * without loading the contract's code).
 */
export async function reloadCart(): Promise<void> {
  const started = ++generation;
  if (!mayHaveCart(document.cookie)) {
    emit({ phase: 'ready', cart: emptyCart });
    return;
  }
  if (state.phase !== 'ready') emit({ phase: 'loading' });
  // Loaded on first use: the contract's schemas (zod) stay out of the JavaScript every page loads.
  const { createCartApi } = await import('./cart-api');
  const result = await createCartApi({ network: '', unexpected: '' }).get();
  if (started !== generation) return;
  if (result.ok) emit({ phase: 'ready', cart: result.cart });
  else if (state.phase !== 'ready') emit({ phase: 'failed' });
}

let stopSessionListener: (() => void) | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  stopSessionListener ??= onSessionChange(() => void reloadCart());
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => state;
const serverSnapshot = () => idle;

/**
 * The cart as the islands see it. The first island to mount loads it; a page that rendered the cart
 * on the server hands it over as `initial`, so nothing is loaded twice.
 */
export function useCartState(initial?: Cart): CartState {
  const current = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  useEffect(() => {
    if (state.phase !== 'idle') return;
    if (initial !== undefined) publishCart(initial);
    else void reloadCart();
  }, [initial]);
  // The server's cart stands until a newer answer arrives (another island may be loading already).
  return current.phase !== 'ready' && initial !== undefined ? { phase: 'ready', cart: initial } : current;
}

/** Test support: forget the cart between tests. */
export function resetCartStore(): void {
  generation += 1;
  state = idle;
  listeners.clear();
  stopSessionListener?.();
  stopSessionListener = null;
}
