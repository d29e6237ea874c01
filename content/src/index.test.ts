import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { datasetImagesDir, loadDemoDataset, toQueryReady } from './index';

describe('loadDemoDataset', () => {
  it('turns _sanityAsset fields into asset references with synthesized asset documents', async () => {
    const documents = await loadDemoDataset();
    const text = JSON.stringify(documents);
    expect(text).not.toContain('_sanityAsset');
    const assets = documents.filter((doc) => doc._type === 'sanity.imageAsset');
    expect(assets.length).toBeGreaterThan(20);
    const refs = new Set(text.match(/"_ref":"image-[^"]+"/g)?.map((match) => match.slice(8, -1)));
    expect([...refs].sort()).toEqual(assets.map((asset) => asset._id).sort());
    const [asset] = assets;
    expect(asset).toMatchObject({
      extension: 'webp',
      mimeType: 'image/webp',
      url: expect.stringMatching(/^\/api\/content\/images\/local\/demo\/[0-9a-f]{40}-\d+x\d+\.webp$/),
      path: expect.stringMatching(/^images\/local\/demo\//),
      metadata: { dimensions: { width: expect.any(Number), height: expect.any(Number) } },
    });
    expect(datasetImagesDir).toMatch(/content[/\\]dataset[/\\]images$/);
  });

  it('is sorted by _id and query-ready for home', async () => {
    const documents = await loadDemoDataset();
    const ids = documents.map((doc) => doc._id);
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const home = documents.find((doc) => doc._id === 'home.main.de');
    expect(home).toMatchObject({ _type: 'home', language: 'de' });
  });

  it('merges extra NDJSON files over the dataset (same _id replaces)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'content-extra-'));
    const extra = join(folder, 'extra.ndjson');
    writeFileSync(
      extra,
      [
        JSON.stringify({ _id: 'page.terms.en', _type: 'page', language: 'en', kind: 'terms', title: 'Injected' }),
        JSON.stringify({ _id: 'extra.doc', _type: 'note' }),
      ].join('\n'),
    );
    const documents = await loadDemoDataset({ extraNdjsonPaths: [extra] });
    expect(documents.find((doc) => doc._id === 'page.terms.en')?.title).toBe('Injected');
    expect(documents.some((doc) => doc._id === 'extra.doc')).toBe(true);
  });
});

describe('toQueryReady', () => {
  it('uses the given base URL, project and dataset and handles file assets', () => {
    const sha = 'a'.repeat(40);
    const result = toQueryReady(
      [
        {
          _id: 'doc',
          _type: 'video',
          file: { _type: 'file', _sanityAsset: `file@file://./files/${sha}.mp4` },
          images: [{ _key: 'k', _type: 'image', _sanityAsset: `image@file://./images/${sha}-10x20.png`, alt: 'x' }],
        },
      ],
      { assetBaseUrl: 'https://cdn.example/', projectId: 'p', dataset: 'd' },
    );
    expect(result.map((entry) => entry._id)).toEqual(['doc', `file-${sha}-mp4`, `image-${sha}-10x20-png`]);
    expect(result[0]).toMatchObject({
      file: { _type: 'file', asset: { _type: 'reference', _ref: `file-${sha}-mp4` } },
      images: [{ _key: 'k', alt: 'x', asset: { _ref: `image-${sha}-10x20-png` } }],
    });
    expect(result[2]).toMatchObject({
      _type: 'sanity.imageAsset',
      url: `https://cdn.example/images/p/d/${sha}-10x20.png`,
      metadata: { dimensions: { width: 10, height: 20, aspectRatio: 0.5 } },
    });
    expect(result[1]).toMatchObject({ _type: 'sanity.fileAsset', url: `https://cdn.example/files/p/d/${sha}.mp4` });
    expect(() => toQueryReady([{ _id: 'x', _type: 'y', image: { _sanityAsset: 'image@https://evil' } }])).toThrow(
      /Unsupported/,
    );
  });
});
