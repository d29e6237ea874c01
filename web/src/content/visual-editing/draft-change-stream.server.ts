import 'server-only';
import type { SanityClient } from 'next-sanity';
import { contentClient } from '../content-client.server';
import { contentConfig } from '../content-config.server';

const KEEPALIVE_MS = 20_000;

/**
 * The content source's Live Content API with drafts (the read token), as a text/event-stream body:
 * `event: change` for every change message, a comment now and then to keep proxies from closing
 * an idle stream. It ends when the request is aborted or the source ends its stream. Null when
 * there is no read token (no draft mode).
 */
export function draftChangeStream(
  signal: AbortSignal,
  client: SanityClient | null = contentConfig.readToken === null
    ? null
    : contentClient.withConfig({ token: contentConfig.readToken, useCdn: false }),
  keepaliveMs = KEEPALIVE_MS,
): ReadableStream<Uint8Array> | null {
  if (client === null) return null;
  const encoder = new TextEncoder();
  let stop = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      // Set below; close() may run before they are (a source that fails at once).
      const handles: { keepalive?: ReturnType<typeof setInterval>; subscription?: { unsubscribe(): void } } = {};
      const send = (text: string) => {
        if (open) controller.enqueue(encoder.encode(text));
      };
      const end = (cancelled: boolean) => {
        if (!open) return;
        open = false;
        clearInterval(handles.keepalive);
        handles.subscription?.unsubscribe();
        signal.removeEventListener('abort', close);
        // A cancelled stream is closed already.
        if (!cancelled) controller.close();
      };
      const close = () => end(false);
      stop = () => end(true);
      // Tells the browser to reconnect after 1 s if the stream breaks, not EventSource's default 3 s.
      send('retry: 1000\n\n');
      handles.subscription = client.live.events({ includeDrafts: true, tag: 'storefront.draft-live' }).subscribe({
        next: (event) => {
          if (event.type === 'message' || event.type === 'restart' || event.type === 'reconnect') {
            send(`event: change\ndata: ${JSON.stringify({ type: event.type })}\n\n`);
          }
        },
        error: close,
        complete: close,
      });
      if (!open) {
        handles.subscription.unsubscribe();
        return;
      }
      handles.keepalive = setInterval(() => send(': keepalive\n\n'), keepaliveMs);
      if (signal.aborted) close();
      else signal.addEventListener('abort', close);
    },
    cancel() {
      stop();
    },
  });
}
