import type { SanityDocument } from '../contract';

/**
 * Content Source Maps (https://www.sanity.io/docs/content-source-maps): for each string in a query
 * result, the document and the path in it that the string came from. @sanity/client encodes them
 * into the strings (stega) for Visual Editing's click-to-edit overlays.
 *
 * Sanity derives them while it evaluates the query; groq-js keeps no such trail, so the lake finds
 * each string in the documents the query could see. The nearest enclosing result object with an
 * `_id` names the document to look in first; a string found in one document only is mapped to it.
 * A string that sits in several documents (and is not in the `_id` document) stays unmapped: no
 * overlay is better than one that opens the wrong field. Among paths in one document, a path that
 * ends in the result's own key wins (`title` over an equal `seo.title`).
 */
export interface ContentSourceMap {
  readonly documents: { _id: string; _type: string }[];
  readonly paths: string[];
  readonly mappings: Record<string, SourceMapping>;
}

interface SourceMapping {
  readonly type: 'value';
  readonly source: { readonly type: 'documentValue'; readonly document: number; readonly path: number };
}

/** A path segment: a field, an array index, or an array item by `_key` (`withKeyArraySelector`). */
type Segment = string | number | { readonly _key: string };

interface Occurrence {
  readonly doc: SanityDocument;
  readonly path: readonly Segment[];
}

const ESCAPES: Record<string, string> = {
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  "'": "\\'",
  '\\': '\\\\',
};

/** Sanity's JSONPath form: `$['body'][?(@._key=='a1')]['children'][0]['text']`. */
export function jsonPath(path: readonly Segment[]): string {
  const escape = (text: string) => text.replace(/[\f\n\r\t'\\]/g, (match) => ESCAPES[match] ?? match);
  return `$${path
    .map((segment) => {
      if (typeof segment === 'string') return `['${escape(segment)}']`;
      if (typeof segment === 'number') return `[${segment}]`;
      return `[?(@._key=='${escape(segment._key)}')]`;
    })
    .join('')}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every string of every document, by value. System fields (`_id`, `_type`, `_key`, `_ref`, …) are left out. */
function indexStrings(documents: readonly SanityDocument[]): Map<string, Occurrence[]> {
  const index = new Map<string, Occurrence[]>();
  const visit = (doc: SanityDocument, value: unknown, path: Segment[]) => {
    if (typeof value === 'string') {
      if (value.trim() === '') return;
      const found = index.get(value);
      const occurrence = { doc, path: [...path] };
      if (found) found.push(occurrence);
      else index.set(value, [occurrence]);
    } else if (Array.isArray(value)) {
      value.forEach((item, position) => {
        const key = isRecord(item) && typeof item._key === 'string' && item._key !== '' ? item._key : null;
        path.push(key === null ? position : { _key: key });
        visit(doc, item, path);
        path.pop();
      });
    } else if (isRecord(value)) {
      for (const [field, child] of Object.entries(value)) {
        if (field.startsWith('_')) continue;
        path.push(field);
        visit(doc, child, path);
        path.pop();
      }
    }
  };
  for (const doc of documents) visit(doc, doc, []);
  return index;
}

/** The index of a perspective's document array, built once: the arrays are replaced on every commit. */
const indexes = new WeakMap<readonly SanityDocument[], Map<string, Occurrence[]>>();

function stringIndex(documents: readonly SanityDocument[]): Map<string, Occurrence[]> {
  let index = indexes.get(documents);
  if (!index) {
    index = indexStrings(documents);
    indexes.set(documents, index);
  }
  return index;
}

function lastField(path: readonly Segment[]): string | undefined {
  const last = path.at(-1);
  return typeof last === 'string' ? last : undefined;
}

function choose(
  occurrences: readonly Occurrence[],
  resultKey: string | undefined,
  anchorId: string | undefined,
): Occurrence | undefined {
  const inAnchor = anchorId === undefined ? [] : occurrences.filter((found) => found.doc._id === anchorId);
  const pool = inAnchor.length > 0 ? inAnchor : occurrences;
  const sameKey = pool.filter((found) => lastField(found.path) === resultKey);
  const candidates = sameKey.length > 0 ? sameKey : pool;
  const documents = new Set(candidates.map((found) => found.doc));
  return documents.size === 1 ? candidates[0] : undefined;
}

/** The source map of `result`, evaluated over `documents` (the perspective's view of the store). */
export function contentSourceMap(result: unknown, documents: readonly SanityDocument[]): ContentSourceMap {
  const index = stringIndex(documents);
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} };
  const documentSlots = new Map<SanityDocument, number>();
  const pathSlots = new Map<string, number>();

  const slotOf = <K>(slots: Map<K, number>, key: K, list: unknown[], entry: unknown): number => {
    let slot = slots.get(key);
    if (slot === undefined) {
      slot = list.push(entry) - 1;
      slots.set(key, slot);
    }
    return slot;
  };

  const visit = (value: unknown, resultPath: (string | number)[], anchorId: string | undefined) => {
    if (typeof value === 'string') {
      const occurrences = index.get(value);
      if (!occurrences) return;
      const found = choose(occurrences, lastField(resultPath), anchorId);
      if (!found) return;
      // Under a drafts perspective the view shows drafts by their published id; the map names the stored one.
      const storedId = typeof found.doc._originalId === 'string' ? found.doc._originalId : found.doc._id;
      const document = slotOf(documentSlots, found.doc, map.documents, { _id: storedId, _type: found.doc._type });
      const sourcePath = jsonPath(found.path);
      const path = slotOf(pathSlots, sourcePath, map.paths, sourcePath);
      map.mappings[jsonPath(resultPath)] = { type: 'value', source: { type: 'documentValue', document, path } };
    } else if (Array.isArray(value)) {
      value.forEach((item, position) => {
        resultPath.push(position);
        visit(item, resultPath, anchorId);
        resultPath.pop();
      });
    } else if (isRecord(value)) {
      const ownId = typeof value._id === 'string' ? value._id : anchorId;
      for (const [field, child] of Object.entries(value)) {
        if (field.startsWith('_')) continue;
        resultPath.push(field);
        visit(child, resultPath, ownId);
        resultPath.pop();
      }
    }
  };
  visit(result, [], undefined);
  return map;
}

/** `resultSourceMap=true` or `withKeyArraySelector` asks for a map; the lake always selects array items by `_key`. */
export function wantsSourceMap(param: string | null): boolean {
  return param !== null && param !== '' && param !== 'false';
}
