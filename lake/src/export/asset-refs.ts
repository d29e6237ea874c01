import { exportedAssetMarker } from '@seedshop/schemas/asset-markers';
import { assetFileOfId } from '../assets/asset-names';

/**
 * The reverse of the import's marker swap, as `sanity dataset export` writes it
 * (@sanity/export's AssetHandler): an object whose `asset._ref` is an asset id becomes
 * `{_sanityAsset: "image@file://./images/<sha1>-<w>x<h>.<ext>", ...its other fields}`.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function assetRefOf(value: Record<string, unknown>): string | null {
  const asset = value.asset;
  if (!isRecord(asset) || typeof asset._ref !== 'string') return null;
  const file = assetFileOfId(asset._ref);
  return file ? exportedAssetMarker(file.kind, file.file) : null;
}

export function toAssetMarkers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toAssetMarkers);
  if (!isRecord(value)) return value;
  const marker = assetRefOf(value);
  const result: Record<string, unknown> = marker ? { _sanityAsset: marker } : {};
  for (const [key, field] of Object.entries(value)) {
    if (marker && key === 'asset') continue;
    result[key] = toAssetMarkers(field);
  }
  return result;
}

/** A document as it goes into `data.ndjson`. */
export function exportedDocument(document: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(document)) result[key] = toAssetMarkers(field);
  return result;
}
