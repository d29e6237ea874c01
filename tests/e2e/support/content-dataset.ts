import { readFileSync } from 'node:fs';

/**
 * The demo CMS dataset (`demo-content/dataset/data.ndjson`) and the UI catalogues, read the way the
 * storefront reads them, so the content journeys expect the copy the pages really show instead of
 * repeating it (an editor's change to a title does not break the tests).
 */

export const locales = ['en', 'de', 'fr', 'es'] as const;
export type Locale = (typeof locales)[number];

export const prefixes: Readonly<Record<Locale, string>> = { en: '', de: '/de', fr: '/fr', es: '/es' };
export const htmlLangs: Readonly<Record<Locale, string>> = { en: 'en-US', de: 'de-DE', fr: 'fr-CA', es: 'es-ES' };

/** A locale-neutral path in one language: `/blog` → `/de/blog`, `/` → `/de`. */
export function localized(locale: Locale, path: string): string {
  const prefix = prefixes[locale];
  if (prefix === '') return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

type Json = Readonly<Record<string, unknown>>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readJson(relative: string): unknown {
  return JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8'));
}

const documents: readonly Json[] = readFileSync(
  new URL('../../../demo-content/dataset/data.ndjson', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line): unknown => JSON.parse(line))
  .filter(isObject);

const byId = new Map(documents.map((doc) => [String(doc._id), doc]));

/** A document by its demo id `{type}.{key}.{lang}`; fails the test run when it is missing. */
export function contentDoc(type: string, key: string, locale: Locale): Json {
  const doc = byId.get(`${type}.${key}.${locale}`);
  if (!doc) throw new Error(`The demo dataset has no ${type}.${key}.${locale}`);
  return doc;
}

/** The keys of a type's documents (`blogPost.first-grow.en` → `first-grow`), sorted. */
export function contentKeys(type: string): string[] {
  const keys = new Set<string>();
  for (const doc of documents) {
    const id = String(doc._id);
    if (doc._type === type && id.startsWith(`${type}.`)) keys.add(id.slice(type.length + 1, id.lastIndexOf('.')));
  }
  return [...keys].sort();
}

export function text(doc: Json, field: string): string {
  const value = doc[field];
  if (typeof value !== 'string') throw new Error(`${String(doc._id)}.${field} is not a string`);
  return value;
}

export function slugOf(doc: Json): string {
  const slug = doc.slug;
  if (!isObject(slug) || typeof slug.current !== 'string') throw new Error(`${String(doc._id)} has no slug`);
  return slug.current;
}

/** The heading of the document's first block (home: the hero, which is the page's `<h1>`). */
export function firstBlockHeading(doc: Json): string {
  const blocks = doc.blocks;
  const first: unknown = Array.isArray(blocks) ? blocks[0] : undefined;
  if (!isObject(first) || typeof first.heading !== 'string') throw new Error(`${String(doc._id)} has no first heading`);
  return first.heading;
}

/** The product ids a document refers to in a `productRef` array field. */
export function productIds(doc: Json, field: string): string[] {
  const refs = doc[field];
  if (!Array.isArray(refs)) return [];
  return refs.flatMap((ref: unknown) => (isObject(ref) && typeof ref.productId === 'string' ? [ref.productId] : []));
}

const catalogues = Object.fromEntries(
  locales.map((locale) => {
    const messages = readJson(`../../../locales/${locale}.json`);
    return [locale, isObject(messages) ? messages : {}];
  }),
);

/** A UI string of the storefront (ICU message without placeholders). */
export function message(locale: Locale, id: string): string {
  const value = catalogues[locale]?.[id];
  if (typeof value !== 'string') throw new Error(`No message ${id} in ${locale}.json`);
  return value;
}
