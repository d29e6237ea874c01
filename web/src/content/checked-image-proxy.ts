import { checkRendition } from './image-rendition-policy';
import { proxyLakeImage, type FetchLike, type ImageProxyTarget } from './image-proxy';

/**
 * This site's image route in front of the lake's images (image-proxy.ts passes requests on):
 *
 * - only the renditions the storefront links to go on (image-rendition-policy.ts); anything else
 *   answers 400 without asking the lake;
 * - only raster images come back: every request names `fm` (webp, jpg, png), so the lake
 *   rasterises an SVG upload, and an answer of any other type (an SVG with script, HTML) is
 *   refused with 415 — it would run on this site's origin;
 * - every answer carries a sandboxing Content-Security-Policy and `nosniff`, so even a mislabelled
 *   answer opened directly runs nothing.
 */

const RASTER_TYPES = new Set(['image/webp', 'image/jpeg', 'image/png']);

export const IMAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
};

function refusal(status: 400 | 415, message: string): Response {
  return Response.json({ message }, { status, headers: { 'cache-control': 'no-store', ...IMAGE_SECURITY_HEADERS } });
}

export async function proxyCheckedImage(
  path: readonly string[],
  request: Request,
  target: ImageProxyTarget,
  send?: FetchLike,
): Promise<Response> {
  const url = new URL(request.url);
  const check = checkRendition(path[2] ?? '', url.searchParams);
  if (!check.ok) return refusal(400, check.reason);
  const checked = new Request(`${url.origin}${url.pathname}${check.search}`, { headers: request.headers });
  const answer = await proxyLakeImage(path, checked, target, send);

  const type = (answer.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (answer.ok && !RASTER_TYPES.has(type)) {
    await answer.body?.cancel();
    console.error(`[content] image proxy: the lake answered ${type || 'no type'} for ${url.pathname}; refused`);
    return refusal(415, 'Only raster images are served here');
  }
  const headers = new Headers(answer.headers);
  for (const [name, value] of Object.entries(IMAGE_SECURITY_HEADERS)) headers.set(name, value);
  return new Response(answer.body, { status: answer.status, headers });
}
