import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, stat, writeFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocumentInput } from '../contract';
import {
  assetDir,
  assetPath,
  assetUrl,
  extensionOfFilename,
  fileAssetIdOf,
  imageAssetIdOf,
  imageFileNameOf,
  mimeTypeOf,
  type AssetKind,
  type AssetUrlBase,
} from './asset-names';
import { describeImage } from './describe-image';

/**
 * Bytes → Sanity asset document (`sanity.imageAsset` / `sanity.fileAsset`), shared by the upload
 * endpoints and the dataset import. The id depends only on the bytes (sha1, and for images size
 * and format), so the same picture uploaded twice is one asset — Sanity's de-duplication.
 */

export type AssetDocument = DocumentInput & { readonly _id: string };

/** Optional fields an upload may set (`?filename=&title=&description=&label=&creditLine=`). */
export interface UploadInfo {
  readonly filename?: string | null;
  readonly title?: string | null;
  readonly description?: string | null;
  readonly label?: string | null;
  readonly creditLine?: string | null;
}

export interface PreparedAsset {
  readonly kind: AssetKind;
  readonly id: string;
  readonly sha1: string;
  /** File name on disk and in the URL (`<sha1>-<w>x<h>.<ext>` / `<sha1>.<ext>`). */
  readonly file: string;
  readonly document: AssetDocument;
  readonly bytes: Buffer;
}

export function sha1Of(bytes: Buffer): string {
  return createHash('sha1').update(bytes).digest('hex');
}

function uploadId(): string {
  return randomBytes(16).toString('base64url');
}

function optionalFields(info: UploadInfo): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const key of ['title', 'description', 'label', 'creditLine'] as const) {
    const value = info[key];
    if (value) fields[key] = value;
  }
  return fields;
}

export async function prepareImageAsset(
  location: AssetUrlBase,
  bytes: Buffer,
  info: UploadInfo = {},
): Promise<PreparedAsset> {
  const sha1 = sha1Of(bytes);
  const image = await describeImage(bytes);
  const name = { sha1, width: image.width, height: image.height, extension: image.extension };
  const file = imageFileNameOf(name);
  const id = imageAssetIdOf(name);
  const document: AssetDocument = {
    _id: id,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    extension: image.extension,
    mimeType: image.mimeType,
    originalFilename: info.filename || file,
    path: assetPath(location, 'image', file),
    sha1hash: sha1,
    size: bytes.length,
    uploadId: uploadId(),
    url: assetUrl(location, 'image', file),
    ...optionalFields(info),
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width: image.width,
        height: image.height,
        aspectRatio: image.width / image.height,
      },
      hasAlpha: image.hasAlpha,
      isOpaque: image.isOpaque,
      lqip: image.lqip,
      palette: {
        _type: 'sanity.imagePalette',
        dominant: { _type: 'sanity.imagePaletteSwatch', ...image.dominant },
      },
    },
  };
  return { kind: 'image', id, sha1, file, document, bytes };
}

export function prepareFileAsset(location: AssetUrlBase, bytes: Buffer, info: UploadInfo = {}): PreparedAsset {
  const sha1 = sha1Of(bytes);
  const extension = extensionOfFilename(info.filename ?? null);
  const file = `${sha1}.${extension}`;
  const id = fileAssetIdOf(sha1, extension);
  const document: AssetDocument = {
    _id: id,
    _type: 'sanity.fileAsset',
    assetId: sha1,
    extension,
    mimeType: mimeTypeOf(extension),
    originalFilename: info.filename || file,
    path: assetPath(location, 'file', file),
    sha1hash: sha1,
    size: bytes.length,
    uploadId: uploadId(),
    url: assetUrl(location, 'file', file),
    ...optionalFields(info),
  };
  return { kind: 'file', id, sha1, file, document, bytes };
}

/**
 * Puts the bytes at `<dataDir>/assets/<kind>s/<file>` unless a file of that size is already there
 * (names hold the sha1, so same name and size means same bytes). Temp file + rename: a crash never
 * leaves a half-written asset under its final name.
 */
export async function writeAssetFile(
  dataDir: string,
  asset: Pick<PreparedAsset, 'kind' | 'file' | 'bytes'>,
): Promise<void> {
  const dir = assetDir(dataDir, asset.kind);
  const target = join(dir, asset.file);
  const existing = await stat(target).catch(() => null);
  if (existing?.isFile() && existing.size === asset.bytes.length) return;
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `.${asset.file}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, asset.bytes, { flush: true });
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
