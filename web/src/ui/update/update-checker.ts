/**
 * Application update: every hour the client asks which build is live. Once a newer one
 * is found, the next navigation loads the page in full so the visitor gets the new code. Reloads
 * (also those after a failed chunk load) happen at most once per 10 seconds, so a broken
 * deployment can never trap the browser in a reload loop.
 */

export const UPDATE_CHECK_INTERVAL_MS = 3_600_000;
export const RELOAD_GUARD_MS = 10_000;
export const LAST_RELOAD_KEY = 'seedshop:last-update-reload';

export interface LatestBuild {
  readonly id: string;
  readonly timestamp: number;
}

export interface UpdateCheckerDeps {
  readonly currentBuildId: string;
  readonly fetchLatest: (timestamp: number) => Promise<LatestBuild>;
  readonly now: () => number;
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  readonly setInterval: (callback: () => void, ms: number) => unknown;
  readonly clearInterval: (handle: unknown) => void;
  readonly onError?: (error: unknown) => void;
}

export interface UpdateChecker {
  start(): void;
  stop(): void;
  /** Asks once which build is live; used by the interval and by tests. */
  check(): Promise<void>;
  readonly updateAvailable: boolean;
  /**
   * Whether a navigation should become a full page load now. True at most once per
   * RELOAD_GUARD_MS; a true answer records the reload time.
   */
  claimReload(): boolean;
}

export function createUpdateChecker(deps: UpdateCheckerDeps): UpdateChecker {
  let updateAvailable = false;
  let handle: unknown = null;

  async function check(): Promise<void> {
    try {
      const latest = await deps.fetchLatest(deps.now());
      if (latest.id !== deps.currentBuildId) updateAvailable = true;
    } catch (error) {
      // A failed check is not an update; the next interval tries again (spec: logged only).
      deps.onError?.(error);
    }
  }

  return {
    start() {
      if (handle !== null) return;
      handle = deps.setInterval(() => void check(), UPDATE_CHECK_INTERVAL_MS);
    },
    stop() {
      if (handle === null) return;
      deps.clearInterval(handle);
      handle = null;
    },
    check,
    get updateAvailable() {
      return updateAvailable;
    },
    claimReload() {
      const now = deps.now();
      const last = Number(deps.storage.getItem(LAST_RELOAD_KEY) ?? Number.NaN);
      if (Number.isFinite(last) && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
      deps.storage.setItem(LAST_RELOAD_KEY, String(now));
      return true;
    },
  };
}

/** Errors that mean a code chunk of an older or newer build could not be loaded. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return (
    reason.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w/.-]+ failed/i.test(reason.message) ||
    /Failed to fetch dynamically imported module/i.test(reason.message) ||
    /Importing a module script failed/i.test(reason.message)
  );
}
