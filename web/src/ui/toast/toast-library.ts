'use client';

import type * as ToastLibrary from 'react-toastify';

/**
 * react-toastify is not part of a page's first load: it is fetched when the first toast is
 * shown, or when the browser is idle after the page has loaded (so the container and its live
 * region are usually in place before anything is announced). A toast asked for before the
 * container is mounted waits in the library's queue and shows once it is.
 */
let library: Promise<typeof ToastLibrary> | null = null;
let wanted = false;
const listeners = new Set<() => void>();

/** The library, fetched once. */
export function loadToastLibrary(): Promise<typeof ToastLibrary> {
  library ??= import('react-toastify');
  return library;
}

/** The toast library for showing a toast: marks the container as wanted, then loads. */
export function toastLibrary(): Promise<typeof ToastLibrary> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return loadToastLibrary();
}

/** Whether a toast has been asked for (the container mounts then at the latest). */
export function toastsWanted(): boolean {
  return wanted;
}

export function subscribeToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
