import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteManifest } from '@/routing/route-manifest';
import { createRouteManifestLoader, MANIFEST_PREFETCH_DELAY_MS } from './route-manifest-loader';
import { fetchRouteManifest } from './route-manifest-fetch';

const manifest: RouteManifest = { id: 'build-1', routeRules: { '/en/**': { redirect: { to: '/**', status: 308 } } } };

describe('route manifest loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(fetchManifest: (buildId: string) => Promise<RouteManifest>) {
    const deps = {
      buildId: 'build-1',
      fetchManifest: vi.fn(fetchManifest),
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
      clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      onLoaded: vi.fn(),
      onError: vi.fn(),
    };
    return { deps, loader: createRouteManifestLoader(deps) };
  }

  it('fetches the build’s manifest once, at 1,000 ms after start and not at 999', async () => {
    expect(MANIFEST_PREFETCH_DELAY_MS).toBe(1_000);
    const { deps, loader } = setup(async () => manifest);
    loader.start();
    loader.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(deps.fetchManifest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.fetchManifest).toHaveBeenCalledExactlyOnceWith('build-1');
    expect(deps.onLoaded).toHaveBeenCalledExactlyOnceWith(manifest);
    loader.start();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(deps.fetchManifest).toHaveBeenCalledOnce();
  });

  it('only reports a failed fetch, and does not try again', async () => {
    const { deps, loader } = setup(async () => {
      throw new Error('offline');
    });
    loader.start();
    await vi.advanceTimersByTimeAsync(MANIFEST_PREFETCH_DELAY_MS);
    expect(deps.onError).toHaveBeenCalledExactlyOnceWith(new Error('offline'));
    expect(deps.onLoaded).not.toHaveBeenCalled();
    loader.start();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(deps.fetchManifest).toHaveBeenCalledOnce();
    expect(deps.onError).toHaveBeenCalledOnce();
  });

  it('does not fetch when stopped before the delay has passed', async () => {
    const { deps, loader } = setup(async () => manifest);
    loader.start();
    await vi.advanceTimersByTimeAsync(500);
    loader.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(deps.fetchManifest).not.toHaveBeenCalled();
  });
});

describe('fetchRouteManifest', () => {
  it('asks /builds/meta/{buildId}.json and checks the answer', async () => {
    const send = vi.fn(async () => Response.json(manifest));
    await expect(fetchRouteManifest('build-1', send)).resolves.toEqual(manifest);
    expect(send).toHaveBeenCalledWith('/builds/meta/build-1.json');
  });

  it('rejects a failed answer, another build’s manifest and another shape', async () => {
    await expect(fetchRouteManifest('build-1', async () => Response.json({}, { status: 404 }))).rejects.toThrow(
      '/builds/meta/build-1.json answered 404',
    );
    await expect(fetchRouteManifest('build-1', async () => Response.json({ ...manifest, id: 'b2' }))).rejects.toThrow(
      'belongs to build b2',
    );
    await expect(fetchRouteManifest('build-1', async () => Response.json({ id: 'build-1' }))).rejects.toThrow(
      'is not a route manifest',
    );
  });
});
