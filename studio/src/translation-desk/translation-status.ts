/**
 * The translation desk's statuses, computed from what the lake holds (ADR 0031):
 *
 * - A **group** is one `translation.metadata` document (the document-internationalization plugin's
 *   link between the language versions of one piece of content); a translatable document no
 *   metadata links is a group of its own.
 * - Per group and language a version is **missing** when neither a published document nor a draft
 *   of that language exists, else **present** — unless it is **outdated**: the English source and
 *   the translation are both published and the source's published document was written later
 *   than the translation's (`_updatedAt` of the published documents: the lake and Sanity set it on
 *   every write, and a publish is such a write, so it is the time of the last publish). A draft of
 *   the source does not make translations outdated until it is published; a translation that was
 *   never published has nothing to be behind yet (it is present, as a draft).
 * - English is the source; its own status is present or missing.
 */

/** The source language every translation is made from. */
export const sourceLanguage = 'en';

export type TranslationStatus = 'present' | 'missing' | 'outdated';

/** A translatable document as the desk fetches it (raw perspective: drafts are `drafts.<id>`). */
export interface DeskDocument {
  readonly _id: string;
  readonly _type: string;
  readonly _updatedAt: string;
  readonly language?: string | null;
  readonly title?: string | null;
}

/** A `translation.metadata` document, its references reduced to language and target id. */
export interface DeskMetadata {
  readonly _id: string;
  readonly schemaTypes?: readonly string[] | null;
  readonly translations?: readonly { readonly language?: string | null; readonly ref?: string | null }[] | null;
}

/** One language version of a group: its published id and what exists of it. */
export interface LanguageVersion {
  /** The published id (without `drafts.`), also when only a draft exists. */
  readonly id: string;
  /** `_updatedAt` of the published document: when it was last published; null = never published. */
  readonly publishedAt: string | null;
  /** `_updatedAt` of the draft; null = no draft. */
  readonly draftUpdatedAt: string | null;
  readonly title: string | null;
}

export interface LanguageCell {
  readonly language: string;
  readonly status: TranslationStatus;
  readonly version: LanguageVersion | null;
}

export interface TranslationGroup {
  /** The metadata document's id, or the document's own id for a group of one. */
  readonly key: string;
  /** Null for a document no metadata links yet (creating a translation creates the metadata). */
  readonly metadataId: string | null;
  readonly type: string;
  /** The source's title, else the first version's that has one. */
  readonly title: string;
  readonly source: LanguageVersion | null;
  /** One cell per language, in the order asked for. */
  readonly cells: readonly LanguageCell[];
}

const draftPrefix = 'drafts.';

export const publishedId = (id: string): string => (id.startsWith(draftPrefix) ? id.slice(draftPrefix.length) : id);

const timeOf = (iso: string): number => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`Not a time: ${iso}`);
  return ms;
};

/**
 * Whether a translation is behind its source: both published and the source's last publish is
 * later than the translation's (equal times — one import, one transaction — are not behind).
 */
export function isOutdated(source: LanguageVersion | null, translation: LanguageVersion): boolean {
  if (source === null || source.publishedAt === null || translation.publishedAt === null) return false;
  return timeOf(source.publishedAt) > timeOf(translation.publishedAt);
}

export function statusOf(
  language: string,
  version: LanguageVersion | null,
  source: LanguageVersion | null,
): TranslationStatus {
  if (version === null) return 'missing';
  if (language === sourceLanguage) return 'present';
  return isOutdated(source, version) ? 'outdated' : 'present';
}

interface Collected {
  type: string;
  language: string | null;
  publishedAt: string | null;
  draftUpdatedAt: string | null;
  publishedTitle: string | null;
  draftTitle: string | null;
}

/** Published document and draft of each id, side by side. Version documents (`versions.…`) are left out. */
function collect(documents: readonly DeskDocument[]): Map<string, Collected> {
  const byId = new Map<string, Collected>();
  for (const document of documents) {
    if (document._id.startsWith('versions.')) continue;
    const id = publishedId(document._id);
    const isDraft = id !== document._id;
    const entry = byId.get(id) ?? {
      type: document._type,
      language: null,
      publishedAt: null,
      draftUpdatedAt: null,
      publishedTitle: null,
      draftTitle: null,
    };
    // The published document's language wins; a draft's fills in when there is none yet.
    if (!isDraft || entry.language === null) entry.language = document.language ?? entry.language;
    if (isDraft) {
      entry.draftUpdatedAt = document._updatedAt;
      entry.draftTitle = document.title ?? null;
    } else {
      entry.publishedAt = document._updatedAt;
      entry.publishedTitle = document.title ?? null;
    }
    byId.set(id, entry);
  }
  return byId;
}

const versionOf = (id: string, entry: Collected): LanguageVersion => ({
  id,
  publishedAt: entry.publishedAt,
  draftUpdatedAt: entry.draftUpdatedAt,
  title: entry.draftTitle ?? entry.publishedTitle,
});

function group(
  key: string,
  metadataId: string | null,
  type: string,
  versions: ReadonlyMap<string, LanguageVersion>,
  languages: readonly string[],
): TranslationGroup {
  const source = versions.get(sourceLanguage) ?? null;
  const cells = languages.map((language): LanguageCell => {
    const version = versions.get(language) ?? null;
    return { language, version, status: statusOf(language, version, source) };
  });
  const title = source?.title ?? [...versions.values()].find((version) => version.title)?.title ?? key;
  return { key, metadataId, type, title, source, cells };
}

/**
 * The desk's rows: every group of a translatable type with a status per language. Metadata
 * references to documents that no longer exist count as missing; a document claimed by two
 * metadata documents belongs to the first (by id). Sorted by type order, then title.
 */
export function translationGroups(
  documents: readonly DeskDocument[],
  metadata: readonly DeskMetadata[],
  { types, languages }: { types: readonly string[]; languages: readonly string[] },
): TranslationGroup[] {
  const typeSet = new Set(types);
  const byId = collect(documents.filter((document) => typeSet.has(document._type)));
  const claimed = new Set<string>();
  const groups: TranslationGroup[] = [];

  for (const meta of [...metadata].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))) {
    const versions = new Map<string, LanguageVersion>();
    let type = meta.schemaTypes?.find((candidate) => typeSet.has(candidate)) ?? null;
    for (const translation of meta.translations ?? []) {
      const ref = translation.ref ?? null;
      const language = translation.language ?? null;
      if (ref === null || language === null || claimed.has(ref) || versions.has(language)) continue;
      const entry = byId.get(ref);
      if (entry === undefined) continue;
      claimed.add(ref);
      type ??= entry.type;
      versions.set(language, versionOf(ref, entry));
    }
    if (type === null || !typeSet.has(type)) continue;
    groups.push(group(meta._id, meta._id, type, versions, languages));
  }

  for (const [id, entry] of byId) {
    if (claimed.has(id)) continue;
    const versions = new Map<string, LanguageVersion>();
    if (entry.language !== null) versions.set(entry.language, versionOf(id, entry));
    groups.push(group(id, null, entry.type, versions, languages));
  }

  const typeOrder = new Map(types.map((type, index) => [type, index]));
  return groups.sort(
    (a, b) =>
      (typeOrder.get(a.type) ?? 0) - (typeOrder.get(b.type) ?? 0) ||
      a.title.localeCompare(b.title, 'en') ||
      a.key.localeCompare(b.key, 'en'),
  );
}

export interface DeskFilter {
  /** A document type, or null for all. */
  readonly type: string | null;
  /** A language, or null for all. */
  readonly language: string | null;
  /** Only groups where the language (or any, without one) is missing or outdated. */
  readonly needsWork: boolean;
}

/** The groups a filter shows. */
export function filterGroups(groups: readonly TranslationGroup[], filter: DeskFilter): TranslationGroup[] {
  return groups.filter((candidate) => {
    if (filter.type !== null && candidate.type !== filter.type) return false;
    if (!filter.needsWork) return true;
    return candidate.cells.some(
      (cell) => (filter.language === null || cell.language === filter.language) && cell.status !== 'present',
    );
  });
}

/** How many versions of each status the groups hold (for the desk's summary line). */
export function countStatuses(
  groups: readonly TranslationGroup[],
  language: string | null,
): Record<TranslationStatus, number> {
  const counts: Record<TranslationStatus, number> = { present: 0, missing: 0, outdated: 0 };
  for (const candidate of groups)
    for (const cell of candidate.cells) if (language === null || cell.language === language) counts[cell.status] += 1;
  return counts;
}
