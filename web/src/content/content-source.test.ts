import { beforeEach, describe, expect, expectTypeOf, it, vi, type Mock } from 'vitest';
import { redirectsQuery } from './queries/redirect-queries';
import type { RedirectsQueryResult } from './sanity.types';
import { errorStatus } from '@/routing/error-status';
import { stegaFilter } from './stega-filter';

interface State {
  draft: boolean;
  readToken: string | null;
  studioUrl: string | null;
  fetch: Mock<() => Promise<unknown>>;
}

const state = vi.hoisted((): State => ({
  draft: false,
  readToken: 'editor-token',
  studioUrl: 'https://localhost:3999',
  fetch: vi.fn(async (): Promise<unknown> => []),
}));

vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: state.draft }) }));
vi.mock('./content-config.server', () => ({
  contentConfig: {
    mode: 'lake',
    url: 'https://localhost:3999',
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-10-01',
    get readToken() {
      return state.readToken;
    },
    get studioUrl() {
      return state.studioUrl;
    },
    webhookSecret: 'a-long-enough-test-secret',
  },
}));
vi.mock('./content-client.server', () => ({ contentClient: { fetch: state.fetch } }));

const { fetchContent } = await import('./content-source.server');
const { CONTENT_FETCH_TIMEOUT_MS, CONTENT_HUNG_TIMEOUT_MS, CONTENT_HUNG_WINDOW_MS, ContentUnavailableError } =
  await import('./content-unavailable');

function connectionRefused(): Error {
  return new TypeError('fetch failed', {
    cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3999'), { code: 'ECONNREFUSED' }),
  });
}

describe('fetchContent', () => {
  beforeEach(() => {
    state.fetch.mockReset();
    state.fetch.mockResolvedValue([]);
    state.draft = false;
    state.readToken = 'editor-token';
    state.studioUrl = 'https://localhost:3999';
  });

  it('reads published content through Next’s data cache with the tags, always with `content`', async () => {
    state.fetch.mockResolvedValue([{ _id: 'redirect.a.en' }]);
    const rows = await fetchContent(redirectsQuery, {}, { tags: ['content:type:redirect', 'content:type:redirect'] });
    expectTypeOf(rows).toEqualTypeOf<RedirectsQueryResult>();
    expect(rows).toEqual([{ _id: 'redirect.a.en' }]);
    expect(state.fetch).toHaveBeenCalledWith(
      redirectsQuery,
      {},
      { cache: 'force-cache', next: { tags: ['content', 'content:type:redirect'] }, signal: expect.any(AbortSignal) },
    );
  });

  it('reads drafts with the token, uncached and with stega for the Studio, in draft mode', async () => {
    state.draft = true;
    await fetchContent(redirectsQuery, { language: 'de' }, { tags: ['content:type:redirect'] });
    expect(state.fetch).toHaveBeenCalledWith(
      redirectsQuery,
      { language: 'de' },
      {
        perspective: 'drafts',
        useCdn: false,
        token: 'editor-token',
        stega: { enabled: true, studioUrl: 'https://localhost:3999', filter: stegaFilter },
        cache: 'no-store',
        signal: expect.any(AbortSignal),
      },
    );
  });

  it('reads drafts without stega when no Studio is configured', async () => {
    state.draft = true;
    state.studioUrl = null;
    await fetchContent(redirectsQuery, {}, { tags: [] });
    expect(state.fetch).toHaveBeenCalledWith(redirectsQuery, {}, expect.objectContaining({ stega: false }));
  });

  it('never asks for stega outside draft mode', async () => {
    await fetchContent(redirectsQuery, {}, { tags: [] });
    expect(state.fetch.mock.calls[0]).not.toContainEqual(expect.objectContaining({ stega: expect.anything() }));
  });

  it('stays on published content in draft mode without a read token', async () => {
    state.draft = true;
    state.readToken = null;
    await fetchContent(redirectsQuery, {}, { tags: [] });
    expect(state.fetch).toHaveBeenCalledWith(
      redirectsQuery,
      {},
      { cache: 'force-cache', next: { tags: ['content'] }, signal: expect.any(AbortSignal) },
    );
  });

  it('says where the lake was expected when nothing answers', async () => {
    state.fetch.mockRejectedValue(connectionRefused());
    await expect(fetchContent(redirectsQuery, {}, { tags: [] })).rejects.toThrow(
      'content lake not reachable at https://localhost:3999 (ECONNREFUSED); run pnpm start',
    );
  });

  it('gives up on a source that does not answer after CONTENT_FETCH_TIMEOUT_MS, as a 503', async () => {
    vi.useFakeTimers();
    try {
      // A lake that accepted the connection and hangs: the read ends only when its signal aborts.
      state.fetch.mockImplementation(
        (...args: unknown[]) =>
          new Promise((_resolve, reject) => {
            const { signal } = args[2] as { signal: AbortSignal };
            signal.addEventListener('abort', () => reject(signal.reason));
          }),
      );
      const read = fetchContent(redirectsQuery, {}, { tags: [] });
      const outcome = read.then(
        () => null,
        (error: unknown) => error,
      );
      await vi.advanceTimersByTimeAsync(CONTENT_FETCH_TIMEOUT_MS - 1);
      expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      const error = await outcome;
      expect(error).toBeInstanceOf(ContentUnavailableError);
      expect(error).toMatchObject({ status: 503, message: expect.stringMatching(/did not answer in time/) });
      expect(errorStatus(error as { digest?: unknown })).toBe(503);

      // The next read soon after gets the short deadline; once the window has passed, the full one.
      const second = fetchContent(redirectsQuery, {}, { tags: [] }).catch((reason: unknown) => reason);
      await vi.advanceTimersByTimeAsync(CONTENT_HUNG_TIMEOUT_MS);
      expect(await second).toBeInstanceOf(ContentUnavailableError);
      await vi.advanceTimersByTimeAsync(CONTENT_HUNG_WINDOW_MS);
      const third = fetchContent(redirectsQuery, {}, { tags: [] }).catch((reason: unknown) => reason);
      await vi.advanceTimersByTimeAsync(CONTENT_HUNG_TIMEOUT_MS);
      expect(await Promise.race([third, Promise.resolve('pending')])).toBe('pending');
      await vi.advanceTimersByTimeAsync(CONTENT_FETCH_TIMEOUT_MS);
      expect(await third).toBeInstanceOf(ContentUnavailableError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says how to trust the lake’s certificate', async () => {
    state.fetch.mockRejectedValue(
      new TypeError('fetch failed', {
        cause: Object.assign(new Error('self-signed certificate'), { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' }),
      }),
    );
    await expect(fetchContent(redirectsQuery, {}, { tags: [] })).rejects.toThrow(/NODE_EXTRA_CA_CERTS/);
  });

  it('passes an answer with a status (a bad query, a server fault) on unchanged', async () => {
    const badQuery = Object.assign(new Error('expected "]"'), { statusCode: 400 });
    state.fetch.mockRejectedValue(badQuery);
    await expect(fetchContent(redirectsQuery, {}, { tags: [] })).rejects.toBe(badQuery);
  });

  it('lets Next’s own control-flow errors through', async () => {
    const bailout = Object.assign(new Error('Dynamic server usage'), { digest: 'DYNAMIC_SERVER_USAGE' });
    state.fetch.mockRejectedValue(bailout);
    await expect(fetchContent(redirectsQuery, {}, { tags: [] })).rejects.toBe(bailout);
  });
});
