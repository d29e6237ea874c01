/**
 * A promotion has one pricing rule for all languages: each translation references the same
 * `priceRule`. The translations are the documents its `translation.metadata` links; the check
 * names the languages whose promotion references another rule (or none while this one has one).
 */
import type { SanityDocument, ValidationContext } from 'sanity';
import { fieldOf } from './field-of';
import { validationApiVersion } from './queries';

const translationsQuery = `*[
  _type == "promotion" && _id != $published &&
  _id in *[_type == "translation.metadata" && $published in translations[].value._ref][0].translations[].value._ref
]{language, "rule": priceRule._ref}`;

interface Translation {
  readonly language?: string | null;
  readonly rule?: string | null;
}

export async function sameRuleInTranslations(
  value: unknown,
  document: SanityDocument | undefined,
  getClient: ValidationContext['getClient'],
): Promise<true | string> {
  if (document === undefined) return true;
  const rule = fieldOf(value, '_ref');
  const published = document._id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '');
  const translations = await getClient({ apiVersion: validationApiVersion }).fetch<Translation[]>(
    translationsQuery,
    { published },
    { perspective: 'raw' },
  );
  const differing = translations
    .filter((translation) => (translation.rule ?? undefined) !== (typeof rule === 'string' ? rule : undefined))
    .map((translation) => translation.language ?? '?')
    .sort();
  return differing.length === 0
    ? true
    : `The ${differing.join(', ')} translation uses another pricing rule: pick the same rule in every language.`;
}
