/**
 * @seedshop/demo-content — the demo CMS dataset (Sanity export format in `demo-content/dataset/`), which the
 * embedded content lake imports on its first start, and the helpers its own checks use.
 */

export { contentDir, datasetDir, datasetFilesDir, datasetImagesDir, datasetNdjsonPath } from './dataset-path';
export { isSanityDocument, parseNdjson } from './ndjson';
export type { SanityDocument } from './sanity-types';
