/**
 * "Only one document of this type per language has this value" — used for `page.kind`, so each
 * language has exactly one imprint, one privacy page, …
 */
import type { ValidationContext } from 'sanity';
import { otherDocumentsFilter } from './queries';
import { isUniqueInLanguage } from './unique-in-language';

/** GROQ that answers `true` when no other document of `$type` in `$language` has `field == $value`. */
export function uniqueFieldQuery(field: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(field)) throw new Error(`Not a field name: ${field}`);
  return `count(*[_type == $type && language == $language && ${field} == $value && ${otherDocumentsFilter}]) == 0`;
}

export function uniquePerLanguage(field: string, message: string) {
  const query = uniqueFieldQuery(field);
  return async (value: unknown, context: ValidationContext): Promise<true | string> => {
    const { document, getClient } = context;
    if (!document || typeof value !== 'string' || value === '') return true;
    const unique = await isUniqueInLanguage(document, getClient, query, { value });
    return unique ? true : message;
  };
}
