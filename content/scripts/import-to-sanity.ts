/**
 * `pnpm --filter @seedshop/content import`: imports the demo dataset into a real Sanity project
 * with @sanity/client — the same result as `sanity dataset import data.ndjson <dataset> --replace`.
 *
 *   SANITY_PROJECT_ID=abc123 SANITY_DATASET=production SANITY_WRITE_TOKEN=sk… pnpm --filter @seedshop/content import
 *
 * Steps: upload every image the documents use (Sanity names assets by the sha1 of their bytes, so
 * re-running reuses them), replace `_sanityAsset` fields by asset references, write all documents
 * with `createOrReplace` — first with weak document references (documents refer to each other in
 * any order), then again with strong ones. `--dry-run` checks the files and prints the plan
 * without any network access.
 */
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type SanityClient } from '@sanity/client';
import { datasetDir, datasetNdjsonPath } from '../src/dataset-path';
import { parseNdjson } from '../src/query-ready';
import type { SanityDocument } from '../src/sanity-types';

interface ImportSettings {
  projectId: string;
  dataset: string;
  token: string;
  apiVersion: string;
}

/** This CLI's settings; read here because the script runs outside the web and shop apps. */
function readSettings(env: NodeJS.ProcessEnv): ImportSettings {
  const projectId = env.SANITY_PROJECT_ID ?? '';
  const token = env.SANITY_WRITE_TOKEN ?? '';
  const dataset = env.SANITY_DATASET ?? 'production';
  if (!/^[a-z0-9-]+$/.test(projectId)) throw new Error('Set SANITY_PROJECT_ID (the project id, a-z 0-9 -)');
  if (!/^[a-z0-9][a-z0-9_-]{0,63}$/.test(dataset)) throw new Error('SANITY_DATASET is not a valid dataset name');
  if (token.length < 20) throw new Error('Set SANITY_WRITE_TOKEN (an API token with Editor rights)');
  return { projectId, dataset, token, apiVersion: env.SANITY_API_VERSION ?? '2025-02-19' };
}

function mapValues(value: unknown, visit: (record: Record<string, unknown>) => Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => mapValues(item, visit));
  if (typeof value !== 'object' || value === null) return value;
  const record: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) record[key] = mapValues(field, visit);
  return visit(record);
}

function assetSources(documents: readonly SanityDocument[]): string[] {
  const sources = new Set<string>();
  mapValues(documents, (record) => {
    if (typeof record._sanityAsset === 'string') sources.add(record._sanityAsset);
    return record;
  });
  return [...sources].sort();
}

function localPath(source: string): { path: string; kind: 'image' | 'file' } {
  const match = /^(image|file)@file:\/\/\.\/((?:images|files)\/[^/]+)$/.exec(source);
  if (!match?.[1] || !match[2]) throw new Error(`Unsupported asset ${source}`);
  return { path: join(datasetDir, match[2]), kind: match[1] === 'image' ? 'image' : 'file' };
}

/** Documents with asset references instead of `_sanityAsset`; document references weak if asked. */
function prepare(
  documents: readonly SanityDocument[],
  assetIds: ReadonlyMap<string, string>,
  weak: boolean,
): SanityDocument[] {
  return documents.map((document) => {
    const converted = mapValues(document, (record) => {
      const { _sanityAsset: source, ...rest } = record;
      if (typeof source === 'string') return { ...rest, asset: { _type: 'reference', _ref: assetIds.get(source) } };
      if (weak && rest._type === 'reference' && typeof rest._ref === 'string' && !/^(image|file)-/.test(rest._ref)) {
        return { ...rest, _weak: true };
      }
      return rest;
    });
    return { ...document, ...(typeof converted === 'object' && converted !== null ? converted : {}) };
  });
}

async function writeAll(client: SanityClient, documents: readonly SanityDocument[]): Promise<void> {
  for (let start = 0; start < documents.length; start += 50) {
    const transaction = client.transaction();
    for (const document of documents.slice(start, start + 50)) transaction.createOrReplace(document);
    await transaction.commit({ visibility: 'async' });
  }
}

async function main(): Promise<void> {
  const dryRun = process.argv.includes('--dry-run');
  const documents = parseNdjson(readFileSync(datasetNdjsonPath, 'utf8'));
  const sources = assetSources(documents);
  const missing = sources.filter((source) => !existsSync(localPath(source).path));
  if (missing.length > 0) throw new Error(`Missing asset files: ${missing.join(', ')}`);
  console.info(`${documents.length} documents, ${sources.length} assets in ${datasetDir}`);
  if (dryRun) return;

  const settings = readSettings(process.env);
  const client = createClient({ ...settings, useCdn: false });
  const assetIds = new Map<string, string>();
  for (const source of sources) {
    const { path, kind } = localPath(source);
    const asset = await client.assets.upload(kind, createReadStream(path), { filename: path.split('/').at(-1) });
    assetIds.set(source, asset._id);
  }
  console.info(`uploaded ${assetIds.size} assets to ${settings.projectId}/${settings.dataset}`);
  await writeAll(client, prepare(documents, assetIds, true));
  await writeAll(client, prepare(documents, assetIds, false));
  console.info(`imported ${documents.length} documents`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
