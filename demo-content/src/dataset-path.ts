/**
 * Absolute paths of the committed demo dataset. Found from the working directory (the nearest
 * folder above it with `pnpm-workspace.yaml`), not from `import.meta.url`: the storefront bundles
 * this package and Next would take a `new URL(…, import.meta.url)` for an asset to bundle (same
 * trick as shop/src/db/repo-paths.ts).
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

function repoRoot(start: string = process.cwd()): string {
  let folder = start;
  for (;;) {
    if (existsSync(join(folder, 'pnpm-workspace.yaml'))) return folder;
    const parent = dirname(folder);
    if (parent === folder) return start;
    folder = parent;
  }
}

/** `<repo>/demo-content` */
export const contentDir = join(repoRoot(), 'demo-content');
/** `<repo>/demo-content/dataset` — `data.ndjson`, `images/`, (`files/`). */
export const datasetDir = join(contentDir, 'dataset');
export const datasetNdjsonPath = join(datasetDir, 'data.ndjson');
/** `<repo>/demo-content/dataset/images` — `<sha1>-<w>x<h>.webp`. */
export const datasetImagesDir = join(datasetDir, 'images');
export const datasetFilesDir = join(datasetDir, 'files');
