/**
 * `_sanityAsset` markers of Sanity's dataset export format (`sanity dataset export` writes them,
 * `sanity dataset import` reads them): an image or file object holds
 * `"_sanityAsset": "image@file://./images/<sha1>-<w>x<h>.<ext>"` — a path relative to the NDJSON's
 * folder, or another URL — instead of an `asset` reference. Importing stores the file as an asset
 * and swaps the marker for a reference to it. The one implementation for the lake's import and
 * export, schema validation of an exported dataset and the demo content's checks.
 */

export type AssetKind = 'image' | 'file';

export interface AssetMarker {
  readonly kind: AssetKind;
  /** What follows `image@` / `file@`: `file://./images/<name>`, `file:///…`, `https://…`. */
  readonly location: string;
}

const markerPattern = /^(image|file)@(.+)$/;
const exportedImage = /^image@file:\/\/\.\/images\/([0-9a-f]{40})-([1-9][0-9]*)x([1-9][0-9]*)\.([a-z0-9]+)$/;
const exportedFile = /^file@file:\/\/\.\/files\/([0-9a-f]{40})\.([a-z0-9]+)$/;

/** `image@…` / `file@…` → kind and location; null for anything else. */
export function parseAssetMarker(value: string): AssetMarker | null {
  const match = markerPattern.exec(value);
  const kind = match?.[1] === 'image' ? 'image' : match?.[1] === 'file' ? 'file' : null;
  return kind && match?.[2] ? { kind, location: match[2] } : null;
}

/** The marker an export writes for a file it puts in its `images/` or `files/` folder. */
export function exportedAssetMarker(kind: AssetKind, fileName: string): string {
  return `${kind}@file://./${kind}s/${fileName}`;
}

/**
 * The asset id an import gives the file of an exported marker: Sanity names assets by the sha1 of
 * their bytes, and an export names the file the same way (`image-<sha1>-<w>x<h>-<ext>`,
 * `file-<sha1>-<ext>`). Undefined for a marker whose file is not named so.
 */
export function exportedAssetId(marker: string): string | undefined {
  const image = exportedImage.exec(marker);
  if (image) return `image-${image[1]}-${image[2]}x${image[3]}-${image[4]}`;
  const file = exportedFile.exec(marker);
  return file ? `file-${file[1]}-${file[2]}` : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every `_sanityAsset` string in a value, in document order. */
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

/**
 * A copy of `value` with each `_sanityAsset` replaced, in its place, by
 * `asset: {_type: 'reference', _ref: idOf(marker)}`; a marker `idOf` gives no id for stays.
 */
export function replaceAssetMarkers(value: unknown, idOf: (marker: string) => string | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => replaceAssetMarkers(item, idOf));
  if (!isRecord(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const id = key === '_sanityAsset' && typeof field === 'string' ? idOf(field) : undefined;
    if (id !== undefined) result.asset = { _type: 'reference', _ref: id };
    else result[key] = replaceAssetMarkers(field, idOf);
  }
  return result;
}
