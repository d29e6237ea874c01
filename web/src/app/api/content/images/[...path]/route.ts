import { imageResponse } from '@/content/image-response.server';

/** Demo-dataset images, resized like Sanity's image CDN (see image-response.server.ts). */
export async function GET(request: Request, context: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await context.params;
  return imageResponse(path, request);
}
