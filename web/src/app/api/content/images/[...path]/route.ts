import { proxyCheckedImage } from '@/content/checked-image-proxy';
import { contentConfig } from '@/content/content-config.server';

/**
 * Content images of the embedded lake on this site's origin: only the renditions the storefront
 * links to, raster only, sandboxed (content/checked-image-proxy.ts). With a Sanity project, images
 * come from Sanity's CDN and this route does not exist.
 */
export async function GET(request: Request, context: { params: Promise<{ path: string[] }> }): Promise<Response> {
  if (contentConfig.mode !== 'lake') {
    return new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  const { path } = await context.params;
  return proxyCheckedImage(path, request, contentConfig);
}
