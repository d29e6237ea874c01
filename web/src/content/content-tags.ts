/**
 * Cache tags of content queries (docs/adr/0016-content-source.md). Every content fetch carries
 * `content`; a query adds the types it reads (`content:type:blogPost`) and, for single documents,
 * the document (`content:doc:blogPost.first-grow.de`). The revalidation webhook turns a changed
 * document into its type and document tags, so a publish purges exactly what may show it.
 */
import { DocumentId, getPublishedId } from '@sanity/id-utils';

export const contentTag = 'content';

/**
 * Cached pages that show catalogue prices (`catalogue/price-window.server.ts`): a change of a
 * pricing rule or a promotion expires them, after the shop has synced its copy of the rules.
 */
export const pricesTag = 'catalogue:prices';

/** The document types whose publication changes prices. */
export const priceDocumentTypes: readonly string[] = ['priceRule', 'promotion'];

export function contentTypeTag(type: string): string {
  return `content:type:${type}`;
}

/** Sanity's draft and release copies share the published document's tag; `id` must be a document id. */
export function contentDocTag(id: string): string {
  return `content:doc:${getPublishedId(DocumentId(id))}`;
}

/** Tags of a query that reads documents of these types: `['content', 'content:type:…', …]`. */
export function typeTags(...types: readonly string[]): string[] {
  return [contentTag, ...types.map(contentTypeTag)];
}

/** The tags a change to this document invalidates. */
export function documentTags(doc: { readonly _id: string; readonly _type: string }): string[] {
  return [contentTypeTag(doc._type), contentDocTag(doc._id)];
}

/** Always includes `content`; order kept, duplicates dropped. */
export function withContentTag(tags: readonly string[]): string[] {
  return [...new Set([contentTag, ...tags])];
}
