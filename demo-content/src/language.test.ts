/**
 * Heuristic language check of the demo copy: the text fields of every document (titles, body
 * spans, notes, alt texts, …; not slugs, hrefs, ids or product names) contain no English stop
 * words in de/fr/es (`not` is left out: German "Not"), and the sentences of every longer document
 * hold a fair share of their own language's stop words.
 */
import { readFileSync } from 'node:fs';
import type { Locale } from '@seedshop/locales';
import { describe, expect, it } from 'vitest';
import { datasetNdjsonPath } from './dataset-path';
import { parseNdjson } from './ndjson';

const copyFields = new Set([
  'title',
  'heading',
  'subheading',
  'text',
  'intro',
  'excerpt',
  'summary',
  'description',
  'note',
  'question',
  'label',
  'footerNote',
  'alt',
  'caption',
  'badge',
  'transcript',
  'role',
  'tags',
]);

/** Strings of the copy fields and Portable Text spans, anywhere in the value. */
function copyOf(value: unknown, field = ''): string[] {
  if (typeof value === 'string') return copyFields.has(field) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => copyOf(item, field));
  if (typeof value !== 'object' || value === null) return [];
  if (Reflect.get(value, '_type') === 'span') return [String(Reflect.get(value, 'text'))];
  return Object.entries(value).flatMap(([key, item]) => (key.startsWith('_') ? [] : copyOf(item, key)));
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}’']+/gu) ?? [];

const english = new Set(
  'the and with your you this that from our are is of for what how when which it to can have we they these those'.split(
    ' ',
  ),
);
const own: Record<Locale, Set<string>> = {
  en: english,
  de: new Set(
    'der die das und mit für ist nicht du ein eine den dem des im zu auf von bei wie oder sich sie es'.split(' '),
  ),
  fr: new Set('le la les et des de du un une pour est pas vous en au aux dans sur par avec ou que qui'.split(' ')),
  es: new Set('el la los las y de del un una para es no con en por que tu se al o más sin'.split(' ')),
};

const documents = parseNdjson(readFileSync(datasetNdjsonPath, 'utf8')).filter(
  (doc): doc is typeof doc & { language: Locale } => ['en', 'de', 'fr', 'es'].includes(String(doc.language)),
);

describe('demo copy language', () => {
  it.each(['de', 'fr', 'es'] as const)('has no English stop words in %s', (language) => {
    const hits = documents
      .filter((doc) => doc.language === language)
      .flatMap((doc) =>
        copyOf(doc).flatMap((text) => (words(text).some((word) => english.has(word)) ? [`${doc._id}: ${text}`] : [])),
      );
    expect(hits).toEqual([]);
  });

  it.each(['en', 'de', 'fr', 'es'] as const)('reads as %s in every longer document', (language) => {
    const off = documents
      .filter((doc) => doc.language === language)
      .flatMap((doc) => {
        // Sentences only: navigation labels and short titles are too short to tell languages apart.
        const all = copyOf(doc)
          .map(words)
          .filter((list) => list.length >= 6)
          .flat();
        if (all.length < 40) return [];
        const share = all.filter((word) => own[language].has(word)).length / all.length;
        return share < 0.12 ? [`${doc._id}: ${(share * 100).toFixed(1)} %`] : [];
      });
    expect(off).toEqual([]);
  });
});
