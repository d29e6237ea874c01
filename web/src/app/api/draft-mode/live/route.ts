import { draftMode } from 'next/headers';
import { draftChangeStream } from '@/content/visual-editing/draft-change-stream.server';

/**
 * `GET /api/draft-mode/live`: server-sent events, one `change` whenever a draft or a published
 * document changes in the content source, for the page in the Studio's preview frame to render
 * again at once. Only in draft mode; it carries no content, only the fact of a change.
 */
export async function GET(request: Request): Promise<Response> {
  const stream = (await draftMode()).isEnabled ? draftChangeStream(request.signal) : null;
  if (stream === null) return new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: a compressing layer would hold the events back.
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
