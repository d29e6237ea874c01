import { messageFileBody } from '@/i18n/client-messages/client-message-file';

export const dynamic = 'force-dynamic';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `GET /builds/messages/{locale}.{hash}.js`: the messages client components of that language can
 * ask for, as a script Next loads before it hydrates (the layout's `BeforeHydrationScript`). The
 * name changes with the content, so browsers keep it for good. Another build's name answers 404.
 */
export async function GET(_request: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  const body = messageFileBody((await context.params).file);
  if (body === null) {
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  return new Response(body, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
