import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@sanity/client';
import { sanityImport } from '@sanity/import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SanityDocument } from '../contract';
import { importDataset } from '../import/import-dataset';
import { startLake, type RunningLake } from '../lake';
import { openStore } from '../store/open-store';
import { exportDataset } from './export-dataset';

const datasetNdjson = fileURLToPath(new URL('../../../demo-content/dataset/data.ndjson', import.meta.url));
const location = { publicUrl: 'https://localhost:3333', projectId: 'local', dataset: 'production' };

/** System fields (and the upload id) are the target's to set; everything else must arrive. */
function content(document: SanityDocument): Record<string, unknown> {
  const { _rev: _r, _createdAt: _c, _updatedAt: _u, ...rest } = document;
  return rest;
}

/**
 * `lake export` writes what `sanity dataset import` accepts: Sanity's own importer (@sanity/import,
 * the library behind that command) reads the tarball and writes it through @sanity/client — here
 * into an empty lake, so the archive, the importer's calls (mutate, asset uploads) and the lake's
 * answers are all checked together.
 */
describe('export → sanity dataset import', () => {
  let root: string;
  let target: RunningLake;
  let original: SanityDocument[];
  let archive: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'lake-sanity-import-'));
    const dataDir = join(root, 'source');
    const store = await openStore({ dataDir });
    try {
      await importDataset({ store, dataDir, ...location, ndjsonPaths: [datasetNdjson] });
      original = [...store.documents()].filter((doc) => !doc._type.startsWith('sanity.'));
      archive = join(root, 'production.tar.gz');
      await exportDataset({ store, dataDir, outFile: archive });
    } finally {
      await store.close();
    }
    target = await startLake({
      dataDir: join(root, 'target'),
      port: 0,
      ...(process.env.LAKE_TEST_TLS_DIR ? { tlsDir: process.env.LAKE_TEST_TLS_DIR } : {}),
    });
  });

  afterAll(async () => {
    await target?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('imports every document and asset of the export into an empty lake', async () => {
    const client = createClient({
      apiHost: target.url,
      useProjectHostname: false,
      projectId: 'local',
      dataset: 'production',
      apiVersion: '2025-02-19',
      token: target.editorToken,
      useCdn: false,
    });
    const result = await sanityImport(createReadStream(archive), { client, operation: 'createOrReplace' });
    expect(result.numDocs).toBe(original.length);

    const imported = await client.fetch<SanityDocument[]>('*[!(_type match "sanity.*")]', {}, { perspective: 'raw' });
    const byId = new Map(imported.map((doc) => [doc._id, doc]));
    for (const doc of original) {
      const arrived = byId.get(doc._id);
      expect(arrived, doc._id).toBeDefined();
      // Image references point at the uploaded assets, which keep their sha1-based ids.
      if (arrived) expect(content(arrived)).toEqual(content(doc));
    }
    const assets = await client.fetch<number>('count(*[_type == "sanity.imageAsset"])');
    expect(assets).toBe(41);
  });
});
