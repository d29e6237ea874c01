import { mkdtemp, readdir, rm, stat, writeFile, mkdir, copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../contract';
import { openStore } from '../store/open-store';
import { importDataset } from './import-dataset';

const datasetDir = fileURLToPath(new URL('../../../demo-content/dataset/', import.meta.url));
const location = { publicUrl: 'https://localhost:3333', projectId: 'local', dataset: 'production' };

let dataDir: string;
let store: DocumentStore;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lake-import-'));
  store = await openStore({ dataDir: join(dataDir, 'store') });
});

afterEach(async () => {
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

function referencesIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => referencesIn(item, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, field] of Object.entries(value)) {
      if (key === '_ref' && typeof field === 'string') found.push(field);
      else referencesIn(field, found);
    }
  }
  return found;
}

/** Importing the dataset decodes and measures 41 images: about 5 s on a busy 2-vCPU machine. */
const IMPORT_TIMEOUT_MS = 30_000;

describe('importDataset', () => {
  it(
    'imports the repo dataset in one transaction: 206 documents and 41 image assets',
    async () => {
      const result = await importDataset({
        store,
        dataDir,
        ...location,
        ndjsonPaths: [join(datasetDir, 'data.ndjson')],
      });

      expect(result.documents).toBe(206);
      expect(result.assets).toBe(41);
      expect(store.seq).toBe(1);
      expect(result.transaction?.author).toBe('system-import');
      expect(result.transaction?.changes).toHaveLength(247);
      const all = [...store.documents()];
      expect(all).toHaveLength(247);
      expect(all.filter((doc) => doc._type === 'sanity.imageAsset')).toHaveLength(41);
      // No marker survives, and every image reference points at an asset document that exists.
      expect(JSON.stringify(all)).not.toContain('_sanityAsset');
      const assetRefs = all.flatMap((doc) => referencesIn(doc)).filter((ref) => ref.startsWith('image-'));
      expect(assetRefs).toHaveLength(216);
      for (const ref of assetRefs) expect(store.get(ref)?._type).toBe('sanity.imageAsset');

      expect(await readdir(join(dataDir, 'assets', 'images'))).toHaveLength(41);
    },
    IMPORT_TIMEOUT_MS,
  );

  it(
    'builds asset documents as an upload does (id, url, path, dimensions, lqip)',
    async () => {
      await importDataset({ store, dataDir, ...location, ndjsonPaths: [join(datasetDir, 'data.ndjson')] });
      const sha1 = 'bb582752f52d39e66f8f43a5d7406bd1d9870356';
      const asset = store.get(`image-${sha1}-1600x900-webp`);
      expect(asset).toMatchObject({
        _type: 'sanity.imageAsset',
        assetId: sha1,
        sha1hash: sha1,
        extension: 'webp',
        mimeType: 'image/webp',
        originalFilename: `${sha1}-1600x900.webp`,
        path: `images/local/production/${sha1}-1600x900.webp`,
        url: `https://localhost:3333/images/local/production/${sha1}-1600x900.webp`,
        metadata: {
          _type: 'sanity.imageMetadata',
          dimensions: { _type: 'sanity.imageDimensions', width: 1600, height: 900, aspectRatio: 1600 / 900 },
        },
      });
      expect(asset?.metadata).toHaveProperty('lqip', expect.stringMatching(/^data:image\/(jpeg|webp);base64,/));
      expect(asset?.metadata).toHaveProperty('palette.dominant.background', expect.stringMatching(/^#[0-9a-f]{6}$/));
      const post = store.get('blogPost.autoflowers-vs-photoperiod.de');
      expect(post?.mainImage).toEqual({
        _type: 'image',
        asset: { _type: 'reference', _ref: `image-${sha1}-1600x900-webp` },
        alt: 'Illustration stilisierter DNA-Stränge auf grünem Hintergrund',
      });
      const file = await stat(join(dataDir, 'assets', 'images', `${sha1}-1600x900.webp`));
      expect(file.size).toBe(asset?.size);
    },
    IMPORT_TIMEOUT_MS,
  );

  it('lets a later NDJSON replace documents of an earlier one and reads images from imagesDir', async () => {
    const extraDir = join(dataDir, 'extra');
    const images = join(dataDir, 'elsewhere');
    await mkdir(extraDir);
    await mkdir(images);
    const name = '245d824ff2e2acea02bf8c646909d4c89df92604-400x400.webp';
    await copyFile(join(datasetDir, 'images', name), join(images, name));
    const extra = [
      { _id: 'siteSettings.en', _type: 'siteSettings', language: 'en', title: 'Replaced' },
      { _id: 'e2e.fixture', _type: 'page', logo: { _type: 'image', _sanityAsset: `image@file://./images/${name}` } },
    ];
    await writeFile(join(extraDir, 'extra.ndjson'), extra.map((doc) => JSON.stringify(doc)).join('\n') + '\n');

    const first = await importDataset({
      store,
      dataDir,
      ...location,
      ndjsonPaths: [join(extraDir, 'extra.ndjson')],
      imagesDir: images,
    });
    expect(first).toMatchObject({ documents: 2, assets: 1 });
    expect(store.get('siteSettings.en')).toMatchObject({ title: 'Replaced' });
    expect(store.get('e2e.fixture')?.logo).toEqual({
      _type: 'image',
      asset: { _type: 'reference', _ref: 'image-245d824ff2e2acea02bf8c646909d4c89df92604-400x400-webp' },
    });
  });

  it('refuses markers that leave their folder, and names the bad line', async () => {
    const bad = join(dataDir, 'bad.ndjson');
    await writeFile(
      bad,
      JSON.stringify({ _id: 'x', _type: 'page', i: { _sanityAsset: 'image@file://./images/../../etc/passwd' } }),
    );
    await expect(importDataset({ store, dataDir, ...location, ndjsonPaths: [bad] })).rejects.toThrow(
      /outside its folder/,
    );

    await writeFile(bad, `${JSON.stringify({ _id: 'x', _type: 'page' })}\n{"_type": "page"}\n`);
    await expect(importDataset({ store, dataDir, ...location, ndjsonPaths: [bad] })).rejects.toThrow(/bad\.ndjson:2/);
    expect(store.seq).toBe(0);
  });
});
