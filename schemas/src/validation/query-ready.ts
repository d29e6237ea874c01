/**
 * Sanity's export format writes an image/file field as `{_sanityAsset: "image@file://./images/<sha1>-<w>x<h>.<ext>"}`
 * instead of an asset reference. Validation wants the reference (`assetRequired`), so fields in
 * that form are rewritten to `{asset: {_type: 'reference', _ref: 'image-<sha1>-<w>x<h>-<ext>'}}`,
 * the id `sanity dataset import` gives the uploaded asset. Query-ready documents pass unchanged.
 */
import type { SanityDocument } from 'sanity';

const assetPattern = /^(image|file)@file:\/\/\.\/(?:images|files)\/([^/]+?)\.([a-z0-9]+)$/i;

/** The asset document id an export-format `_sanityAsset` value becomes after import. */
export function assetIdFromExport(value: string): string | undefined {
  const match = assetPattern.exec(value);
  if (!match) return undefined;
  const [, kind, name, extension] = match;
  return `${kind}-${name}-${extension}`;
}

function convert(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(convert);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, item]) => [key, convert(item)] as const);
  const object: Record<string, unknown> = Object.fromEntries(entries);
  const exported = object['_sanityAsset'];
  if (typeof exported !== 'string') return object;
  const ref = assetIdFromExport(exported);
  if (ref === undefined) return object;
  const { _sanityAsset: _dropped, ...rest } = object;
  return { ...rest, asset: { _type: 'reference', _ref: ref } };
}

/** Asset document ids of every `_sanityAsset` value in a document. */
export function exportedAssetIds(document: SanityDocument): string[] {
  const ids: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const id = key === '_sanityAsset' && typeof item === 'string' ? assetIdFromExport(item) : undefined;
        if (id !== undefined) ids.push(id);
        else visit(item);
      }
    }
  };
  visit(document);
  return ids;
}

export function toQueryReady(document: SanityDocument): SanityDocument {
  const converted = convert(document);
  return typeof converted === 'object' && converted !== null && !Array.isArray(converted)
    ? { ...document, ...converted }
    : document;
}
