import { sendJson } from '../json';
import type { Route } from '../route-contract';

/**
 * `GET /studio-settings`: what the Studio the lake serves needs to know about this machine and
 * cannot get at build time — the storefront's origin, which the Presentation tool frames
 * (`LAKE_PREVIEW_URL`; `pnpm start` passes the storefront it starts). A hosted Studio reads the
 * same from `SANITY_STUDIO_PREVIEW_URL` instead. Nothing secret: the storefront is public.
 */
export function studioSettingsRoutes(previewUrl: string): Route[] {
  return [
    {
      method: 'GET',
      pattern: /^\/studio-settings\/?$/,
      access: 'public',
      async handle(_req, res) {
        sendJson(res, 200, { previewUrl }, { 'cache-control': 'no-store' });
      },
    },
  ];
}
