'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { useIdle } from '../use-idle';
import { loadToastLibrary, subscribeToastsWanted, toastsWanted } from './toast-library';
import { toastContainerProps } from './toast-config';
import './toast-theme.css';

const ToastContainer = dynamic(() => loadToastLibrary().then((library) => library.ToastContainer), { ssr: false });

/**
 * The one toast container of the app (mounted by the layout): once the browser is idle after the
 * page has loaded, or at the first toast, whichever comes first.
 */
export function Toasts() {
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted, () => false);
  const idle = useIdle();
  return wanted || idle ? <ToastContainer {...toastContainerProps} /> : null;
}
