'use client';

import { useEffect, useState } from 'react';

/** How long after hydration the browser counts as idle at the latest when it never is. */
export const IDLE_TIMEOUT_MS = 3000;

/**
 * False until the browser is first idle after hydration (or `IDLE_TIMEOUT_MS` passed), then true:
 * for work a page needs soon but not for its first paint or its first interaction.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), IDLE_TIMEOUT_MS / 2);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}
