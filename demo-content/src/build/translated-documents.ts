/**
 * Every translatable document is built once per language under the id `{type}.{key}.{lang}`,
 * system fields first (`_id`, `_type`, `_createdAt`, `_updatedAt`, `language`), then its own.
 */
import type { Locale } from '@seedshop/locales';
import type { SanityDocument } from '../sanity-types';
import { docId, perLanguage } from './build-context';

/** Editorial documents carry a fixed edit time, so rebuilding never changes them. */
export const editorialTimestamp = '2026-11-20T08:00:00Z';

export const systemFields = (id: string, type: string, language: string, timestamp = editorialTimestamp) => ({
  _id: id,
  _type: type,
  _createdAt: timestamp,
  _updatedAt: timestamp,
  language,
});

/** One document per language; `fields` gets the language and the document id. */
export function translatedDocuments(
  type: string,
  key: string,
  fields: (language: Locale, id: string) => Record<string, unknown>,
  timestamp?: string,
): SanityDocument[] {
  return perLanguage((language) => {
    const id = docId(type, key, language);
    return { ...systemFields(id, type, language, timestamp), ...fields(language, id) };
  });
}
