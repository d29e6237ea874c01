/** Reference pickers offer only documents in the language of the document being edited. */
import type { ReferenceFilterResolver } from 'sanity';

export const sameLanguageFilter: ReferenceFilterResolver = ({ document }) => ({
  filter: 'language == $language',
  params: { language: document['language'] ?? 'en' },
});
