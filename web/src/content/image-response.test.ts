import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const folder = vi.hoisted(() => ({ images: '' }));
vi.mock('@seedshop/content/dataset-path', () => ({
  get datasetImagesDir() {
    return folder.images;
  },
}));

const { imageResponse } = await import('./image-response.server');

let fileName = '';

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'content-images-'));
  folder.images = join(root, 'images');
  mkdirSync(folder.images);
  const bytes = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#19663a' } })
    .webp()
    .toBuffer();
  fileName = `${createHash('sha1').update(bytes).digest('hex')}-400x200.webp`;
  writeFileSync(join(folder.images, fileName), bytes);
  writeFileSync(join(root, 'secret.txt'), 'not an image');
});

function get(path: string, headers: Record<string, string> = {}) {
  const url = new URL(`http://site.test/api/content/images/${path}`);
  const segments = url.pathname.replace('/api/content/images/', '').split('/').map(decodeURIComponent);
  return imageResponse(segments, new Request(url, { headers }));
}

describe('local image route', () => {
  it('resizes and encodes, with immutable caching and an ETag', async () => {
    const response = await get(`local/demo/${fileName}?w=100&fm=jpg&q=70`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 100, height: 50 });
  });

  it('crops to the requested box and never enlarges with fit=max', async () => {
    const crop = await get(`local/demo/${fileName}?w=50&h=50&fit=crop&fm=png`);
    expect(await sharp(Buffer.from(await crop.arrayBuffer())).metadata()).toMatchObject({ width: 50, height: 50 });
    const max = await get(`local/demo/${fileName}?w=1200&fit=max`);
    expect(await sharp(Buffer.from(await max.arrayBuffer())).metadata()).toMatchObject({ width: 400, format: 'webp' });
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(`local/demo/${fileName}?w=120`);
    const etag = first.headers.get('etag') ?? '';
    const again = await get(`local/demo/${fileName}?w=120`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('negotiates WebP for auto=format and says it varies by Accept', async () => {
    const response = await get(`local/demo/${fileName}?auto=format&w=80`, { accept: 'image/webp,*/*' });
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('vary')).toBe('Accept');
  });

  it.each(['w=0', 'w=abc', 'fm=gif', 'foo=1', 'w=10&w=20', 'rect=0,0,500,10'])('answers 400 to %s', async (query) => {
    const response = await get(`local/demo/${fileName}?${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    () => `local/demo/${'b'.repeat(40)}-400x200.webp`,
    () => `other/demo/${fileName}`,
    () => `local/production/${fileName}`,
    () => `local/demo/${fileName}/extra`,
    () => 'local/demo/..%2Fsecret.txt',
    () => 'local/demo/%2E%2E%2F%2E%2E%2Fpackage.json',
    () => 'local/demo',
  ])('answers 404 to unknown files and paths (%#)', async (path) => {
    expect((await get(path())).status).toBe(404);
  });
});
