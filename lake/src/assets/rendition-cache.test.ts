import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseImageParams } from './image-params';
import { planRender, type RenderPlan } from './image-plan';
import { RenditionCache } from './rendition-cache';

let root: string;
let cacheDir: string;
const sourceFile = `${'a'.repeat(40)}-256x256.png`;
const otherFile = `${'b'.repeat(40)}-256x256.png`;
let sourcePath: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'rendition-cache-'));
  cacheDir = join(root, 'cache');
  sourcePath = join(root, sourceFile);
  // Noise, so every rendition has a size of its own and none compresses to nothing.
  const pixels = Buffer.alloc(256 * 256 * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 7919) % 251;
  await writeFile(
    sourcePath,
    await sharp(pixels, { raw: { width: 256, height: 256, channels: 3 } })
      .png()
      .toBuffer(),
  );
});

afterEach(() => rm(root, { recursive: true, force: true }));

const plan = (query: string): RenderPlan =>
  planRender(parseImageParams(new URLSearchParams(query)), { width: 256, height: 256 }, 'png');

async function filesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function bytesOnDisk(): Promise<number> {
  let total = 0;
  for (const file of await filesIn(cacheDir)) total += (await stat(file)).size;
  return total;
}

describe('RenditionCache', () => {
  it('keeps renditions on disk and answers a repeat from there', async () => {
    const cache = new RenditionCache(cacheDir);
    const first = await cache.rendition(sourceFile, sourcePath, plan('w=64'));
    await rm(sourcePath);
    const again = await cache.rendition(sourceFile, sourcePath, plan('w=64'));
    expect(again.bytes).toEqual(first.bytes);
    expect(again.key).toBe(first.key);
    expect(await cache.usedBytes()).toBe(first.bytes.length);
    expect(await filesIn(join(cacheDir, sourceFile))).toHaveLength(1);
  });

  it('evicts the least recently used renditions past its byte limit', async () => {
    const sizes = new Map<string, number>();
    const probe = new RenditionCache(join(root, 'probe'));
    for (const query of ['w=48', 'w=64', 'w=96', 'w=128']) {
      sizes.set(query, (await probe.rendition(sourceFile, sourcePath, plan(query))).bytes.length);
    }
    const size = (query: string) => sizes.get(query) ?? 0;
    expect(size('w=48')).toBeLessThan(size('w=96'));
    // Room for 64, 96 and 128 together, not for 48 as well.
    const limit = size('w=64') + size('w=96') + size('w=128');
    const cache = new RenditionCache(cacheDir, limit);
    await cache.rendition(sourceFile, sourcePath, plan('w=64'));
    await cache.rendition(sourceFile, sourcePath, plan('w=96'));
    await cache.rendition(sourceFile, sourcePath, plan('w=128'));
    expect(await cache.usedBytes()).toBe(limit);
    // Using 64 again makes 96 the least recently used: 48 pushes it out, and only it.
    await cache.rendition(sourceFile, sourcePath, plan('w=64'));
    await cache.rendition(sourceFile, sourcePath, plan('w=48'));

    expect(await cache.usedBytes()).toBe(limit - size('w=96') + size('w=48'));
    expect(await bytesOnDisk()).toBe(await cache.usedBytes());
    expect(await filesIn(cacheDir)).toHaveLength(3);
    // Without the source, what is still on disk answers and what was evicted cannot be rendered.
    await rm(sourcePath);
    for (const kept of ['w=64', 'w=128', 'w=48']) {
      await expect(cache.rendition(sourceFile, sourcePath, plan(kept)), kept).resolves.toMatchObject({
        contentType: 'image/png',
      });
    }
    await expect(cache.rendition(sourceFile, sourcePath, plan('w=96'))).rejects.toThrow();
  });

  it('never keeps a rendition larger than the whole limit', async () => {
    const cache = new RenditionCache(cacheDir, 10);
    await cache.rendition(sourceFile, sourcePath, plan('w=64'));
    expect(await cache.usedBytes()).toBe(0);
    expect(await filesIn(cacheDir)).toEqual([]);
  });

  it('after a restart, knows what is on disk, trims it to a smaller limit, and drops old files', async () => {
    const before = new RenditionCache(cacheDir);
    await before.rendition(sourceFile, sourcePath, plan('w=64'));
    await before.rendition(sourceFile, sourcePath, plan('w=128'));
    await before.rendition(otherFile, sourcePath, plan('w=96'));
    // What an older lake kept (one flat folder) and a write a crash interrupted.
    await writeFile(join(cacheDir, `${'c'.repeat(40)}.png`), 'old layout');
    await writeFile(join(cacheDir, sourceFile, 'x.png.123.tmp'), 'half written');
    const total = await bytesOnDisk();

    const after = new RenditionCache(cacheDir);
    expect(await after.usedBytes()).toBe(total - 'old layout'.length - 'half written'.length);
    expect(await bytesOnDisk()).toBe(await after.usedBytes());

    const smaller = new RenditionCache(cacheDir, 1);
    expect(await smaller.usedBytes()).toBe(0);
    expect(await filesIn(cacheDir)).toEqual([]);
  });

  it('drops every rendition of one source file', async () => {
    const cache = new RenditionCache(cacheDir);
    await cache.rendition(sourceFile, sourcePath, plan('w=64'));
    await cache.rendition(sourceFile, sourcePath, plan('w=128'));
    const kept = await cache.rendition(otherFile, sourcePath, plan('w=96'));
    await cache.dropSource(sourceFile);
    expect(await cache.usedBytes()).toBe(kept.bytes.length);
    expect(await filesIn(join(cacheDir, sourceFile))).toEqual([]);
    expect(await filesIn(join(cacheDir, otherFile))).toHaveLength(1);
  });

  it('starts with a missing folder', async () => {
    await mkdir(root, { recursive: true });
    expect(await new RenditionCache(join(root, 'nothing-here')).usedBytes()).toBe(0);
  });
});
