import { copyFile, link, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { create } from 'tar';
import type { DocumentStore, SanityDocument } from '../contract';
import { assetDir, assetFileOfId } from '../assets/asset-names';
import { exportedDocument } from './asset-refs';

/**
 * Writes the store as `sanity dataset export` does, so `sanity dataset import` (and the lake's own
 * import) read it back: a `.tar.gz` with one folder holding
 * - `data.ndjson`: published documents, drafts and release versions, sorted by `_id`, asset
 *   references rewritten to `_sanityAsset` markers; no asset or system (`_.`) documents;
 * - `images/<sha1>-<w>x<h>.<ext>` and `files/<sha1>.<ext>`: the asset bytes;
 * - `assets.json`: each asset document's extra fields keyed by `image-<sha1>` / `file-<sha1>`,
 *   which is how @sanity/export writes it and @sanity/import reads it (`assetMap[type-sha1]`).
 */
export interface ExportDatasetOptions {
  readonly store: DocumentStore;
  readonly dataDir: string;
  readonly outFile: string;
  /** Folder name inside the archive; default `<dataset>-export-<time>` like Sanity's. */
  readonly name?: string;
  readonly dataset?: string;
}

export interface ExportResult {
  readonly outFile: string;
  readonly documents: number;
  readonly assets: number;
  /** Asset documents whose file was not on disk (left out, as Sanity skips unreachable assets). */
  readonly missingAssets: readonly string[];
}

/** Fields of an asset document that describe its storage, not the asset (@sanity/export's list). */
const NOT_ASSET_META = new Set(['_id', '_type', 'assetId', 'extension', 'mimeType', 'path', 'uploadId', 'url']);

const isAssetDocument = (document: SanityDocument) =>
  document._type === 'sanity.imageAsset' || document._type === 'sanity.fileAsset';

/** Hard link when the temp folder is on the same disk (no copy of every image), else copy. */
async function place(source: string, target: string): Promise<void> {
  await link(source, target).catch(() => copyFile(source, target));
}

export async function exportDataset(options: ExportDatasetOptions): Promise<ExportResult> {
  const name =
    options.name ??
    `${options.dataset ?? 'production'}-export-${new Date()
      .toISOString()
      .replace(/[^0-9a-z]/gi, '-')
      .toLowerCase()}`;
  if (!/^[\w.-]+$/.test(name))
    throw new Error(`Export folder name "${name}" may only hold letters, digits, ".", "_" and "-"`);
  const documents = [...options.store.documents()]
    .filter((document) => !document._id.startsWith('_.'))
    .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));

  // Staged inside the data folder so the asset files can be hard-linked rather than copied.
  const staging = await mkdtemp(join(options.dataDir, '.export-'));
  try {
    const root = join(staging, name);
    await mkdir(join(root, 'images'), { recursive: true });
    await mkdir(join(root, 'files'), { recursive: true });

    const assetMap: Record<string, Record<string, unknown>> = {};
    const missingAssets: string[] = [];
    let assets = 0;
    for (const document of documents.filter(isAssetDocument)) {
      const file = assetFileOfId(document._id);
      if (!file) continue;
      const source = join(assetDir(options.dataDir, file.kind), file.file);
      if (!(await stat(source).catch(() => null))?.isFile()) {
        missingAssets.push(document._id);
        continue;
      }
      await place(source, join(root, `${file.kind}s`, file.file));
      assets += 1;
      const meta: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(document)) if (!NOT_ASSET_META.has(key)) meta[key] = value;
      const sha1 = typeof document.sha1hash === 'string' ? document.sha1hash : file.file.slice(0, 40);
      assetMap[`${file.kind}-${sha1}`] = meta;
    }

    const content = documents.filter((document) => !isAssetDocument(document));
    const lines = content.map((document) => JSON.stringify(exportedDocument(document)));
    await writeFile(join(root, 'data.ndjson'), lines.length ? `${lines.join('\n')}\n` : '');
    await writeFile(join(root, 'assets.json'), JSON.stringify(assetMap));

    await mkdir(dirname(options.outFile), { recursive: true });
    const temporary = `${options.outFile}.${process.pid}.tmp`;
    await create({ gzip: true, file: temporary, cwd: staging, portable: true }, [name]);
    await rename(temporary, options.outFile);
    return { outFile: options.outFile, documents: content.length, assets, missingAssets };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
