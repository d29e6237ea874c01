'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { onSessionChange } from '@/shop-client/session-events';
import type { ApiMessages, ApiResult } from './comparison-api';
import type { Comparison } from './comparison-model';
import { afterListWrites } from '@/shop-client/list-writes';
import { hasSessionHint } from '@/shop-client/cookie-hints';

/**
 * The shopper's current comparison, shared by every island of the page (the compare buttons, the
 * tray, the comparison page): loaded once when the first island mounts, replaced by the answer of
 * every comparison call, and loaded again when the session changes (a sign-in merges the guest's).
 *
 * Pages are the same for everybody, so nothing on the server knows the comparison. Loading it on
 * every page view for every visitor would cost a call each time; a browser that never compared
 * anything (no hint in local storage) and is not signed in starts from an empty comparison instead.
 */
export type ComparisonState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'loading' }
  | { readonly phase: 'ready'; readonly comparison: Comparison }
  | { readonly phase: 'failed' };

const HINT_KEY = 'seedshop.comparison';

const idle: ComparisonState = { phase: 'idle' };
const empty: Comparison = { products: [], maxProducts: 0 };
let state: ComparisonState = idle;
let generation = 0;
const listeners = new Set<() => void>();

function emit(next: ComparisonState): void {
  state = next;
  for (const listener of listeners) listener();
}

function writeHint(comparison: Comparison): void {
  try {
    if (comparison.products.length > 0) window.localStorage.setItem(HINT_KEY, String(comparison.products.length));
    else window.localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage may be off (private mode): the comparison then loads only for signed-in shoppers.
  }
}

function hasHint(): boolean {
  try {
    return window.localStorage.getItem(HINT_KEY) !== null || hasSessionHint(document.cookie);
  } catch {
    return hasSessionHint(document.cookie);
  }
}

/** The whole comparison a call answered: from now on every island shows it. */
export function publishComparison(comparison: Comparison): void {
  generation += 1;
  writeHint(comparison);
  emit({ phase: 'ready', comparison });
}

async function api(messages: ApiMessages) {
  // Loaded on first use: the contract's schemas (zod) stay out of the JavaScript every page loads.
  const { createComparisonApi } = await import('./comparison-api');
  return createComparisonApi(messages);
}

/** Reads the comparison from the shop; a slower read never overwrites a newer answer. */
export async function reloadComparison(force = false): Promise<void> {
  const started = ++generation;
  if (!force && !hasHint()) {
    emit({ phase: 'ready', comparison: empty });
    return;
  }
  if (state.phase !== 'ready') emit({ phase: 'loading' });
  const result = await (await api({ network: '', unexpected: '' })).get();
  if (started !== generation) return;
  if (result.ok) {
    writeHint(result.value);
    emit({ phase: 'ready', comparison: result.value });
  } else if (state.phase !== 'ready') emit({ phase: 'failed' });
}

/**
 * Runs a comparison call after the list writes before it (`afterListWrites`) and publishes its
 * answer; the caller shows a failure.
 */
function published(
  messages: ApiMessages,
  call: (client: Awaited<ReturnType<typeof api>>) => Promise<ApiResult<Comparison>>,
): Promise<ApiResult<Comparison>> {
  return afterListWrites(async () => {
    const result = await call(await api(messages));
    if (result.ok) publishComparison(result.value);
    return result;
  });
}

export const comparisonActions = {
  add: (messages: ApiMessages, productId: string) => published(messages, (client) => client.add(productId)),
  remove: (messages: ApiMessages, productId: string) => published(messages, (client) => client.remove(productId)),
  clear: (messages: ApiMessages) => published(messages, (client) => client.clear()),
  open: (messages: ApiMessages, listId: string) => published(messages, (client) => client.open(listId)),
};

let stopSessionListener: (() => void) | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  stopSessionListener ??= onSessionChange(() => void reloadComparison(true));
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => state;
const serverSnapshot = () => idle;

/** The comparison as the islands see it; the first island to mount loads it. */
export function useComparisonState(options: { readonly force?: boolean } = {}): ComparisonState {
  const current = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const force = options.force === true;
  useEffect(() => {
    if (state.phase === 'idle') void reloadComparison(force);
    else if (force && state.phase === 'ready' && state.comparison === empty) void reloadComparison(true);
  }, [force]);
  return current;
}

/** Test support: forget the comparison between tests. */
export function resetComparisonStore(): void {
  generation += 1;
  state = idle;
  listeners.clear();
  stopSessionListener?.();
  stopSessionListener = null;
}
