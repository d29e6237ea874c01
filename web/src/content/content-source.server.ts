import 'server-only';
import { unstable_cache } from 'next/cache';
import { draftMode } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { contentConfig } from './content-config.server';
import type { ContentParams, ContentQuery, ContentResult } from './content-query';
import { withContentTag } from './content-tags';
import { localDataset } from './local-dataset.server';
import { queryDataset } from './local-groq';
import { sanityClient } from './sanity-client.server';

/**
 * The one way pages read content (docs/adr/0016-content-source.md):
 * `fetchContent(blogPostQuery, {language, slug}, {tags: [contentDocTag(id)]})` answers with the
 * query's TypeGen result type. Results sit in Next's data cache under the given tags plus
 * `content`; the revalidation webhook purges them by tag (content-tags.ts).
 *
 * - Sanity mode: next-sanity's client on the CDN, published perspective, `fetch` cached with the
 *   tags. In draft mode: the API (no CDN) with the read token and the `drafts` perspective,
 *   uncached.
 * - Local mode: the demo dataset, queried in-process with groq-js and cached with
 *   `unstable_cache` (this app does not enable Cache Components, which `'use cache'` needs).
 *
 * `now()` in a cached query is the time the cache entry was made: pass times as parameters where
 * the answer depends on them.
 */
export interface FetchContentOptions {
  readonly tags: readonly string[];
}

export async function fetchContent<const Q extends ContentQuery>(
  query: Q,
  params: ContentParams,
  options: FetchContentOptions,
): Promise<ContentResult<Q>> {
  const tags = withContentTag(options.tags);
  // The client's own overloads look the result up in `SanityQueries` too; naming it here keeps
  // one type for both modes (a generic `Q` cannot be looked up inside the client's types).
  if (sanityClient !== null && contentConfig.mode === 'sanity') {
    const token = contentConfig.readToken;
    if (token !== null && (await inDraftMode())) {
      return sanityClient.fetch<ContentResult<Q>>(query, params, {
        perspective: 'drafts',
        useCdn: false,
        token,
        stega: false,
        cache: 'no-store',
      });
    }
    return sanityClient.fetch<ContentResult<Q>>(query, params, { cache: 'force-cache', next: { tags } });
  }
  return cachedLocalQuery(query, params, tags);
}

/** Outside a request (build-time params, sitemaps written at build) there is no draft mode. */
async function inDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch (error) {
    unstable_rethrow(error); // Next's own control-flow errors keep their meaning
    return false;
  }
}

async function cachedLocalQuery<Q extends ContentQuery>(
  query: Q,
  params: ContentParams,
  tags: string[],
): Promise<ContentResult<Q>> {
  const dataset = await localDataset();
  const run = async (): Promise<ContentResult<Q>> => queryDataset(dataset, query, params);
  // The dataset's version is part of the key: after a rebuild (and a restart or the webhook) old
  // entries — which Next keeps on disk — are never answered again.
  return unstable_cache(run, ['content-local', dataset.version, query, stableParams(params)], { tags })();
}

/** Parameters in key order, so `{a, b}` and `{b, a}` share one cache entry. */
function stableParams(params: ContentParams): string {
  return JSON.stringify(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
