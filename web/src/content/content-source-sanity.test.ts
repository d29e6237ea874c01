import { beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectsQuery } from './queries/redirect-queries';

const state = vi.hoisted(() => ({ draft: false, fetch: vi.fn(async () => [] as unknown[]) }));

vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: state.draft }) }));
vi.mock('./content-config.server', () => ({
  contentConfig: {
    mode: 'sanity',
    projectId: 'p1abc',
    dataset: 'production',
    apiVersion: '2025-10-01',
    readToken: 'viewer-token',
    webhookSecret: 'a-long-enough-test-secret',
  },
}));
vi.mock('./sanity-client.server', () => ({ sanityClient: { fetch: state.fetch } }));

const { fetchContent } = await import('./content-source.server');

describe('fetchContent in Sanity mode', () => {
  beforeEach(() => {
    state.fetch.mockClear();
    state.draft = false;
  });

  it('reads published content through Next’s cache with the tags', async () => {
    await fetchContent(redirectsQuery, {}, { tags: ['content:type:redirect'] });
    expect(state.fetch).toHaveBeenCalledWith(
      redirectsQuery,
      {},
      {
        cache: 'force-cache',
        next: { tags: ['content', 'content:type:redirect'] },
      },
    );
  });

  it('reads drafts with the token, uncached and past the CDN, in draft mode', async () => {
    state.draft = true;
    await fetchContent(redirectsQuery, { language: 'de' }, { tags: ['content:type:redirect'] });
    expect(state.fetch).toHaveBeenCalledWith(
      redirectsQuery,
      { language: 'de' },
      {
        perspective: 'drafts',
        useCdn: false,
        token: 'viewer-token',
        stega: false,
        cache: 'no-store',
      },
    );
  });
});
