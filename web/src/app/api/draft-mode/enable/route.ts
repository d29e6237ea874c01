import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import { contentClient } from '@/content/content-client.server';
import { contentConfig } from '@/content/content-config.server';

/**
 * `GET /api/draft-mode/enable?sanity-preview-secret=…`: the Studio's Presentation tool (or a
 * preview pane) turns on draft mode; next-sanity checks the one-time preview secret against the
 * content source with the read token (`SANITY_READ_TOKEN`, or `LAKE_READ_TOKEN` for the lake).
 * Without a read token there are no drafts to show and the route does not exist.
 */
const token = contentConfig.readToken;
const enable = token !== null ? defineEnableDraftMode({ client: contentClient.withConfig({ token }) }) : null;

export async function GET(request: Request): Promise<Response> {
  if (enable === null) return new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return enable.GET(request);
}
