/** Reading the dataset's NDJSON: one Sanity document per line (export format, see `dataset/`). */
import type { SanityDocument } from './sanity-types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isSanityDocument(value: unknown): value is SanityDocument {
  return isRecord(value) && typeof value._id === 'string' && typeof value._type === 'string';
}

/** Parses NDJSON text (blank lines ignored); throws with the line number on a bad line. */
export function parseNdjson(text: string): SanityDocument[] {
  return text.split('\n').flatMap((line, index) => {
    if (!line.trim()) return [];
    const value: unknown = JSON.parse(line);
    if (!isSanityDocument(value)) throw new Error(`NDJSON line ${index + 1} is not a document`);
    return [value];
  });
}
