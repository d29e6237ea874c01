import { describe, expect, it, vi } from 'vitest';
import { proxyCheckedImage } from './checked-image-proxy';
import type { FetchLike } from './image-proxy';

const target = { url: 'https://localhost:3333', projectId: 'local', dataset: 'production' };
const svgFile = `${'d'.repeat(40)}-30x10.svg`;
const webpFile = `${'a'.repeat(40)}-1600x900.webp`;
const scriptSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="10"><script>alert(document.cookie)</script></svg>';

function request(file: string, query: string): [string[], Request] {
  return [
    ['local', 'production', file],
    new Request(`http://site.test/api/content/images/local/production/${file}${query}`, {
      headers: { accept: 'image/webp,*/*', cookie: 'shop_session=secret' },
    }),
  ];
}

function lake(answer: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const send: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return answer();
  };
  return { calls, send };
}

const image = () =>
  new Response(new Uint8Array([82, 73, 70, 70]), {
    headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' },
  });

describe('the checked image proxy', () => {
  it('asks the lake for a rendition the storefront links to, and answers it sandboxed', async () => {
    const { calls, send } = lake(image);
    const response = await proxyCheckedImage(
      ...request(webpFile, '?rect=100,50,1280,720&w=640&h=360&fm=webp&fit=crop'),
      target,
      send,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(calls.map(({ url }) => url)).toEqual([
      `https://localhost:3333/images/local/production/${webpFile}?rect=100%2C50%2C1280%2C720&w=640&h=360&fm=webp&fit=crop`,
    ]);
    expect(new Headers(calls[0]?.init.headers).get('cookie')).toBeNull();
  });

  it('refuses the review’s costly request with 400 and never asks the lake', async () => {
    const { calls, send } = lake(image);
    const response = await proxyCheckedImage(...request(webpFile, '?w=5000&h=5000&fm=png&blur=50'), target, send);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(calls).toEqual([]);
  });

  it('never serves an SVG upload as it is: without fm it is refused before the lake is asked', async () => {
    const { calls, send } = lake(
      () =>
        new Response(scriptSvg, { headers: { 'content-type': 'image/svg+xml', 'content-security-policy': 'sandbox' } }),
    );
    for (const query of ['', '?w=320&fit=max']) {
      const response = await proxyCheckedImage(...request(svgFile, query), target, send);
      expect(response.status, query).toBe(400);
      expect(await response.text()).not.toContain('<script');
    }
    expect(calls).toEqual([]);
  });

  it('refuses (415) whatever non-raster answer the lake gives, an SVG with script included', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const type of ['image/svg+xml', 'text/html; charset=utf-8', 'application/octet-stream']) {
      const { calls, send } = lake(() => new Response(scriptSvg, { headers: { 'content-type': type } }));
      const response = await proxyCheckedImage(...request(svgFile, '?w=320&fm=png&fit=max'), target, send);
      expect(response.status, type).toBe(415);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('content-security-policy')).toContain('sandbox');
      expect(await response.text()).not.toContain('<script');
      expect(calls).toHaveLength(1);
    }
  });

  it('passes the lake’s rasterised SVG on (fm=png)', async () => {
    const png = new Uint8Array([137, 80, 78, 71]);
    const { send } = lake(() => new Response(png, { headers: { 'content-type': 'image/png' } }));
    const response = await proxyCheckedImage(...request(svgFile, '?w=320&fm=png&fit=max'), target, send);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
  });

  it('keeps the sandbox on the lake’s errors and not-modified answers', async () => {
    const notFound = lake(() => Response.json({ error: 'Not Found' }, { status: 404 }));
    const missing = await proxyCheckedImage(...request(webpFile, '?w=640&fm=webp&fit=max'), target, notFound.send);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toContain('sandbox');
    const notModified = lake(() => new Response(null, { status: 304, headers: { etag: '"abc"' } }));
    const cached = await proxyCheckedImage(...request(webpFile, '?w=640&fm=webp&fit=max'), target, notModified.send);
    expect(cached.status).toBe(304);
    expect(cached.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
