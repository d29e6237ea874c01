'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React runs the island in the
 * browser. The forms keep their submit button disabled until then: a press before hydration
 * would send the form the browser's way, as a GET that puts the visitor's e-mail address and
 * message into the page's URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
