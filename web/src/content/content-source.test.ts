import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { redirectsQuery } from './queries/redirect-queries';
import type { RedirectsQueryResult } from './sanity.types';

const calls = vi.hoisted(() => ({ cache: [] as { keyParts: readonly string[]; tags: readonly string[] }[], loads: 0 }));

vi.mock('next/cache', () => ({
  unstable_cache:
    <T>(run: () => Promise<T>, keyParts: readonly string[], options: { tags: readonly string[] }) =>
    () => {
      calls.cache.push({ keyParts, tags: options.tags });
      return run();
    },
}));
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }) }));
vi.mock('@seedshop/content', () => ({
  loadDemoDataset: async () => {
    calls.loads += 1;
    return [
      { _id: 'redirect.a.en', _type: 'redirect', language: 'en', from: '/a', to: '/b' },
      {
        _id: 'redirect.a.de',
        _type: 'redirect',
        language: 'de',
        from: '/a',
        to: 'https://x.example',
        external: true,
        permanent: false,
      },
      { _id: 'drafts.redirect.a.fr', _type: 'redirect', language: 'fr', from: '/a', to: '/b' },
      { _id: 'home.main.en', _type: 'home', language: 'en', title: 'Home' },
    ];
  },
}));

const { fetchContent } = await import('./content-source.server');
const { reloadLocalDataset } = await import('./local-dataset.server');

describe('fetchContent in local mode', () => {
  beforeEach(() => {
    calls.cache = [];
  });

  it('answers a registered query from the demo dataset with its TypeGen type', async () => {
    const rows = await fetchContent(redirectsQuery, {}, { tags: ['content:type:redirect'] });
    expectTypeOf(rows).toEqualTypeOf<RedirectsQueryResult>();
    expect(rows).toEqual([
      { _id: 'redirect.a.de', language: 'de', from: '/a', to: 'https://x.example', permanent: false, external: true },
      { _id: 'redirect.a.en', language: 'en', from: '/a', to: '/b', permanent: true, external: false },
    ]);
  });

  it('caches under the query, its parameters and the tags, always with `content`', async () => {
    await fetchContent(redirectsQuery, {}, { tags: ['content:type:redirect', 'content:doc:redirect.a.en'] });
    expect(calls.cache).toEqual([
      {
        keyParts: ['content-local', expect.stringMatching(/^[0-9a-f]{16}$/), redirectsQuery, '[]'],
        tags: ['content', 'content:type:redirect', 'content:doc:redirect.a.en'],
      },
    ]);
  });

  it('loads the dataset once per process, and again after a reload', async () => {
    const before = calls.loads;
    await fetchContent(redirectsQuery, {}, { tags: [] });
    await fetchContent(redirectsQuery, {}, { tags: [] });
    expect(calls.loads).toBe(before);
    reloadLocalDataset();
    await fetchContent(redirectsQuery, {}, { tags: [] });
    expect(calls.loads).toBe(before + 1);
  });
});
