import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { findAssetMarkers, replaceAssetMarkers } from '@seedshop/schemas/asset-markers';
import { z } from 'zod';
import type { DocumentInput, DocumentStore, Mutation, Transaction } from '../contract';
import { prepareFileAsset, prepareImageAsset, writeAssetFile, type PreparedAsset } from '../assets/asset-documents';
import type { AssetLocation } from '../assets/asset-names';
import { assetMarkerFile } from './asset-markers';

/**
 * Loads Sanity export NDJSON (`sanity dataset export`'s `data.ndjson`, or the repo's
 * `demo-content/dataset/data.ndjson`) into the store: every `_sanityAsset` file becomes an asset (the
 * same code as an upload, so ids and documents match what the Studio would have made), then all
 * asset documents and all documents are written in ONE transaction (createOrReplace) — either the
 * whole dataset is there after a crash or none of it.
 */
export interface ImportDatasetOptions extends AssetLocation {
  readonly store: DocumentStore;
  /** Read in order; a later file's document replaces an earlier one with the same `_id`. */
  readonly ndjsonPaths: readonly string[];
  /** Folder that replaces `./images/` of the markers (default: `images/` next to each NDJSON). */
  readonly imagesDir?: string;
  /** Same for `./files/`. */
  readonly filesDir?: string;
  readonly author?: string;
}

export interface ImportResult {
  /** Documents of the NDJSON files (asset documents not counted). */
  readonly documents: number;
  readonly assets: number;
  readonly transaction: Transaction | null;
}

const documentLine = z.looseObject({ _id: z.string().min(1), _type: z.string().min(1) });
type ExportedDocument = z.infer<typeof documentLine>;

/** `assets.json` of an export: metadata per `image-<sha1>` / `file-<sha1>` (see export-dataset.ts). */
const assetsJson = z.record(z.string(), z.record(z.string(), z.unknown()));

/** Fields `sanity dataset import` does not carry over from `assets.json` (they describe the blob). */
const NON_RESTORABLE = new Set(['_createdAt', '_id', '_rev', '_type', '_updatedAt', 'sha1hash', 'size', 'uploadId']);

function parseNdjson(text: string, path: string): ExportedDocument[] {
  return text.split('\n').flatMap((line, index) => {
    if (!line.trim()) return [];
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new Error(`${path}:${index + 1}: not JSON`);
    }
    const parsed = documentLine.safeParse(value);
    if (!parsed.success) throw new Error(`${path}:${index + 1}: a document needs a string _id and _type`);
    return [parsed.data];
  });
}

async function readAssetsJson(folder: string): Promise<z.infer<typeof assetsJson>> {
  const text = await readFile(join(folder, 'assets.json'), 'utf8').catch(() => null);
  if (text === null) return {};
  const parsed = assetsJson.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${join(folder, 'assets.json')}: expected an object of asset metadata`);
  return parsed.data;
}

function withRestoredMeta(asset: PreparedAsset, meta: Record<string, unknown> | undefined): Mutation {
  const restored: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(meta ?? {})) if (!NON_RESTORABLE.has(key)) restored[key] = value;
  return { createOrReplace: { ...asset.document, ...restored, _id: asset.id, _type: asset.document._type } };
}

export async function importDataset(options: ImportDatasetOptions): Promise<ImportResult> {
  const documents = new Map<string, { document: ExportedDocument; baseDir: string }>();
  const assetMeta = new Map<string, Record<string, unknown>>();
  for (const path of options.ndjsonPaths) {
    const baseDir = dirname(path);
    for (const document of parseNdjson(await readFile(path, 'utf8'), path))
      documents.set(document._id, { document, baseDir });
    for (const [key, meta] of Object.entries(await readAssetsJson(baseDir))) assetMeta.set(key, meta);
  }

  // One prepared asset per file, however many documents use it; one marker → one id per folder.
  const byPath = new Map<string, Promise<PreparedAsset>>();
  const idOfMarker = new Map<string, string>();
  const markerKey = (baseDir: string, marker: string) => `${baseDir}\0${marker}`;
  for (const { document, baseDir } of documents.values()) {
    for (const marker of findAssetMarkers(document)) {
      const { kind, path } = assetMarkerFile(marker, {
        baseDir,
        imagesDir: options.imagesDir,
        filesDir: options.filesDir,
      });
      let prepared = byPath.get(path);
      if (!prepared) {
        prepared = readFile(path).then((bytes) => {
          const info = { filename: basename(path) };
          return kind === 'image' ? prepareImageAsset(options, bytes, info) : prepareFileAsset(options, bytes, info);
        });
        byPath.set(path, prepared);
      }
      idOfMarker.set(markerKey(baseDir, marker), (await prepared).id);
    }
  }

  const assets = new Map<string, PreparedAsset>();
  for (const prepared of byPath.values()) {
    const asset = await prepared;
    assets.set(asset.id, asset);
  }
  // Files first: the transaction must never reference an asset whose bytes are missing.
  for (const asset of assets.values()) await writeAssetFile(options.dataDir, asset);

  const mutations: Mutation[] = [...assets.values()].map((asset) =>
    withRestoredMeta(asset, assetMeta.get(`${asset.kind}-${asset.sha1}`)),
  );
  for (const { document, baseDir } of documents.values()) {
    const converted: DocumentInput & { _id: string } = { _id: document._id, _type: document._type };
    for (const [key, value] of Object.entries(document)) {
      if (key === '_id' || key === '_type' || key === '_rev') continue;
      converted[key] = replaceAssetMarkers(value, (marker) => {
        const id = idOfMarker.get(markerKey(baseDir, marker));
        if (id === undefined) throw new Error(`No asset for ${marker} in ${document._id}`);
        return id;
      });
    }
    mutations.push({ createOrReplace: converted });
  }
  const transaction = mutations.length
    ? await options.store.commit(mutations, { author: options.author ?? 'system-import' })
    : null;
  return { documents: documents.size, assets: assets.size, transaction };
}
