import { isLocale } from '@seedshop/locales';
import { env } from '@/config/env';
import { clientCatalogues } from '@/i18n/client-messages/client-catalogues';

export const dynamic = 'force-dynamic';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `GET /builds/messages/{locale}/{buildId}.json`: the messages client components of that language
 * can ask for. Cached for good under the running build's id; another id (a page loaded just before
 * a deploy) gets this build's messages uncached, so its islands still have words.
 */
export async function GET(
  _request: Request,
  context: { params: Promise<{ locale: string; file: string }> },
): Promise<Response> {
  const { locale, file } = await context.params;
  if (!isLocale(locale) || !file.endsWith('.json')) {
    return Response.json({ message: 'No such messages' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  const current = file === `${env.SEEDSHOP_BUILD_ID}.json`;
  return Response.json(clientCatalogues[locale], {
    headers: { 'Cache-Control': current ? IMMUTABLE : 'no-store' },
  });
}
