'use client';

import { useRouter } from 'next/navigation';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { announceNavigation } from '@/routing/navigation-start';
import type { RouteManifest } from '@/routing/route-manifest';
import { internalLinkTarget } from './internal-link';
import type * as ManifestFetch from './route-manifest-fetch';
import { createRouteManifestLoader } from './route-manifest-loader';

type ManifestCode = typeof ManifestFetch;

const RouteManifestContext = createContext<RouteManifest | null>(null);

/** The build's route manifest once it has arrived (about a second after start), else null. */
export function useRouteManifest(): RouteManifest | null {
  return useContext(RouteManifestContext);
}

/**
 * Loads the route manifest and keeps it for the app. With it, a click on a link to a path that
 * the server redirects on this site goes straight to the target instead of through the redirect.
 */
export function RouteManifestProvider({
  buildId,
  children,
}: {
  readonly buildId: string;
  readonly children: ReactNode;
}) {
  const [manifest, setManifest] = useState<RouteManifest | null>(null);
  const code = useRef<ManifestCode | null>(null);
  const router = useRouter();

  useEffect(() => {
    const loader = createRouteManifestLoader({
      buildId,
      fetchManifest: async (id) => {
        const loaded = await import('./route-manifest-fetch');
        code.current = loaded;
        return loaded.fetchRouteManifest(id);
      },
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(typeof handle === 'number' ? handle : undefined),
      onLoaded: setManifest,
      onError: (error) => console.warn('[route-manifest] fetch failed', error),
    });
    loader.start();
    return () => loader.stop();
  }, [buildId]);

  // The update watcher listens on the window, before this document listener: a pending update's
  // full page load (which marks the click handled) wins over the shortcut.
  useEffect(() => {
    const redirectTargetOf = code.current?.redirectTargetOf;
    if (manifest === null || redirectTargetOf === undefined) return undefined;
    const onClick = (event: MouseEvent) => {
      const url = internalLinkTarget(event);
      const redirect = url ? redirectTargetOf(manifest, url.pathname) : null;
      if (!url || !redirect || !redirect.to.startsWith('/')) return;
      const target = new URL(redirect.to, url);
      if (target.search === '') target.search = url.search; // as the proxy: a moved page keeps the query
      event.preventDefault();
      announceNavigation(target);
      router.push(`${target.pathname}${target.search}${target.hash || url.hash}`);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [manifest, router]);

  return <RouteManifestContext value={manifest}>{children}</RouteManifestContext>;
}
