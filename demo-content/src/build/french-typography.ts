/**
 * French documents are typeset by the shop's one formatter (`frenchTypography`: narrow no-break
 * space before ; ! ?, no-break space before : and inside « », apostrophe ’), so the authoring
 * files stay plain to type and the dataset always carries French typography. Identifiers (slugs,
 * hrefs, query strings, styles, marks, keys) are left as they are.
 */
import { frenchTypography } from '@seedshop/locales/typography';
import type { SanityDocument } from '../sanity-types';

const identifierKeys = new Set([
  'slug',
  'current',
  'href',
  'url',
  'style',
  'marks',
  'listItem',
  'language',
  'category',
  'query',
  'productId',
  'provider',
  'videoId',
]);

function typeset(value: unknown): unknown {
  if (typeof value === 'string') return frenchTypography(value);
  if (Array.isArray(value)) return value.map(typeset);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key.startsWith('_') || identifierKeys.has(key) ? inner : typeset(inner),
    ]),
  );
}

/** The document with French typography in every text field when it is a French document. */
export function withFrenchTypography(document: SanityDocument): SanityDocument {
  return document.language === 'fr' ? (typeset(document) as SanityDocument) : document;
}
