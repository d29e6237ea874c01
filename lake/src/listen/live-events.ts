import { isPublicDocumentId } from '../query/perspective';
import type { Route, RouteContext, LakeHttpRequest, LakeHttpResponse } from '../http/route-contract';
import type { Transaction } from '../contract';
import { SseStream } from './sse-stream';

/**
 * Sanity's Live Content API (`GET /data/live/events/:dataset`, server-sent events): `welcome`,
 * then a `message` with sync tags whenever content that queries could have read changed; a client
 * refetches the queries whose `syncTags` (in every query answer) share a tag. The Studio's
 * Presentation tool listens here (its live queries and its preview-sharing switch) and fails
 * without it.
 *
 * Sanity's tags name what a query read; the lake has one tag for the whole dataset, which every
 * query answer carries: each change refetches every live query. That costs refetches, never
 * freshness. Published changes reach everyone; draft and version changes only the editor's
 * `includeDrafts=true` streams, as on Sanity (which wants a token for those).
 */
export const LAKE_SYNC_TAG = 's1:lake';

const KEEPALIVE_MS = 25_000;

export function touchesPublished(transaction: Transaction): boolean {
  return transaction.changes.some((change) => isPublicDocumentId(change.id));
}

async function liveEvents(
  _req: LakeHttpRequest,
  res: LakeHttpResponse,
  { lake, url, user }: RouteContext,
): Promise<void> {
  const includeDrafts = url.searchParams.get('includeDrafts') === 'true';
  const stream = new SseStream(res);
  stream.open();
  if (includeDrafts && user.kind !== 'editor') {
    stream.event('channelError', { message: 'includeDrafts=true needs the editor token' });
    stream.end();
    return;
  }
  stream.event('welcome', {});
  const unsubscribe = lake.store.subscribe((transaction) => {
    if (includeDrafts || touchesPublished(transaction)) {
      stream.event('message', { tags: [LAKE_SYNC_TAG] }, `${transaction.seq}`);
    }
  });
  const keepalive = setInterval(() => stream.comment('keepalive'), KEEPALIVE_MS);
  keepalive.unref();
  await new Promise<void>((resolve) => {
    const stop = () => {
      clearInterval(keepalive);
      unsubscribe();
      resolve();
    };
    if (stream.closed) stop();
    else stream.onClose(stop);
  });
}

export const liveEventRoutes: Route[] = [
  { method: 'GET', pattern: /^\/data\/live\/events\/(?<dataset>[^/]+)$/, access: 'public', handle: liveEvents },
];
