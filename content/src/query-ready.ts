/**
 * Export format → query-ready documents: every `_sanityAsset` field becomes an `asset` reference
 * (`image-<sha1>-<w>x<h>-<ext>` / `file-<sha1>-<ext>`) and the referenced asset documents
 * (`sanity.imageAsset` / `sanity.fileAsset`) are synthesized, with URLs shaped like Sanity's CDN:
 * `{assetBaseUrl}/images/{projectId}/{dataset}/{file}`.
 */
import type { SanityDocument } from './sanity-types';

export interface QueryReadyOptions {
  /** Default `/api/content` (the storefront's image route). */
  assetBaseUrl?: string;
  /** Default `local`. */
  projectId?: string;
  /** Default `demo`. */
  dataset?: string;
}

const imageAsset = /^image@file:\/\/\.\/images\/([0-9a-f]{40})-(\d+)x(\d+)\.([a-z0-9]+)$/;
const fileAsset = /^file@file:\/\/\.\/files\/([0-9a-f]{40})\.([a-z0-9]+)$/;
const mimeTypes: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isSanityDocument(value: unknown): value is SanityDocument {
  return isRecord(value) && typeof value._id === 'string' && typeof value._type === 'string';
}

/** Parses NDJSON text (blank lines ignored); throws with the line number on a bad line. */
export function parseNdjson(text: string): SanityDocument[] {
  return text.split('\n').flatMap((line, index) => {
    if (!line.trim()) return [];
    const value: unknown = JSON.parse(line);
    if (!isSanityDocument(value)) throw new Error(`NDJSON line ${index + 1} is not a document`);
    return [value];
  });
}

export function toQueryReady(documents: readonly SanityDocument[], options: QueryReadyOptions = {}): SanityDocument[] {
  const base = (options.assetBaseUrl ?? '/api/content').replace(/\/$/, '');
  const project = options.projectId ?? 'local';
  const dataset = options.dataset ?? 'demo';
  const assets = new Map<string, SanityDocument>();

  const assetFor = (source: string): string => {
    const image = imageAsset.exec(source);
    if (image) {
      const [, sha1 = '', width = '0', height = '0', extension = ''] = image;
      const id = `image-${sha1}-${width}x${height}-${extension}`;
      const file = `${sha1}-${width}x${height}.${extension}`;
      const path = `images/${project}/${dataset}/${file}`;
      const w = Number(width);
      const h = Number(height);
      assets.set(id, {
        _id: id,
        _type: 'sanity.imageAsset',
        assetId: sha1,
        sha1hash: sha1,
        extension,
        mimeType: mimeTypes[extension] ?? 'application/octet-stream',
        originalFilename: file,
        path,
        url: `${base}/${path}`,
        metadata: {
          _type: 'sanity.imageMetadata',
          dimensions: { _type: 'sanity.imageDimensions', width: w, height: h, aspectRatio: w / h },
          hasAlpha: false,
          isOpaque: true,
        },
      });
      return id;
    }
    const file = fileAsset.exec(source);
    if (file) {
      const [, sha1 = '', extension = ''] = file;
      const id = `file-${sha1}-${extension}`;
      const path = `files/${project}/${dataset}/${sha1}.${extension}`;
      assets.set(id, {
        _id: id,
        _type: 'sanity.fileAsset',
        assetId: sha1,
        sha1hash: sha1,
        extension,
        mimeType: mimeTypes[extension] ?? 'application/octet-stream',
        originalFilename: `${sha1}.${extension}`,
        path,
        url: `${base}/${path}`,
      });
      return id;
    }
    throw new Error(`Unsupported _sanityAsset ${source}`);
  };

  const convert = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(convert);
    if (!isRecord(value)) return value;
    const result: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (key === '_sanityAsset' && typeof field === 'string') {
        result.asset = { _type: 'reference', _ref: assetFor(field) };
      } else {
        result[key] = convert(field);
      }
    }
    return result;
  };

  const converted = documents.map((document): SanityDocument => ({
    ...convertFields(document, convert),
    _id: document._id,
    _type: document._type,
  }));
  return [...converted, ...assets.values()].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}

function convertFields(document: SanityDocument, convert: (value: unknown) => unknown): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(document)) result[key] = key.startsWith('_') ? field : convert(field);
  return result;
}
