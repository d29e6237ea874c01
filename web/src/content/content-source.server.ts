import 'server-only';
import { draftMode } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { contentClient } from './content-client.server';
import { contentConfig } from './content-config.server';
import type { ContentParams, ContentQuery, ContentResult } from './content-query';
import { withContentTag } from './content-tags';
import { stegaFilter } from './stega-filter';
import {
  CONTENT_FETCH_TIMEOUT_MS,
  CONTENT_HUNG_TIMEOUT_MS,
  CONTENT_HUNG_WINDOW_MS,
  contentFetchError,
  type ContentOrigin,
} from './content-unavailable';

/**
 * The one way pages read content (docs/adr/0016-content-source.md):
 * `fetchContent(blogPostQuery, {language, slug}, {tags: [contentDocTag(id)]})` answers with the
 * query's TypeGen result type. Sanity's client reads Sanity's CDN or the embedded lake
 * (content-client.server.ts); the answer sits in Next's data cache (`fetch` with `force-cache`)
 * under the given tags plus `content`, and the revalidation webhook purges it by tag
 * (content-tags.ts). In draft mode (with a read token) drafts are read with the token, uncached,
 * and their text carries stega for Visual Editing's overlays (stega-filter.ts says which); the
 * published path never does, so no published page or cache entry holds an encoded string.
 *
 * `now()` in a cached query is the time the cache entry was made: pass times as parameters where
 * the answer depends on them.
 */
export interface FetchContentOptions {
  readonly tags: readonly string[];
}

const origin: ContentOrigin =
  contentConfig.mode === 'lake'
    ? { mode: 'lake', where: contentConfig.url }
    : { mode: 'sanity', where: contentConfig.projectId };

/** When a content read last ran out of time (process-wide: the source is the same for every page). */
let lastTimeoutAt = Number.NEGATIVE_INFINITY;

export async function fetchContent<const Q extends ContentQuery>(
  query: Q,
  params: ContentParams,
  options: FetchContentOptions,
): Promise<ContentResult<Q>> {
  const tags = withContentTag(options.tags);
  const token = contentConfig.readToken;
  const studioUrl = contentConfig.studioUrl;
  return withDeadline(async (signal) => {
    // The client's own overloads look the result up in `SanityQueries` too; naming it here keeps
    // one type (a generic `Q` cannot be looked up inside the client's types).
    if (token !== null && (await inDraftMode())) {
      return await contentClient.fetch<ContentResult<Q>>(query, params, {
        perspective: 'drafts',
        useCdn: false,
        token,
        stega: studioUrl === null ? false : { enabled: true, studioUrl, filter: stegaFilter },
        cache: 'no-store',
        signal,
      });
    }
    return await contentClient.fetch<ContentResult<Q>>(query, params, { cache: 'force-cache', next: { tags }, signal });
  });
}

/**
 * Published content read afresh, past Next's data cache and whatever draft mode the current request
 * is in: for callers that keep the answer themselves and serve every visitor from it (the proxy's
 * redirect map).
 */
export async function fetchPublishedContent<const Q extends ContentQuery>(
  query: Q,
  params: ContentParams,
): Promise<ContentResult<Q>> {
  return withDeadline((signal) =>
    contentClient.fetch<ContentResult<Q>>(query, params, { perspective: 'published', cache: 'no-store', signal }),
  );
}

/**
 * A source that accepts the connection and never answers must not hold the page: the read gives
 * up after CONTENT_FETCH_TIMEOUT_MS (shortly after another one did: CONTENT_HUNG_TIMEOUT_MS) and
 * the page answers 503.
 */
async function withDeadline<T>(read: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const deadline = new AbortController();
  const timer = setTimeout(
    () => {
      lastTimeoutAt = Date.now();
      deadline.abort(new DOMException('content read timed out', 'TimeoutError'));
    },
    Date.now() - lastTimeoutAt < CONTENT_HUNG_WINDOW_MS ? CONTENT_HUNG_TIMEOUT_MS : CONTENT_FETCH_TIMEOUT_MS,
  );
  try {
    return await read(deadline.signal);
  } catch (error) {
    unstable_rethrow(error); // Next's own control-flow errors (dynamic bail-outs) keep their meaning
    throw contentFetchError(error, origin);
  } finally {
    clearTimeout(timer);
  }
}

/** Outside a request (build-time params, sitemaps written at build) there is no draft mode. */
async function inDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch (error) {
    unstable_rethrow(error);
    return false;
  }
}
