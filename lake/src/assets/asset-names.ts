import { join } from 'node:path';

/**
 * How Sanity names assets, and where the lake keeps their bytes.
 *
 * - image: id `image-<sha1>-<w>x<h>-<ext>`, file `<sha1>-<w>x<h>.<ext>`, URL
 *   `<publicUrl>/images/<projectId>/<dataset>/<file>` (absolute, see assetUrl);
 * - file: id `file-<sha1>-<ext>`, file `<sha1>.<ext>`, URL `<publicUrl>/files/<projectId>/<dataset>/<file>`.
 *
 * On disk: `<dataDir>/assets/images/<file>` and `<dataDir>/assets/files/<file>` (one dataset per
 * lake), rendered variants under `<dataDir>/assets/cache/`.
 */

/** Where assets of one lake live and how their public URLs start. */
export interface AssetLocation {
  readonly dataDir: string;
  readonly publicUrl: string;
  readonly projectId: string;
  readonly dataset: string;
}

/** What asset paths and URLs are built from. */
export type AssetUrlBase = Pick<AssetLocation, 'publicUrl' | 'projectId' | 'dataset'>;

export type AssetKind = 'image' | 'file';

const imageFileName = /^([0-9a-f]{40})-([1-9][0-9]{0,5})x([1-9][0-9]{0,5})\.([a-z0-9]{1,10})$/;
const plainFileName = /^([0-9a-f]{40})\.([a-z0-9]{1,10})$/;
const imageAssetId = /^image-([0-9a-f]{40})-([1-9][0-9]*)x([1-9][0-9]*)-([a-z0-9]+)$/;
const fileAssetId = /^file-([0-9a-f]{40})-([a-z0-9]+)$/;

export interface ImageFileName {
  readonly sha1: string;
  readonly width: number;
  readonly height: number;
  readonly extension: string;
}

/** `<sha1>-<w>x<h>.<ext>` → its parts; null for anything else (which also rules out `..` and `/`). */
export function parseImageFileName(name: string): ImageFileName | null {
  const match = imageFileName.exec(name);
  if (!match) return null;
  const [, sha1 = '', width = '', height = '', extension = ''] = match;
  return { sha1, width: Number(width), height: Number(height), extension };
}

export function parsePlainFileName(name: string): { sha1: string; extension: string } | null {
  const match = plainFileName.exec(name);
  if (!match) return null;
  const [, sha1 = '', extension = ''] = match;
  return { sha1, extension };
}

export function imageFileNameOf(image: ImageFileName): string {
  return `${image.sha1}-${image.width}x${image.height}.${image.extension}`;
}

export function imageAssetIdOf(image: ImageFileName): string {
  return `image-${image.sha1}-${image.width}x${image.height}-${image.extension}`;
}

export function fileAssetIdOf(sha1: string, extension: string): string {
  return `file-${sha1}-${extension}`;
}

/** The file an asset id stands for, as `sanity dataset export` names it (`images/<file>`). */
export function assetFileOfId(id: string): { kind: AssetKind; file: string } | null {
  const image = imageAssetId.exec(id);
  if (image) {
    const [, sha1 = '', width = '', height = '', extension = ''] = image;
    return { kind: 'image', file: `${sha1}-${width}x${height}.${extension}` };
  }
  const file = fileAssetId.exec(id);
  if (file) {
    const [, sha1 = '', extension = ''] = file;
    return { kind: 'file', file: `${sha1}.${extension}` };
  }
  return null;
}

export function isAssetId(id: string): boolean {
  return assetFileOfId(id) !== null;
}

export function assetDir(dataDir: string, kind: AssetKind): string {
  return join(dataDir, 'assets', `${kind}s`);
}

export function cacheDir(dataDir: string): string {
  return join(dataDir, 'assets', 'cache');
}

/** `images/<projectId>/<dataset>/<file>` — the asset document's `path`. */
export function assetPath(
  location: Pick<AssetUrlBase, 'projectId' | 'dataset'>,
  kind: AssetKind,
  file: string,
): string {
  return `${kind}s/${location.projectId}/${location.dataset}/${file}`;
}

/**
 * Absolute, like Sanity's (`https://cdn.sanity.io/images/…`): the lake's public origin
 * (`LAKE_PUBLIC_URL`, default `https://localhost:<port>`) and the asset's path, so a Node client
 * can `fetch(asset.url)`. The storefront sends every image through its own image route whatever
 * the origin; only Sanity's CDN is linked directly.
 */
export function assetUrl(location: AssetUrlBase, kind: AssetKind, file: string): string {
  return `${location.publicUrl.replace(/\/+$/, '')}/${assetPath(location, kind, file)}`;
}

const mimeTypes: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  heic: 'image/heic',
  tiff: 'image/tiff',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  json: 'application/json',
  txt: 'text/plain',
  csv: 'text/csv',
  zip: 'application/zip',
};

export function mimeTypeOf(extension: string): string {
  return mimeTypes[extension] ?? 'application/octet-stream';
}

/** The extension a file asset gets: from the upload's file name, else `bin` (as Sanity does). */
export function extensionOfFilename(filename: string | null): string {
  const match = filename ? /\.([A-Za-z0-9]{1,10})$/.exec(filename) : null;
  const extension = match?.[1]?.toLowerCase();
  if (!extension) return 'bin';
  return extension === 'jpeg' ? 'jpg' : extension;
}
