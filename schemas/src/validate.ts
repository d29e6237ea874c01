/**
 * Validates documents in Node with Sanity's own machinery: the schema is compiled with
 * `createSchema` (the Studio's compiler) and each document goes through `validateDocument` — the
 * same required/min/max/regex/custom rules, slug `isUnique`, `page.kind` uniqueness and reference
 * checks the Studio runs. Queries that rules send through `context.getClient()` are answered by
 * groq-js over the given documents, so a whole dataset is validated offline, against itself.
 *
 * Also checked, outside the schema: `translation.metadata` documents (written by
 * @sanity/document-internationalization) link existing documents of the listed type in the
 * language their entry names. Asset documents (`sanity.*`) are accepted as they are.
 */
import { evaluate, parse } from 'groq-js';
import {
  createSchema,
  pathToString,
  validateDocument,
  type SanityClient,
  type SanityDocument,
  type Schema,
  type ValidationMarker,
  type Workspace,
} from 'sanity';
import { schemaTypes } from './index';
import { checkTranslationMetadata, translationMetadataType } from './validation/translation-metadata';
import { disallowedArrayMembers } from './validation/array-members';
import { exportedAssetId, findAssetMarkers, replaceAssetMarkers } from './export-format/asset-markers';

export interface DocumentProblems {
  id: string;
  problems: string[];
}

let compiled: Schema | undefined;

/** The compiled schema; throws when the schema definition itself has errors. */
export function compiledSchema(): Schema {
  if (compiled) return compiled;
  const schema = createSchema({ name: 'seedshop', types: schemaTypes });
  const errors = (schema._validation ?? []).flatMap((group) =>
    group.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${group.path.map((segment) => segment.name).join('.')}: ${problem.message}`),
  );
  if (errors.length > 0) throw new Error(`Schema errors:\n${errors.join('\n')}`);
  compiled = schema;
  return schema;
}

/** A client with just what validation rules use: `fetch` (GROQ via groq-js) and `withConfig`. */
function datasetClient(dataset: readonly SanityDocument[]) {
  const client = {
    async fetch(query: string, params: Record<string, unknown> = {}): Promise<unknown> {
      const result = await evaluate(parse(query, { params }), { dataset, params });
      return result.get();
    },
    withConfig: () => client,
    config: () => ({ apiVersion: '2025-02-19', perspective: 'raw' }),
  };
  return client;
}

const publishedId = (id: string) => id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '');

function describe(marker: ValidationMarker): string {
  const where = marker.path.length > 0 ? `${pathToString(marker.path)}: ` : '';
  return `${marker.level === 'error' ? '' : `${marker.level}: `}${where}${marker.message}`;
}

/**
 * Validates every document against the schema and the other documents. Returns only documents
 * with problems (errors — including fields the schema does not know — and warnings; infos are
 * left out) — a clean dataset
 * gives `[]`. Accepts query-ready documents and Sanity's export format (`_sanityAsset`).
 */
export async function validateDocuments(docs: readonly SanityDocument[]): Promise<DocumentProblems[]> {
  const schema = compiledSchema();
  const dataset = docs.map(withAssetReferences);
  const client = datasetClient(dataset);
  // Export-format assets become references to asset documents that `sanity dataset import` creates.
  const exportedAssets = docs.flatMap((doc) =>
    findAssetMarkers(doc).flatMap((marker) => exportedAssetId(marker) ?? []),
  );
  const published = dataset.filter((doc) => !doc._id.startsWith('drafts.')).map((doc) => doc._id);
  const existing = new Set([...published, ...exportedAssets]);
  // validateDocument reads only `schema`, `i18n` (optional) and `getClient` of the workspace
  // (sanity 5.31.2, lib/index.js validateDocument); the rest of a Studio workspace is not needed.
  // The client stub implements the part of SanityClient that validation rules call.
  const getClient = () => client as unknown as SanityClient;
  const workspace = { schema, getClient } as unknown as Workspace;

  const results: DocumentProblems[] = [];
  for (const document of dataset) {
    const problems = await problemsOf(document, { schema, workspace, getClient, existing, dataset });
    if (problems.length > 0) results.push({ id: document._id, problems });
  }
  return results;
}

/** Export-format images and files as references to the assets an import makes of their files. */
function withAssetReferences(document: SanityDocument): SanityDocument {
  const converted = replaceAssetMarkers(document, exportedAssetId);
  return typeof converted === 'object' && converted !== null ? { ...document, ...converted } : document;
}

interface Context {
  schema: Schema;
  workspace: Workspace;
  getClient: () => SanityClient;
  existing: ReadonlySet<string>;
  dataset: readonly SanityDocument[];
}

const unknownField = /^Field '.+' does not exist on type '.+'$/;

async function problemsOf(document: SanityDocument, context: Context): Promise<string[]> {
  if (document._type === translationMetadataType) return checkTranslationMetadata(document, context.dataset);
  if (document._type.startsWith('sanity.')) return [];
  const type = context.schema.get(document._type);
  if (!type) return [`Unknown document type "${document._type}".`];
  const run = (environment: 'studio' | 'cli') =>
    validateDocument({
      document,
      workspace: context.workspace,
      getClient: context.getClient,
      getDocumentExists: async ({ id }) => context.existing.has(publishedId(id)),
      environment,
    });
  // 'studio' gives the levels editors see. 'cli' adds an unknown-field check, but also turns
  // every other rule on object-typed values into a warning, so only that check is taken from it.
  const [studio, cli] = await Promise.all([run('studio'), run('cli')]);
  const unknown = cli
    .filter((marker) => unknownField.test(marker.message))
    .map((marker) => ({ ...marker, level: 'error' as const }));
  const markers = [...studio, ...unknown].filter((marker) => marker.level !== 'info').map(describe);
  return [...markers, ...disallowedArrayMembers(document, type)];
}
