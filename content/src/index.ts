/**
 * @seedshop/content — the demo CMS dataset (Sanity export format in `content/dataset/`) and its
 * query-ready loader, shared by the storefront's local ContentSource and tests.
 */
import { readFile } from 'node:fs/promises';
import { datasetNdjsonPath } from './dataset-path';
import { parseNdjson, toQueryReady, type QueryReadyOptions } from './query-ready';
import type { SanityDocument } from './sanity-types';

export { contentDir, datasetDir, datasetFilesDir, datasetImagesDir, datasetNdjsonPath } from './dataset-path';
export { isSanityDocument, parseNdjson, toQueryReady, type QueryReadyOptions } from './query-ready';
export type { SanityDocument } from './sanity-types';

export interface LoadDemoDatasetOptions extends QueryReadyOptions {
  /** Default: `content/dataset/data.ndjson`. */
  ndjsonPath?: string;
  /**
   * More NDJSON files (export format) merged over the dataset, e.g. documents a test injects; a
   * document with the same `_id` replaces the dataset's.
   */
  extraNdjsonPaths?: readonly string[];
}

/**
 * The demo documents, query-ready: `_sanityAsset` fields turned into asset references plus the
 * synthesized `sanity.imageAsset` documents (`url` `/api/content/images/local/demo/<file>`).
 * Sorted by `_id`.
 */
export async function loadDemoDataset(options: LoadDemoDatasetOptions = {}): Promise<SanityDocument[]> {
  const paths = [options.ndjsonPath ?? datasetNdjsonPath, ...(options.extraNdjsonPaths ?? [])];
  const byId = new Map<string, SanityDocument>();
  for (const path of paths) {
    for (const document of parseNdjson(await readFile(path, 'utf8'))) byId.set(document._id, document);
  }
  return toQueryReady([...byId.values()], options);
}
