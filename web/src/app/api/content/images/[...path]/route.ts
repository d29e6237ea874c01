import { contentConfig } from '@/content/content-config.server';
import { proxyLakeImage } from '@/content/image-proxy';

/**
 * Content images of the embedded lake on this site's origin (content/image-proxy.ts). With a
 * Sanity project, images come from Sanity's CDN and this route does not exist.
 */
export async function GET(request: Request, context: { params: Promise<{ path: string[] }> }): Promise<Response> {
  if (contentConfig.mode !== 'lake') {
    return new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  const { path } = await context.params;
  return proxyLakeImage(path, request, contentConfig);
}
