/**
 * An array of references that must point at distinct documents in the language of the document
 * that holds it (site settings linking the top lists of their language). The languages are read
 * through the validation client, published and draft alike.
 */
import type { ValidationContext } from 'sanity';
import { fieldOf } from './field-of';
import { validationApiVersion } from './queries';

const refOf = (item: unknown): string | null => {
  const ref = fieldOf(item, '_ref');
  return typeof ref === 'string' ? ref : null;
};

export const referencedLanguagesQuery = `*[_id in $ids || _id in $drafts]{_id, title, language}`;

interface Referenced {
  readonly _id: string;
  readonly title: unknown;
  readonly language: unknown;
}

export async function sameLanguageReferences(
  items: unknown[] | undefined,
  context: ValidationContext,
): Promise<true | string> {
  const ids = (items ?? []).map(refOf).filter((id) => id !== null);
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate !== undefined) return 'A list is chosen twice: keep each one once.';
  const language = fieldOf(context.document, 'language');
  if (ids.length === 0 || typeof language !== 'string') return true;
  const found = await context.getClient({ apiVersion: validationApiVersion }).fetch<Referenced[]>(
    referencedLanguagesQuery,
    { ids, drafts: ids.map((id) => `drafts.${id}`) },
    {
      perspective: 'raw',
    },
  );
  const other = found.find((document) => document.language !== language);
  if (other === undefined) return true;
  const title = typeof other.title === 'string' ? `“${other.title}”` : other._id.replace(/^drafts\./, '');
  return `${title} is in ${String(other.language)}: choose the lists of this language (${language}).`;
}
