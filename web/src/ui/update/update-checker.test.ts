import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createUpdateChecker,
  isChunkLoadError,
  LAST_RELOAD_KEY,
  RELOAD_GUARD_MS,
  UPDATE_CHECK_INTERVAL_MS,
  type LatestBuild,
} from './update-checker';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('application update check', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  function setup(latestId: () => string) {
    const fetchLatest = vi.fn(async (timestamp: number): Promise<LatestBuild> => ({ id: latestId(), timestamp }));
    const storage = memoryStorage();
    const checker = createUpdateChecker({
      currentBuildId: 'build-1',
      fetchLatest,
      now: () => Date.now(),
      storage,
      setInterval: (callback, ms) => setInterval(callback, ms),
      clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    });
    return { checker, fetchLatest, storage };
  }

  it('checks every 3,600,000 ms with a timestamp, not before', async () => {
    const { checker, fetchLatest } = setup(() => 'build-1');
    checker.start();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(fetchLatest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(fetchLatest).toHaveBeenCalledWith(Date.now());
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    checker.stop();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS * 3);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
  });

  it('flags an update only when the live build differs', async () => {
    let live = 'build-1';
    const { checker } = setup(() => live);
    await checker.check();
    expect(checker.updateAvailable).toBe(false);
    live = 'build-2';
    await checker.check();
    expect(checker.updateAvailable).toBe(true);
  });

  it('treats a failed check as no update', async () => {
    const onError = vi.fn();
    const checker = createUpdateChecker({
      currentBuildId: 'a',
      fetchLatest: async () => {
        throw new Error('offline');
      },
      now: () => Date.now(),
      storage: memoryStorage(),
      setInterval: (callback, ms) => setInterval(callback, ms),
      clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
      onError,
    });
    await checker.check();
    expect(checker.updateAvailable).toBe(false);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('allows a reload at most once per 10,000 ms', async () => {
    const { checker, storage } = setup(() => 'build-2');
    expect(checker.claimReload()).toBe(true);
    expect(storage.data.get(LAST_RELOAD_KEY)).toBe(String(Date.now()));
    vi.advanceTimersByTime(RELOAD_GUARD_MS - 1);
    expect(checker.claimReload()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(checker.claimReload()).toBe(true);
  });

  it('recognises failed chunk loads', () => {
    const chunk = new Error('Loading chunk 123 failed.');
    chunk.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app/page failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
