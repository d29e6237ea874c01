/**
 * `pnpm --filter @seedshop/demo-content build`: renders the images the documents use (only those whose
 * SVG source changed; `--force` re-renders all), writes `demo-content/dataset/data.ndjson` (sorted by
 * `_id`, Sanity export format), `demo-content/dataset/images/*` and `demo-content/image-manifest.json`, and
 * removes images no document uses. Running it twice gives identical bytes.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { datasetImagesDir, datasetNdjsonPath } from '../src/dataset-path';
import {
  buildDemoDocuments,
  imageManifestPath,
  manifestJson,
  readImageManifest,
  svgSha1Of,
  type ImageManifest,
} from '../src/demo-dataset';
import type { ImageKey } from '../src/image-keys';
import { imageDimensions, renderImageSvg } from '../src/images';
import { sha1 } from '../src/stable-key';
import { renderWebp } from './render-webp';

const maxImageBytes = 60 * 1024;

async function render(key: ImageKey): Promise<{ file: string; bytes: Buffer }> {
  const svg = renderImageSvg(key);
  const bytes = await renderWebp(svg);
  if (bytes.length > maxImageBytes) throw new Error(`${key}: ${bytes.length} bytes, more than ${maxImageBytes}`);
  const { width, height } = imageDimensions(key);
  return { file: `${sha1(bytes)}-${width}x${height}.webp`, bytes };
}

async function main(): Promise<void> {
  const force = process.argv.includes('--force');
  mkdirSync(datasetImagesDir, { recursive: true });
  const manifest: ImageManifest = force ? {} : readImageManifest();
  let built = buildDemoDocuments(manifest);
  for (const key of built.missingImages) {
    const { file, bytes } = await render(key);
    writeFileSync(join(datasetImagesDir, file), bytes);
    manifest[key] = { svgSha1: svgSha1Of(key), file };
    console.info(`rendered ${key} → ${file} (${bytes.length} bytes)`);
  }
  built = buildDemoDocuments(manifest);
  if (built.missingImages.size > 0) throw new Error(`Images still missing: ${[...built.missingImages].join(', ')}`);

  const used: ImageManifest = {};
  for (const key of built.usedImages) used[key] = manifest[key];
  const keep = new Set(Object.values(used).map((entry) => entry.file));
  for (const file of readdirSync(datasetImagesDir)) {
    if (!keep.has(file)) rmSync(join(datasetImagesDir, file));
  }
  writeFileSync(datasetNdjsonPath, built.ndjson);
  writeFileSync(imageManifestPath, manifestJson(used));
  console.info(`wrote ${built.documents.length} documents and ${keep.size} images`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
