'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { callShop } from '@/shop-client/browser-api';
import { mayHaveLists } from '@/shop-client/cookie-hints';
import { afterListWrites } from '@/shop-client/list-writes';
import { onSessionChange } from '@/shop-client/session-events';

/**
 * The shopper's favourite product ids, shared by every heart on the page: loaded once when the
 * first heart mounts (pages stay cacheable, the ids are the shopper's own), replaced by the answer
 * of every toggle, and loaded again when the session changes (a sign-in merges a guest's
 * favourites into the account's).
 */
export type FavouritesState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'loading' }
  | { readonly phase: 'ready'; readonly ids: ReadonlySet<string> }
  | { readonly phase: 'failed' };

const idle: FavouritesState = { phase: 'idle' };
let state: FavouritesState = idle;
let generation = 0;
const listeners = new Set<() => void>();

function emit(next: FavouritesState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The ids of an answer (`{product_ids: string[]}`), or null when it is not one. */
export function readFavouriteIds(data: unknown): string[] | null {
  if (typeof data !== 'object' || data === null || !('product_ids' in data)) return null;
  const ids = data.product_ids;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) return null;
  return ids;
}

/** Every heart shows these ids from now on. */
export function publishFavouriteIds(ids: readonly string[]): void {
  generation += 1;
  emit({ phase: 'ready', ids: new Set(ids) });
}

/**
 * Reads the ids from the shop; a slower read never overwrites a newer answer. A browser with neither
 * a guest's lists nor a session has no favourites: the hearts show none without a request.
 */
export async function reloadFavouriteIds(): Promise<void> {
  const started = ++generation;
  if (!mayHaveLists(document.cookie)) {
    emit({ phase: 'ready', ids: new Set() });
    return;
  }
  if (state.phase !== 'ready') emit({ phase: 'loading' });
  const result = await callShop('lists/favourites/ids', { networkMessage: '' });
  if (started !== generation) return;
  const ids = result.ok ? readFavouriteIds(result.data) : null;
  if (ids !== null) emit({ phase: 'ready', ids: new Set(ids) });
  else if (state.phase !== 'ready') emit({ phase: 'failed' });
}

/** A toggle's outcome: the shop's translated message when it failed. */
export type ToggleResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

/**
 * Makes the product a favourite (`on`) or not. The heart changes at once; the shop's answer (all
 * ids) replaces the guess, a failure puts the previous state back. Both calls are idempotent, so a
 * double click does no harm; they wait for the list writes before them (`afterListWrites`).
 */
export async function setFavourite(productId: string, on: boolean, networkMessage: string): Promise<ToggleResult> {
  const before = state;
  const current = state.phase === 'ready' ? state.ids : new Set<string>();
  const guess = new Set(current);
  if (on) guess.add(productId);
  else guess.delete(productId);
  publishFavouriteIds([...guess]);
  const started = generation;
  const result = await afterListWrites(() =>
    callShop(`lists/favourites/${encodeURIComponent(productId)}`, { method: on ? 'PUT' : 'DELETE', networkMessage }),
  );
  const ids = result.ok ? readFavouriteIds(result.data) : null;
  if (ids === null) {
    if (started === generation) emit(before);
    return { ok: false, message: result.ok ? networkMessage : result.message };
  }
  if (started === generation) publishFavouriteIds(ids);
  return { ok: true };
}

let stopSessionListener: (() => void) | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  stopSessionListener ??= onSessionChange(() => void reloadFavouriteIds());
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => state;
const serverSnapshot = () => idle;

/** The ids as the hearts see them; the first heart to mount loads them. */
export function useFavouritesState(): FavouritesState {
  const current = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  useEffect(() => {
    if (state.phase === 'idle') void reloadFavouriteIds();
  }, []);
  return current;
}

/** Test support: forget the ids between tests. */
export function resetFavouritesStore(): void {
  generation += 1;
  state = idle;
  listeners.clear();
  stopSessionListener?.();
  stopSessionListener = null;
}
