/**
 * Builder glue shared by `scripts/build-dataset.ts` and the "dataset is up to date" test: product
 * names from the shop's deterministic demo catalogue, the image manifest (image key → sha1 of its
 * SVG source and the rendered file) and the authoring documents.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDemoCatalogue } from '@seedshop/shop/demo-catalogue';
import { buildDocuments, toNdjson, type BuiltDocuments } from './build/assemble';
import { contentDir, datasetImagesDir } from './dataset-path';
import { demoDocuments } from './documents';
import { imageKeys, isImageKey, type ImageKey } from './image-keys';
import { renderImageSvg } from './images';
import { sha1 } from './stable-key';

export interface ImageManifestEntry {
  svgSha1: string;
  file: string;
}

export type ImageManifest = Partial<Record<ImageKey, ImageManifestEntry>>;

export const imageManifestPath = join(contentDir, 'image-manifest.json');

export function readImageManifest(path = imageManifestPath): ImageManifest {
  if (!existsSync(path)) return {};
  const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const manifest: ImageManifest = {};
  if (typeof value !== 'object' || value === null) return manifest;
  for (const [key, entry] of Object.entries(value)) {
    if (!isImageKey(key) || typeof entry !== 'object' || entry === null) continue;
    const svgSha1: unknown = Reflect.get(entry, 'svgSha1');
    const file: unknown = Reflect.get(entry, 'file');
    if (typeof svgSha1 === 'string' && typeof file === 'string') manifest[key] = { svgSha1, file };
  }
  return manifest;
}

/** Stable JSON of the manifest, keys in registry order. */
export function manifestJson(manifest: ImageManifest): string {
  const ordered: Record<string, ImageManifestEntry> = {};
  for (const key of imageKeys) {
    const entry = manifest[key];
    if (entry) ordered[key] = { svgSha1: entry.svgSha1, file: entry.file };
  }
  return JSON.stringify(ordered, null, 2) + '\n';
}

export function svgSha1Of(key: ImageKey): string {
  return sha1(renderImageSvg(key));
}

let productNames: Map<string, string> | undefined;

export function demoProductName(productId: string): string | undefined {
  productNames ??= new Map(generateDemoCatalogue().products.map((product) => [product.id, product.name]));
  return productNames.get(productId);
}

/**
 * Builds every document with the manifest's files. An image counts as rendered only when its
 * current SVG source has the manifest's hash and the file exists; otherwise it is in
 * `missingImages` and the builder renders it.
 */
export function buildDemoDocuments(
  manifest: ImageManifest,
  imagesDir = datasetImagesDir,
): BuiltDocuments & { ndjson: string } {
  const built = buildDocuments(demoDocuments, {
    productName: demoProductName,
    imageFile: (key) => {
      const entry = manifest[key];
      if (!entry || entry.svgSha1 !== svgSha1Of(key) || !existsSync(join(imagesDir, entry.file))) return undefined;
      return entry.file;
    },
  });
  return { ...built, ndjson: toNdjson(built.documents) };
}
