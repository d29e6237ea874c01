import { describe, expect, it, vi } from 'vitest';
import {
  checkRule,
  createRedirectMap,
  RETRY_AFTER_FAILURE_MS,
  type RedirectRule,
  type RedirectSource,
} from './redirects';

const site = 'https://shop.example';

function source(name: string, rules: readonly RedirectRule[]): RedirectSource & { load: ReturnType<typeof vi.fn> } {
  return { name, load: vi.fn(async () => rules) };
}

describe('redirect rules', () => {
  it('follows same-site targets with 308 for permanent and 307 for temporary rules', () => {
    expect(checkRule({ from: '/old', to: '/new', permanent: true }, site)).toEqual({
      ok: true,
      target: { location: '/new', status: 308 },
    });
    expect(checkRule({ from: '/old', to: 'https://shop.example/new?x=1', permanent: false }, site)).toEqual({
      ok: true,
      target: { location: '/new?x=1', status: 307 },
    });
  });

  it('refuses another host unless the rule is flagged external', () => {
    expect(checkRule({ from: '/x', to: 'https://evil.example/', permanent: false }, site)).toMatchObject({ ok: false });
    expect(checkRule({ from: '/x', to: '//evil.example/', permanent: false }, site)).toMatchObject({ ok: false });
    expect(checkRule({ from: '/x', to: 'https://partner.example/p', permanent: false, external: true }, site)).toEqual({
      ok: true,
      target: { location: 'https://partner.example/p', status: 307 },
    });
  });

  it('refuses dangerous or pointless rules', () => {
    expect(checkRule({ from: '/x', to: 'javascript:alert(1)', permanent: false, external: true }, site)).toMatchObject({
      ok: false,
    });
    expect(checkRule({ from: 'x', to: '/y', permanent: false }, site)).toMatchObject({ ok: false });
    expect(checkRule({ from: '/same', to: '/same/', permanent: false }, site)).toMatchObject({ ok: false });
  });

  it.each(['/.//evil.example', '/a/..//evil.example/x', '/%2e//evil.example'])(
    'refuses %s, which normalises to another host, when the rule is not external',
    (to) => {
      expect(checkRule({ from: '/x', to, permanent: false }, site)).toMatchObject({ ok: false });
    },
  );
});

describe('redirect map', () => {
  it('merges sources, logs refused rules and matches paths with or without a trailing slash', async () => {
    const warn = vi.fn();
    const map = createRedirectMap({
      sources: [
        source('cms', [
          { from: '/de/alt', to: '/de/neu', permanent: true },
          { from: '/bad', to: 'https://elsewhere.example/', permanent: true },
        ]),
        source('shop', [{ from: '/old-product/', to: '/seeds/new-product', permanent: true }]),
      ],
      siteOrigin: site,
      ttlMs: 60_000,
      logger: { warn },
    });
    await expect(map.lookup('/de/alt')).resolves.toEqual({ location: '/de/neu', status: 308 });
    await expect(map.lookup('/old-product')).resolves.toEqual({ location: '/seeds/new-product', status: 308 });
    await expect(map.lookup('/bad')).resolves.toBeNull();
    await expect(map.lookup('/nothing')).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith('refused redirect', expect.objectContaining({ from: '/bad', source: 'cms' }));
  });

  it('caches the map for its TTL and reloads in the background afterwards', async () => {
    let now = 0;
    const cms = source('cms', [{ from: '/a', to: '/b', permanent: false }]);
    const map = createRedirectMap({ sources: [cms], siteOrigin: site, ttlMs: 1000, now: () => now });
    await map.lookup('/a');
    await map.lookup('/a');
    expect(cms.load).toHaveBeenCalledTimes(1);
    now = 1500;
    await map.lookup('/a');
    expect(cms.load).toHaveBeenCalledTimes(2);
  });

  it('keeps the previous rules of a source that fails', async () => {
    let now = 0;
    const warn = vi.fn();
    const flaky: RedirectSource = {
      name: 'flaky',
      load: vi
        .fn<() => Promise<readonly RedirectRule[]>>()
        .mockResolvedValueOnce([{ from: '/a', to: '/b', permanent: true }])
        .mockRejectedValueOnce(new Error('down')),
    };
    const map = createRedirectMap({ sources: [flaky], siteOrigin: site, ttlMs: 10, now: () => now, logger: { warn } });
    await map.lookup('/a');
    now = 100;
    await map.lookup('/a');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(map.lookup('/a')).resolves.toEqual({ location: '/b', status: 308 });
    expect(warn).toHaveBeenCalledWith(
      'source failed; keeping its previous rules',
      expect.objectContaining({ source: 'flaky' }),
    );
  });

  it('asks a failed source again after a few seconds, not only after the TTL', async () => {
    let now = 0;
    const flaky: RedirectSource = {
      name: 'flaky',
      load: vi
        .fn<() => Promise<readonly RedirectRule[]>>()
        .mockRejectedValueOnce(new Error('starting'))
        .mockResolvedValueOnce([{ from: '/a', to: '/b', permanent: true }]),
    };
    const map = createRedirectMap({
      sources: [flaky],
      siteOrigin: site,
      ttlMs: 60_000,
      now: () => now,
      logger: { warn: vi.fn() },
    });
    await expect(map.lookup('/a')).resolves.toBeNull();
    now = RETRY_AFTER_FAILURE_MS - 1;
    await map.lookup('/a');
    expect(flaky.load).toHaveBeenCalledTimes(1);
    now = RETRY_AFTER_FAILURE_MS + 1;
    await map.lookup('/a');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(map.lookup('/a')).resolves.toEqual({ location: '/b', status: 308 });
  });

  it('gives up on a source that does not answer in time and serves the others', async () => {
    const warn = vi.fn();
    const hung: RedirectSource = { name: 'hung', load: () => new Promise(() => {}) };
    const quick: RedirectSource = { name: 'quick', load: async () => [{ from: '/a', to: '/b', permanent: true }] };
    const map = createRedirectMap({
      sources: [hung, quick],
      siteOrigin: site,
      ttlMs: 60_000,
      loadTimeoutMs: 20,
      logger: { warn },
    });
    await expect(map.lookup('/a')).resolves.toEqual({ location: '/b', status: 308 });
    expect(warn).toHaveBeenCalledWith(
      'source failed; keeping its previous rules',
      expect.objectContaining({ source: 'hung', error: 'Error: no answer within 20 ms' }),
    );
  });

  it('asks nothing when there are no sources', async () => {
    const map = createRedirectMap({ sources: [], siteOrigin: site, ttlMs: 10 });
    await expect(map.lookup('/x')).resolves.toBeNull();
  });
});
