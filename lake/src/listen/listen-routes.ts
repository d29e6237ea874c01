import { randomBytes } from 'node:crypto';
import type { LakeHttpRequest, LakeHttpResponse, Route, RouteContext } from '../http/route-contract';
import { parseListenOptions } from './listen-options';
import { listenerEvents } from './listener-events';
import { compileFilter } from './listener-filter';
import { SseStream } from './sse-stream';

/**
 * `GET /data/listen/:dataset` — Sanity's real-time listener (server-sent events): `welcome` first,
 * then one `mutation` event per matching document change, in commit order, and a comment every
 * 25 s so proxies and browsers keep the stream open. Each listener subscribes to the store for as
 * long as its response is open. After a lake restart the stream just ends; EventSource reconnects
 * and the fresh `welcome` makes the Studio refetch what it shows (it treats `welcome` as a reset).
 */

const KEEPALIVE_MS = 25_000;

function listenerName(): string {
  return `L${randomBytes(12).toString('base64url')}`;
}

async function listen(_req: LakeHttpRequest, res: LakeHttpResponse, { lake, url, user }: RouteContext): Promise<void> {
  // Bad options are answered as plain 400s, before the stream starts.
  const options = parseListenOptions(url.searchParams);
  const compiled = compileFilter(options.query, options.params, user.kind === 'editor' ? user.id : '');
  const stream = new SseStream(res);
  stream.open();
  if (!compiled.ok) {
    // What Sanity sends for a bad listener query; @sanity/client turns it into a ChannelError.
    stream.event('channelError', { message: compiled.error.description, error: compiled.error });
    stream.end();
    return;
  }
  stream.event('welcome', { listenerName: listenerName() });
  const unsubscribe = lake.store.subscribe((transaction) => {
    for (const event of listenerEvents(transaction, options, user, compiled.filter))
      stream.event('mutation', event.data, event.id);
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

export const listenRoutes: Route[] = [
  // Drafts are filtered per event for anonymous listeners, so the route itself is public.
  { method: 'GET', pattern: /^\/data\/listen\/(?<dataset>[^/]+)$/, access: 'public', handle: listen },
];
