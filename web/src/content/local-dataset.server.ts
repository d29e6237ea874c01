import 'server-only';
import { createHash } from 'node:crypto';
import { loadDemoDataset } from '@seedshop/content';
import { contentConfig } from './content-config.server';
import { indexDataset, type LocalDataset } from './local-dataset';

/**
 * The demo dataset, loaded once per server process (and again after `reloadLocalDataset()`, which
 * the revalidation webhook calls in local mode so a rebuilt dataset shows without a restart).
 * Test runs may merge an extra NDJSON file (`CONTENT_EXTRA_DATASET`, Sanity export format; a
 * document with a demo document's `_id` replaces it).
 */
let loading: Promise<LocalDataset> | null = null;

async function load(): Promise<LocalDataset> {
  const extra = contentConfig.mode === 'local' ? contentConfig.extraDatasetFile : null;
  const documents = await loadDemoDataset({ extraNdjsonPaths: extra === null ? [] : [extra] });
  const version = createHash('sha1').update(JSON.stringify(documents)).digest('hex').slice(0, 16);
  return indexDataset(documents, version);
}

export function localDataset(): Promise<LocalDataset> {
  loading ??= load().catch((error: unknown) => {
    loading = null; // a failed load (e.g. a half-written file) is tried again on the next request
    throw error;
  });
  return loading;
}

export function reloadLocalDataset(): void {
  loading = null;
}
