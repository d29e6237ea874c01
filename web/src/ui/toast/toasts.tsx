'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { loadToastLibrary, subscribeToastsWanted, toastsWanted } from './toast-library';
import { toastContainerProps } from './toast-config';
import './toast-theme.css';

const ToastContainer = dynamic(() => loadToastLibrary().then((library) => library.ToastContainer), { ssr: false });

/** How long after hydration the container mounts at the latest when the browser is never idle. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * The one toast container of the app (mounted by the layout): once the browser is idle after the
 * page has loaded, or at the first toast, whichever comes first.
 */
export function Toasts() {
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted, () => false);
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), IDLE_TIMEOUT_MS / 2);
    return () => window.clearTimeout(timer);
  }, []);
  return wanted || idle ? <ToastContainer {...toastContainerProps} /> : null;
}
