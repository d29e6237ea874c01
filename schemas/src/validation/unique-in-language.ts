/**
 * Runs a uniqueness query for the document being validated: `$type` and `$language` are the
 * document's, `$published`/`$draft` its own ids (left out through `otherDocumentsFilter`), plus
 * the caller's params. The query answers `true` when no other document matches.
 */
import type { SanityDocument, ValidationContext } from 'sanity';
import { validationApiVersion } from './queries';

export async function isUniqueInLanguage(
  document: SanityDocument,
  getClient: ValidationContext['getClient'],
  query: string,
  params: Record<string, string>,
): Promise<boolean> {
  const language = document['language'];
  const id = document._id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '');
  return getClient({ apiVersion: validationApiVersion }).fetch<boolean>(
    query,
    {
      type: document._type,
      language: typeof language === 'string' ? language : null,
      ...params,
      published: id,
      draft: `drafts.${id}`,
    },
    { perspective: 'raw' },
  );
}
