import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { connect } from 'node:http2';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveRoutes, type RouteHarness } from '../testing/route-harness';
import { tempLake, type TempLake } from '../testing/temp-lake';
import { removeFilesOfDeletedAssets } from './asset-deletes';
import { sha1Of } from './asset-documents';
import { assetRoutes } from './asset-routes';

let temp: TempLake;
let server: RouteHarness;
let stopRemovingFiles: () => void;

beforeEach(async () => {
  temp = await tempLake();
  server = await serveRoutes(assetRoutes, temp.lake);
  stopRemovingFiles = removeFilesOfDeletedAssets(temp.lake);
});

afterEach(async () => {
  stopRemovingFiles();
  await server.close();
  await temp.cleanup();
});

/** A 64×32 PNG, left half opaque red, right half transparent. */
function testPng(): Promise<Buffer> {
  const pixels = Buffer.alloc(64 * 32 * 4);
  for (let y = 0; y < 32; y++) for (let x = 0; x < 32; x++) pixels.set([255, 0, 0, 255], (y * 64 + x) * 4);
  return sharp(pixels, { raw: { width: 64, height: 32, channels: 4 } })
    .png()
    .toBuffer();
}

function upload(kind: 'images' | 'files', body: Buffer, query = '', token: string | null = temp.token) {
  return fetch(`${server.url}/v2025-02-19/assets/${kind}/production${query}`, {
    method: 'POST',
    body: new Uint8Array(body),
    headers: { 'content-type': 'application/octet-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

async function uploadedImage(): Promise<{ id: string; file: string }> {
  const png = await testPng();
  const response = await upload('images', png, '?filename=red.png');
  expect(response.status).toBe(200);
  const sha1 = sha1Of(png);
  return { id: `image-${sha1}-64x32-png`, file: `${sha1}-64x32.png` };
}

async function cachedFiles(dataDir = temp.lake.dataDir): Promise<string[]> {
  const entries = await readdir(join(dataDir, 'assets', 'cache'), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function cachedBytes(dataDir: string): Promise<number> {
  let total = 0;
  for (const path of await cachedFiles(dataDir)) total += (await stat(path)).size;
  return total;
}

async function sizeOf(response: Response): Promise<{ format: string | undefined; width: number; height: number }> {
  const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { format: metadata.format, width: metadata.width, height: metadata.height };
}

describe('POST /assets/images/:dataset', () => {
  it('stores the bytes and answers the sanity.imageAsset document', async () => {
    const png = await testPng();
    const sha1 = sha1Of(png);
    const response = await upload('images', png, '?filename=red.png&title=Red');
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    expect(body).toMatchObject({
      document: {
        _id: `image-${sha1}-64x32-png`,
        _type: 'sanity.imageAsset',
        _rev: expect.any(String),
        assetId: sha1,
        sha1hash: sha1,
        extension: 'png',
        mimeType: 'image/png',
        originalFilename: 'red.png',
        title: 'Red',
        size: png.length,
        path: `images/local/production/${sha1}-64x32.png`,
        url: `https://localhost:3333/images/local/production/${sha1}-64x32.png`,
        metadata: {
          _type: 'sanity.imageMetadata',
          dimensions: { _type: 'sanity.imageDimensions', width: 64, height: 32, aspectRatio: 2 },
          hasAlpha: true,
          isOpaque: false,
          lqip: expect.stringMatching(/^data:image\/webp;base64,/),
        },
      },
    });
    expect(await readFile(join(temp.lake.dataDir, 'assets', 'images', `${sha1}-64x32.png`))).toEqual(png);
    expect(temp.lake.store.seq).toBe(1);
  });

  it('answers the existing asset for the same bytes without a new transaction', async () => {
    const png = await testPng();
    const first: unknown = await (await upload('images', png, '?filename=a.png')).json();
    const second: unknown = await (await upload('images', png, '?filename=b.png')).json();
    expect(second).toEqual(first);
    expect(temp.lake.store.seq).toBe(1);
  });

  it('refuses non-images (415), empty and oversized bodies, and anonymous uploads', async () => {
    expect((await upload('images', Buffer.from('plain text, not a picture'))).status).toBe(415);
    expect((await upload('images', Buffer.alloc(0))).status).toBe(400);
    expect((await upload('images', Buffer.alloc(50 * 1024 * 1024 + 1))).status).toBe(413);
    expect((await upload('images', await testPng(), '', null)).status).toBe(401);
    expect(temp.lake.store.seq).toBe(0);
  });
});

describe('POST /assets/files/:dataset and GET /files/…', () => {
  it('stores a file asset named by sha1 and extension, and serves it', async () => {
    const bytes = Buffer.from('%PDF-1.4 a tiny test file');
    const sha1 = sha1Of(bytes);
    const response = await upload('files', bytes, '?filename=Price%20list.pdf');
    expect(await response.json()).toMatchObject({
      document: {
        _id: `file-${sha1}-pdf`,
        _type: 'sanity.fileAsset',
        extension: 'pdf',
        mimeType: 'application/pdf',
        originalFilename: 'Price list.pdf',
        url: `https://localhost:3333/files/local/production/${sha1}.pdf`,
      },
    });
    const served = await fetch(`${server.url}/files/local/production/${sha1}.pdf?dl=`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe(`attachment; filename="${sha1}.pdf"`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
  });
});

describe('GET /images/:projectId/:dataset/:file', () => {
  it('serves the original bytes with immutable caching and an ETag that answers 304', async () => {
    const { file } = await uploadedImage();
    const response = await fetch(`${server.url}/images/local/production/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(await testPng());
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    const again = await fetch(`${server.url}/images/local/production/${file}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('resizes by w/h/fit, converts by fm and auto=format, and keeps variants on disk', async () => {
    const { file } = await uploadedImage();
    const get = (query: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/images/local/production/${file}${query}`, { headers });

    expect(await sizeOf(await get('?w=16'))).toEqual({ format: 'png', width: 16, height: 8 });
    expect(await sizeOf(await get('?w=32&h=32&fit=crop&fm=jpg'))).toEqual({ format: 'jpeg', width: 32, height: 32 });
    expect(await sizeOf(await get('?w=100&h=100&fit=max'))).toEqual({ format: 'png', width: 64, height: 32 });
    expect(await sizeOf(await get('?w=128&h=128&fit=clip'))).toEqual({ format: 'png', width: 128, height: 64 });
    expect(await sizeOf(await get('?w=48&h=48&fit=fill'))).toEqual({ format: 'png', width: 48, height: 48 });
    expect(await sizeOf(await get('?w=48&h=12&fit=scale'))).toEqual({ format: 'png', width: 48, height: 12 });
    expect(await sizeOf(await get('?w=128&h=128&fit=min'))).toEqual({ format: 'png', width: 32, height: 32 });
    expect(await sizeOf(await get('?rect=0,0,32,32&w=16'))).toEqual({ format: 'png', width: 16, height: 16 });
    expect(await sizeOf(await get('?w=8&dpr=2'))).toEqual({ format: 'png', width: 16, height: 8 });

    const auto = await get('?w=32&auto=format', { accept: 'image/avif,image/webp,*/*' });
    expect(auto.headers.get('content-type')).toBe('image/webp');
    expect(auto.headers.get('vary')).toBe('Accept');
    expect((await sizeOf(auto)).format).toBe('webp');
    const noWebp = await get('?w=32&auto=format', { accept: 'image/png' });
    expect(noWebp.headers.get('content-type')).toBe('image/png');

    // Each distinct rendition is cached once: `?w=8&dpr=2` shares `?w=16`'s, and `fit=max` larger
    // than the picture is the original file (no rendition) — 9 files for the 11 requests.
    expect(await cachedFiles()).toHaveLength(9);
  });

  it('snaps other sizes to the few renditions it makes (the Studio asks for any size)', async () => {
    const { file } = await uploadedImage();
    const get = (query: string) => fetch(`${server.url}/images/local/production/${file}${query}`);
    expect(await sizeOf(await get('?w=20&h=20&fit=crop&fm=jpg'))).toEqual({ format: 'jpeg', width: 32, height: 32 });
    expect(await sizeOf(await get('?w=60'))).toEqual({ format: 'png', width: 64, height: 32 });
    expect(await sizeOf(await get('?h=7&dpr=2'))).toEqual({ format: 'png', width: 32, height: 16 });
    for (let width = 1; width <= 64; width++) expect((await get(`?w=${width}&fm=webp`)).status).toBe(200);
    // `w=60` is the picture's own width (the original, no rendition); in webp, 1–16 → 16,
    // 17–32 → 32, 33–48 → 48, 49–64 → 64: two renditions above, four for the 64 requests.
    expect(await cachedFiles()).toHaveLength(2 + 4);
  });

  it('refuses costly effects at once and keeps its cache within the configured size', async () => {
    const { file } = await uploadedImage();
    const started = performance.now();
    const blurred = await fetch(`${server.url}/images/local/production/${file}?w=5000&h=5000&fm=png&blur=50`);
    expect(blurred.status).toBe(400);
    expect(await blurred.json()).toMatchObject({ error: { type: 'imageParamError' } });
    expect(performance.now() - started).toBeLessThan(500);
    expect(await cachedFiles()).toEqual([]);

    const huge = await fetch(`${server.url}/images/local/production/${file}?w=4999&h=4999&fm=png`);
    expect(await sizeOf(huge)).toEqual({ format: 'png', width: 2560, height: 1280 });

    const small = await tempLake({ renditionCacheBytes: 4_000 });
    const smallServer = await serveRoutes(assetRoutes, small.lake);
    try {
      const png = await testPng();
      await fetch(`${smallServer.url}/v2025-02-19/assets/images/production`, {
        method: 'POST',
        body: new Uint8Array(png),
        headers: { authorization: `Bearer ${small.token}` },
      });
      for (const query of ['?w=16', '?w=32', '?w=48', '?w=96', '?w=128', '?w=160', '?w=200', '?w=240']) {
        expect((await fetch(`${smallServer.url}/images/local/production/${file}${query}`)).status).toBe(200);
      }
      expect(await small.lake.renditions.usedBytes()).toBeLessThanOrEqual(4_000);
      expect(await cachedBytes(small.lake.dataDir)).toBeLessThanOrEqual(4_000);
      expect(await cachedBytes(small.lake.dataDir)).toBeGreaterThan(0);
    } finally {
      await smallServer.close();
      await small.cleanup();
    }
  });

  it('serves an SVG as is (sandboxed) and rasterises it when resized', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="10"><rect width="30" height="10" fill="red"/></svg>',
    );
    const response = await upload('images', svg, '?filename=logo.svg');
    expect(response.status).toBe(200);
    const file = `${sha1Of(svg)}-30x10.svg`;
    const original = await fetch(`${server.url}/images/local/production/${file}`);
    expect(original.headers.get('content-type')).toBe('image/svg+xml');
    expect(original.headers.get('content-security-policy')).toContain('sandbox');
    expect(await sizeOf(await fetch(`${server.url}/images/local/production/${file}?w=64`))).toEqual({
      format: 'png',
      width: 64,
      height: 21,
    });
  });

  it('rasterises an SVG with a script: a rendition carries no script, and every answer is sandboxed', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="10"><script>alert(document.domain)</script>' +
        '<rect width="30" height="10" fill="red"/></svg>',
    );
    expect((await upload('images', svg, '?filename=evil.svg')).status).toBe(200);
    const file = `${sha1Of(svg)}-30x10.svg`;
    for (const format of ['png', 'webp', 'jpg'] as const) {
      const response = await fetch(`${server.url}/images/local/production/${file}?w=32&fm=${format}`);
      expect(response.headers.get('content-type')).toBe(format === 'jpg' ? 'image/jpeg' : `image/${format}`);
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.toString('latin1')).not.toContain('<script');
      expect((await sharp(bytes).metadata()).format).toBe(format === 'jpg' ? 'jpeg' : format);
    }
    const original = await fetch(`${server.url}/images/local/production/${file}`);
    expect(original.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('answers the same bytes from the cache for a repeated request', async () => {
    const { file } = await uploadedImage();
    const first = await fetch(`${server.url}/images/local/production/${file}?w=10&fm=webp`);
    const second = await fetch(`${server.url}/images/local/production/${file}?w=10&fm=webp`);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
  });

  it('answers 400 for bad parameters and 404 for unknown images or projects', async () => {
    const { file } = await uploadedImage();
    for (const query of [
      '?w=abc',
      '?w=0',
      '?w=6000',
      '?fit=stretch',
      '?fm=bmp',
      '?q=101',
      '?rect=1,2,3',
      '?rect=100,0,5,5',
      '?crop=middle',
      '?blur=50',
      '?bg=fff',
      '?fm=avif',
      '?q=33',
      '?dpr=4',
    ]) {
      expect((await fetch(`${server.url}/images/local/production/${file}${query}`)).status, query).toBe(400);
    }
    expect((await fetch(`${server.url}/images/local/production/${'0'.repeat(40)}-64x32.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/images/local/production/..%2F..%2Fstore.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/images/local/staging/${file}`)).status).toBe(404);
  });

  it('answers 404 once the asset document is deleted, and removes its file and renditions', async () => {
    const { id, file } = await uploadedImage();
    const image = (query = '') => fetch(`${server.url}/images/local/production/${file}${query}`);
    expect((await image()).status).toBe(200);
    expect((await image('?w=32&fm=webp')).status).toBe(200);
    expect(await cachedFiles()).toHaveLength(1);

    await temp.lake.store.commit([{ delete: { id } }], { author: 'p-local-editor' });
    expect((await image()).status).toBe(404);
    expect((await image('?w=32&fm=webp')).status).toBe(404);
    expect((await image('?w=16&fm=png')).status).toBe(404);
    await expect.poll(() => cachedFiles()).toEqual([]);
    await expect
      .poll(() =>
        readFile(join(temp.lake.dataDir, 'assets', 'images', file)).then(
          () => 'kept',
          () => 'removed',
        ),
      )
      .toBe('removed');
    expect(await temp.lake.renditions.usedBytes()).toBe(0);

    // The same bytes uploaded again are a new asset, served again.
    await uploadedImage();
    expect((await image('?w=32&fm=webp')).status).toBe(200);
  });

  it('answers 404 for a file asset once its document is deleted', async () => {
    const bytes = Buffer.from('%PDF-1.4 deleted soon');
    const sha1 = sha1Of(bytes);
    expect((await upload('files', bytes, '?filename=a.pdf')).status).toBe(200);
    expect((await fetch(`${server.url}/files/local/production/${sha1}.pdf`)).status).toBe(200);
    await temp.lake.store.commit([{ delete: { id: `file-${sha1}-pdf` } }], { author: 'p-local-editor' });
    expect((await fetch(`${server.url}/files/local/production/${sha1}.pdf`)).status).toBe(404);
  });

  it('serves no file on disk without its asset document', async () => {
    const png = await testPng();
    const sha1 = sha1Of(png);
    await mkdir(join(temp.lake.dataDir, 'assets', 'images'), { recursive: true });
    await writeFile(join(temp.lake.dataDir, 'assets', 'images', `${sha1}-64x32.png`), png);
    expect((await fetch(`${server.url}/images/local/production/${sha1}-64x32.png`)).status).toBe(404);
  });

  it('works over HTTP/2 (the Studio’s protocol)', async () => {
    const h2 = await serveRoutes(assetRoutes, temp.lake, 'h2c');
    const session = connect(h2.url);
    try {
      const png = await testPng();
      const uploadStream = session.request({
        ':method': 'POST',
        ':path': '/v2025-02-19/assets/images/production?filename=h2.png',
        authorization: `Bearer ${temp.token}`,
      });
      uploadStream.end(png);
      const chunks: Buffer[] = [];
      const status = await new Promise<number>((resolve) =>
        uploadStream.on('response', (headers) => resolve(Number(headers[':status']))),
      );
      for await (const chunk of uploadStream) chunks.push(Buffer.from(chunk));
      expect(status).toBe(200);
      expect(JSON.parse(Buffer.concat(chunks).toString('utf8'))).toMatchObject({
        document: { originalFilename: 'h2.png' },
      });

      const get = session.request({ ':path': `/images/local/production/${sha1Of(png)}-64x32.png?w=16` });
      get.end();
      const image: Buffer[] = [];
      for await (const chunk of get) image.push(Buffer.from(chunk));
      expect((await sharp(Buffer.concat(image)).metadata()).width).toBe(16);
    } finally {
      session.close();
      await h2.close();
    }
  });
});
