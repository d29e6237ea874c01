import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { proxyCheckedImage } from './checked-image-proxy';
import { ContentImage } from './content-image';
import { lakeQuery, requireLake } from './testing/lake';

const lake = requireLake();

function proxied(siteUrl: string): Promise<Response> {
  const url = new URL(siteUrl, 'http://site.test');
  const path = url.pathname.replace('/api/content/images/', '').split('/');
  return proxyCheckedImage(path, new Request(url, { headers: { accept: 'image/webp,*/*' } }), lake);
}

const assets = z.array(
  z.object({
    _id: z.string(),
    url: z.string(),
    metadata: z.object({ dimensions: z.object({ width: z.number(), height: z.number() }) }),
  }),
);

describe('content images through the checked proxy, from the lake', () => {
  it('serves every rendition <ContentImage> links to, for every image the lake holds, sandboxed', async () => {
    const images = assets.parse(
      await lakeQuery('*[_type == "sanity.imageAsset"] | order(_id asc)[0...6]{_id, url, metadata{dimensions}}'),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const asset of images) {
      // Absolute, as on Sanity (the lake's own origin): the storefront still links its own route.
      expect(asset.url).toMatch(/^https:\/\/localhost:\d+\/images\//);
      const markup = renderToStaticMarkup(
        createElement(ContentImage, { image: { asset, alt: 'x' }, sizes: '100vw', aspectRatio: 16 / 9 }),
      );
      const src = /src="([^"]+)"/.exec(markup)?.[1]?.replaceAll('&amp;', '&') ?? '';
      expect(src).toMatch(/^\/api\/content\/images\//);
      const response = await proxied(src);
      expect(response.status, src).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('content-security-policy')).toContain('sandbox');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('refuses a rendition the storefront never links to, before the lake is asked', async () => {
    const [asset] = assets.parse(
      await lakeQuery('*[_type == "sanity.imageAsset"][0...1]{_id, url, metadata{dimensions}}'),
    );
    const file = asset?.url.split('/').at(-1) ?? '';
    const response = await proxied(
      `/api/content/images/${lake.projectId}/${lake.dataset}/${file}?w=5000&h=5000&fm=png&blur=50`,
    );
    expect(response.status).toBe(400);
  });
});
