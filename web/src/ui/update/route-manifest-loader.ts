import type { RouteManifest } from '@/routing/route-manifest';

/**
 * The route manifest of the build this page runs is fetched once, 1,000 ms after the shell has
 * hydrated, so it never competes with the page's own first requests. A failed fetch is logged and
 * not tried again: the manifest only saves round trips, and the server applies every rule anyway.
 */
export const MANIFEST_PREFETCH_DELAY_MS = 1_000;

export interface RouteManifestLoaderDeps {
  readonly buildId: string;
  readonly fetchManifest: (buildId: string) => Promise<RouteManifest>;
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
  readonly onLoaded: (manifest: RouteManifest) => void;
  readonly onError: (error: unknown) => void;
}

export interface RouteManifestLoader {
  /** Schedules the one fetch; calling it again while scheduled or after the fetch does nothing. */
  start(): void;
  /** Cancels a fetch that has not started yet (the page is going away). */
  stop(): void;
}

export function createRouteManifestLoader(deps: RouteManifestLoaderDeps): RouteManifestLoader {
  let handle: unknown = null;
  let fetched = false;

  async function load(): Promise<void> {
    handle = null;
    fetched = true;
    try {
      deps.onLoaded(await deps.fetchManifest(deps.buildId));
    } catch (error) {
      deps.onError(error);
    }
  }

  return {
    start() {
      if (handle !== null || fetched) return;
      handle = deps.setTimeout(() => void load(), MANIFEST_PREFETCH_DELAY_MS);
    },
    stop() {
      if (handle === null) return;
      deps.clearTimeout(handle);
      handle = null;
    },
  };
}
