import { isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AssetKind } from '../assets/asset-names';

/**
 * `_sanityAsset` markers of Sanity's export format: an image or file object holds
 * `"_sanityAsset": "image@file://./images/<name>"` (relative to the NDJSON's folder) instead of an
 * `asset` reference; the importer stores the file and swaps the marker for the reference.
 */

export interface AssetMarker {
  readonly kind: AssetKind;
  /** Absolute path of the file on disk. */
  readonly path: string;
}

const marker = /^(image|file)@(.+)$/;

/**
 * Resolves a marker found in an NDJSON in `baseDir`. `imagesDir` / `filesDir` replace the
 * `./images/` / `./files/` folders (the repo keeps the demo images next to the NDJSON, tests may not).
 */
export function parseAssetMarker(
  value: string,
  folders: { readonly baseDir: string; readonly imagesDir?: string; readonly filesDir?: string },
): AssetMarker {
  const match = marker.exec(value);
  const kind = match?.[1] === 'image' ? 'image' : match?.[1] === 'file' ? 'file' : null;
  const location = match?.[2] ?? '';
  if (!kind) throw new Error(`Unsupported _sanityAsset "${value}": expected image@… or file@…`);
  if (location.startsWith('file://./')) {
    const rest = location.slice('file://./'.length);
    const override = kind === 'image' ? folders.imagesDir : folders.filesDir;
    const folder = `${kind}s/`;
    const path =
      override && rest.startsWith(folder) ? join(override, rest.slice(folder.length)) : join(folders.baseDir, rest);
    // A marker must not climb out of its folder (`./images/../../etc/passwd`).
    const root = override && rest.startsWith(folder) ? override : folders.baseDir;
    const inside = relative(root, path);
    if (inside.startsWith('..') || isAbsolute(inside))
      throw new Error(`_sanityAsset "${value}" points outside its folder`);
    return { kind, path };
  }
  if (location.startsWith('file:///')) return { kind, path: fileURLToPath(location) };
  throw new Error(`_sanityAsset "${value}": only local files can be imported (the lake works offline)`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every `_sanityAsset` string in a document, in document order. */
export function findAssetMarkers(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) findAssetMarkers(item, found);
  } else if (isRecord(value)) {
    for (const [key, field] of Object.entries(value)) {
      if (key === '_sanityAsset' && typeof field === 'string') found.push(field);
      else findAssetMarkers(field, found);
    }
  }
  return found;
}

/** A copy of `value` with each `_sanityAsset` replaced by `asset: {_type: 'reference', _ref}`. */
export function replaceAssetMarkers(value: unknown, idOf: (marker: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => replaceAssetMarkers(item, idOf));
  if (!isRecord(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === '_sanityAsset' && typeof field === 'string') {
      result.asset = { _type: 'reference', _ref: idOf(field) };
    } else {
      result[key] = replaceAssetMarkers(field, idOf);
    }
  }
  return result;
}
