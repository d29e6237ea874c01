import { isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAssetMarker } from '@seedshop/schemas/asset-markers';
import type { AssetKind } from '../assets/asset-names';

/**
 * Where the file of a `_sanityAsset` marker is on disk (the marker format itself is
 * `@seedshop/schemas/asset-markers`): `file://./images/<name>` is relative to the NDJSON's folder,
 * `file:///…` absolute; the lake works offline, so it fetches no other URL.
 */
export interface AssetMarkerFile {
  readonly kind: AssetKind;
  /** Absolute path of the file on disk. */
  readonly path: string;
}

/**
 * Resolves a marker found in an NDJSON in `baseDir`. `imagesDir` / `filesDir` replace the
 * `./images/` / `./files/` folders (the repo keeps the demo images next to the NDJSON, tests may not).
 */
export function assetMarkerFile(
  value: string,
  folders: { readonly baseDir: string; readonly imagesDir?: string; readonly filesDir?: string },
): AssetMarkerFile {
  const marker = parseAssetMarker(value);
  if (!marker) throw new Error(`Unsupported _sanityAsset "${value}": expected image@… or file@…`);
  const { kind, location } = marker;
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
