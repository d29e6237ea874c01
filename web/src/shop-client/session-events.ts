'use client';

/**
 * A signal between client components that the session or the customer's profile changed (signed
 * in, signed out, name edited): the header's account entry listens and reloads what it shows.
 * Server components learn it from `router.refresh()`, which every caller does as well.
 */
const SESSION_EVENT = 'seedshop:session';

export function announceSessionChange(): void {
  window.dispatchEvent(new Event(SESSION_EVENT));
}

export function onSessionChange(listener: () => void): () => void {
  window.addEventListener(SESSION_EVENT, listener);
  return () => window.removeEventListener(SESSION_EVENT, listener);
}
