'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { internalLinkTarget } from './internal-link';
import { createUpdateChecker, isChunkLoadError, type LatestBuild, type UpdateChecker } from './update-checker';
import { reloadStorage } from './reload-storage';

async function fetchLatest(timestamp: number): Promise<LatestBuild> {
  const response = await fetch(`/builds/latest.json?t=${timestamp}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`builds/latest.json answered ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'string') {
    const timestampValue = 'timestamp' in body && typeof body.timestamp === 'number' ? body.timestamp : 0;
    return { id: body.id, timestamp: timestampValue };
  }
  throw new Error('builds/latest.json has no build id');
}

/** Watches for a newer build and for failed chunk loads; turns the next navigation into a reload. */
/** `buildId`: the build this page was rendered by (from the server, so no env reaches the bundle). */
export function UpdateWatcher({ buildId }: { readonly buildId: string }) {
  const checker = useRef<UpdateChecker | null>(null);
  const pathname = usePathname();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (buildId === 'dev') return undefined;
    const instance = createUpdateChecker({
      currentBuildId: buildId,
      fetchLatest,
      now: () => Date.now(),
      storage: reloadStorage(),
      setInterval: (callback, ms) => window.setInterval(callback, ms),
      clearInterval: (handle) => window.clearInterval(typeof handle === 'number' ? handle : undefined),
      onError: (error) => console.warn('[update] check failed', error),
    });
    checker.current = instance;
    instance.start();

    const onClick = (event: MouseEvent) => {
      if (!instance.updateAvailable) return;
      const url = internalLinkTarget(event);
      if (url && instance.claimReload()) {
        event.preventDefault();
        window.location.assign(url.href);
      }
    };
    const reloadAfterChunkError = (reason: unknown) => {
      if (isChunkLoadError(reason) && instance.claimReload()) window.location.reload();
    };
    const onError = (event: ErrorEvent) => reloadAfterChunkError(event.error);
    const onRejection = (event: PromiseRejectionEvent) => reloadAfterChunkError(event.reason);

    // On the window, so it runs before any document listener (the route manifest's shortcut): a
    // pending update's full page load wins whenever this watcher started.
    window.addEventListener('click', onClick, true);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      instance.stop();
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [buildId]);

  // Navigations that did not start from a link click (router.push, back/forward).
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    const instance = checker.current;
    if (instance?.updateAvailable && instance.claimReload()) window.location.reload();
  }, [pathname]);

  return null;
}
