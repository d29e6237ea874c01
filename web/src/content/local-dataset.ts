/**
 * The demo dataset in memory, indexed for the local content source: by id (GROQ `->` looks
 * documents up here instead of scanning) and by type (asset lists, the image route).
 */

export interface DatasetDocument {
  readonly _id: string;
  readonly _type: string;
  readonly [field: string]: unknown;
}

export interface LocalDataset {
  /** Changes whenever the documents do: part of every cache key, so a rebuilt dataset is never answered from old entries. */
  readonly version: string;
  readonly documents: readonly DatasetDocument[];
  readonly byId: ReadonlyMap<string, DatasetDocument>;
  readonly byType: ReadonlyMap<string, readonly DatasetDocument[]>;
}

/**
 * The published view: Sanity's `published` perspective leaves out drafts and release versions,
 * so the local source does too. A later document with the same id replaces an earlier one.
 */
export function indexDataset(documents: readonly DatasetDocument[], version = 'unversioned'): LocalDataset {
  const byId = new Map<string, DatasetDocument>();
  for (const doc of documents) {
    if (doc._id.startsWith('drafts.') || doc._id.startsWith('versions.')) continue;
    byId.delete(doc._id);
    byId.set(doc._id, doc);
  }
  const published = [...byId.values()];
  const byType = new Map<string, DatasetDocument[]>();
  for (const doc of published) {
    const list = byType.get(doc._type);
    if (list) list.push(doc);
    else byType.set(doc._type, [doc]);
  }
  return { version, documents: published, byId, byType };
}
