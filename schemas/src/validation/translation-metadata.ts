/**
 * Checks `translation.metadata` documents the way @sanity/document-internationalization writes
 * them: one entry per language (`_key` = `language`), each a reference to an existing document of
 * one of `schemaTypes` whose own `language` matches the entry.
 */
import type { SanityDocument } from 'sanity';

export const translationMetadataType = 'translation.metadata';

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : undefined;

export function checkTranslationMetadata(metadata: SanityDocument, dataset: readonly SanityDocument[]): string[] {
  const problems: string[] = [];
  const byId = new Map(dataset.map((doc) => [doc._id, doc]));
  const types = metadata['schemaTypes'];
  const schemaTypes = Array.isArray(types) ? types.filter((type) => typeof type === 'string') : [];
  if (schemaTypes.length === 0) problems.push('schemaTypes: lists no document type.');
  const translations = metadata['translations'];
  if (!Array.isArray(translations) || translations.length === 0) return [...problems, 'translations: empty.'];
  const seen = new Set<string>();
  translations.forEach((item: unknown, index) => {
    const entry = record(item);
    const where = `translations[${index}]`;
    const language = entry?.['language'];
    const ref = record(entry?.['value'])?.['_ref'];
    if (typeof language !== 'string' || entry?.['_key'] !== language) {
      problems.push(`${where}: _key and language must be the same language code.`);
    }
    if (typeof language === 'string' && seen.has(language)) problems.push(`${where}: ${language} is linked twice.`);
    if (typeof language === 'string') seen.add(language);
    if (entry?.['_type'] !== 'internationalizedArrayReferenceValue') {
      problems.push(`${where}: _type must be internationalizedArrayReferenceValue.`);
    }
    if (typeof ref !== 'string') {
      problems.push(`${where}: value is not a reference.`);
      return;
    }
    const target = byId.get(ref);
    if (!target) problems.push(`${where}: ${ref} does not exist.`);
    else {
      if (!schemaTypes.includes(target._type))
        problems.push(`${where}: ${ref} is a ${target._type}, not in schemaTypes.`);
      if (target['language'] !== language)
        problems.push(`${where}: ${ref} has language ${String(target['language'])}.`);
    }
  });
  return problems;
}
