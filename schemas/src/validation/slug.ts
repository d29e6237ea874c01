/**
 * Slugs: lowercase `a-z0-9-`, unique per (document type, language). The uniqueness check runs a
 * GROQ count through the validation context's client and leaves out the document's own
 * published, draft and release-version ids, so editing a document never collides with itself.
 */
import type { SlugValidationContext, SlugValue } from 'sanity';
import { isLocale } from '@seedshop/locales';
import { slugify } from '@seedshop/urls/slugify';
import { fieldOf } from './field-of';
import { otherDocumentsFilter } from './queries';
import { isUniqueInLanguage } from './unique-in-language';

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Message for a slug value that does not follow the pattern, or `true`. */
export function checkSlugFormat(value: SlugValue | undefined): true | string {
  const current = value?.current;
  if (current === undefined || current === '') return true;
  return slugPattern.test(current)
    ? true
    : 'Use lowercase letters a–z, digits and single hyphens (e.g. first-grow-guide).';
}

export const uniqueSlugQuery = `count(*[_type == $type && language == $language && slug.current == $slug && ${otherDocumentsFilter}]) == 0`;

/** `options.isUnique` of every slug field: unique among documents of the same type and language. */
export async function isUniqueSlugPerLanguage(slug: string, context: SlugValidationContext): Promise<boolean> {
  const { document, getClient } = context;
  if (!document) return true;
  return isUniqueInLanguage(document, getClient, uniqueSlugQuery, { slug });
}

/**
 * `options.slugify` of every slug field: the project's one slugify (`@seedshop/urls/slugify`),
 * in the language of the document being edited (German umlauts → ae/oe/ue, French and Spanish
 * ones lose their dots).
 */
export function slugifyTitle(title: string, _type: unknown, context: { parent?: unknown }): string {
  const language = fieldOf(context.parent, 'language');
  return slugify(title, { locale: isLocale(language) ? language : undefined });
}
