import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import { contentConfig } from '@/content/content-config.server';
import { sanityClient } from '@/content/sanity-client.server';

/**
 * `GET /api/draft-mode/enable?sanity-preview-secret=…`: the Studio's Presentation tool (or a
 * preview pane) turns on draft mode; next-sanity checks the one-time preview secret against the
 * project with the read token. Only in Sanity mode with a read token — otherwise there are no
 * drafts to show and the route does not exist.
 */
const token = contentConfig.mode === 'sanity' ? contentConfig.readToken : null;
const enable =
  sanityClient !== null && token !== null
    ? defineEnableDraftMode({ client: sanityClient.withConfig({ token }) })
    : null;

export async function GET(request: Request): Promise<Response> {
  if (enable === null) return new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return enable.GET(request);
}
