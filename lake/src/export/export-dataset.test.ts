import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract, list } from 'tar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareFileAsset, writeAssetFile } from '../assets/asset-documents';
import type { DocumentStore, SanityDocument } from '../contract';
import { importDataset } from '../import/import-dataset';
import { openStore } from '../store/open-store';
import { exportDataset } from './export-dataset';

const datasetNdjson = fileURLToPath(new URL('../../../demo-content/dataset/data.ndjson', import.meta.url));
const location = { publicUrl: 'https://localhost:3333', projectId: 'local', dataset: 'production' };
const author = { author: 'p-local-editor' };

let root: string;
const stores: DocumentStore[] = [];

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'lake-export-'));
});

afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  await rm(root, { recursive: true, force: true });
});

async function lakeIn(name: string): Promise<{ store: DocumentStore; dataDir: string }> {
  const dataDir = join(root, name);
  const store = await openStore({ dataDir });
  stores.push(store);
  return { store, dataDir };
}

/** System fields are the store's to set; everything else must survive the round trip. */
function content(document: SanityDocument | Record<string, unknown> | null): Record<string, unknown> | null {
  if (!document) return null;
  const { _rev: _r, _createdAt: _c, _updatedAt: _u, uploadId: _up, ...rest } = document;
  return rest;
}

/** Importing the dataset decodes and measures 41 images: about 5 s on a busy 2-vCPU machine. */
const IMPORT_TIMEOUT_MS = 30_000;

describe('exportDataset', () => {
  it(
    'writes a sanity dataset export tarball: data.ndjson, assets.json, images/ and files/',
    async () => {
      const { store, dataDir } = await lakeIn('a');
      await importDataset({ store, dataDir, ...location, ndjsonPaths: [datasetNdjson] });
      const outFile = join(root, 'out', 'production.tar.gz');
      const result = await exportDataset({ store, dataDir, outFile, name: 'production-export' });
      expect(result).toMatchObject({ documents: 206, assets: 41, missingAssets: [] });

      const entries: string[] = [];
      await list({ file: outFile, onReadEntry: (entry) => entries.push(entry.path) });
      expect(entries).toEqual(
        expect.arrayContaining(['production-export/data.ndjson', 'production-export/assets.json']),
      );
      expect(
        entries.filter((entry) => /^production-export\/images\/[0-9a-f]{40}-\d+x\d+\.webp$/.test(entry)),
      ).toHaveLength(41);

      // data.ndjson holds the repo's documents as they were, `_sanityAsset` markers included.
      await extract({ file: outFile, cwd: root });
      const exported = (await readFile(join(root, 'production-export', 'data.ndjson'), 'utf8'))
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      const original = (await readFile(datasetNdjson, 'utf8'))
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(exported.map(content)).toEqual(original.map(content));

      const assetsJson: unknown = JSON.parse(await readFile(join(root, 'production-export', 'assets.json'), 'utf8'));
      expect(Object.keys(assetsJson ?? {})).toHaveLength(41);
      expect(Object.keys(assetsJson ?? {})[0]).toMatch(/^image-[0-9a-f]{40}$/);
    },
    IMPORT_TIMEOUT_MS,
  );

  // Two imports and an export of the demo dataset: seconds on a busy runner.
  it(
    'round-trips: export, then import into an empty lake gives the same documents',
    async () => {
      const source = await lakeIn('source');
      await importDataset({ store: source.store, dataDir: source.dataDir, ...location, ndjsonPaths: [datasetNdjson] });
      // A file asset, a reference to it, a draft and a release version join the seed content.
      const pdf = prepareFileAsset(location, Buffer.from('%PDF-1.4 price list'), {
        filename: 'prices.pdf',
        title: 'Prices',
      });
      await writeAssetFile(source.dataDir, pdf);
      await source.store.commit(
        [
          { createIfNotExists: pdf.document },
          {
            create: {
              _id: 'drafts.doc',
              _type: 'page',
              attachment: { _type: 'file', asset: { _type: 'reference', _ref: pdf.id } },
            },
          },
          { create: { _id: 'versions.r1.doc', _type: 'page', title: 'In a release' } },
        ],
        author,
      );

      const outFile = join(root, 'export.tar.gz');
      await exportDataset({ store: source.store, dataDir: source.dataDir, outFile, name: 'ds' });
      const unpacked = join(root, 'unpacked');
      await mkdir(unpacked);
      await extract({ file: outFile, cwd: unpacked });
      expect((await readdir(join(unpacked, 'ds', 'files'))).length).toBe(1);

      const target = await lakeIn('target');
      await importDataset({
        store: target.store,
        dataDir: target.dataDir,
        ...location,
        ndjsonPaths: [join(unpacked, 'ds', 'data.ndjson')],
      });
      const sourceDocuments = [...source.store.documents()].sort((a, b) => a._id.localeCompare(b._id));
      const targetDocuments = [...target.store.documents()].sort((a, b) => a._id.localeCompare(b._id));
      expect(targetDocuments.map((document) => document._id)).toEqual(sourceDocuments.map((document) => document._id));
      for (const document of sourceDocuments)
        expect(content(target.store.get(document._id)), document._id).toEqual(content(document));
    },
    IMPORT_TIMEOUT_MS,
  );
});
