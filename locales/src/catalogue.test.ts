import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { locales } from './index';
import { argumentsOf, visibleText } from './translation/catalogues';

function load(locale: string): Record<string, string> {
  const raw: unknown = JSON.parse(readFileSync(new URL(`../${locale}.json`, import.meta.url), 'utf8'));
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error(`${locale}.json is not an object`);
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value !== 'string') throw new Error(`${locale}.json: ${key} is not a string`);
    result[key] = value;
  }
  return result;
}

const source = load('en');

/** Translations that are rightly spelled as in English (checked by a native speaker of each). */
const sameAsEnglish: Readonly<Record<string, readonly string[]>> = {
  fr: ['kit.pagination.page'],
  // "No (3)": the Spanish for "no" is "no".
  es: ['review.helpful.no'],
};

describe('message catalogues', () => {
  it('has English as a non-empty source', () => {
    expect(Object.keys(source).length).toBeGreaterThan(50);
  });

  for (const locale of locales) {
    describe(locale, () => {
      const catalogue = load(locale);

      it('has exactly the keys of en.json', () => {
        expect(Object.keys(catalogue).sort()).toEqual(Object.keys(source).sort());
      });

      it('has valid ICU messages with the same arguments as English', () => {
        for (const [key, message] of Object.entries(catalogue)) {
          const english = source[key];
          if (english === undefined) continue;
          expect(message.trim(), `${locale}:${key} is empty`).not.toBe('');
          const ours = argumentsOf(parse(message));
          const theirs = argumentsOf(parse(english));
          expect([...ours].sort(), `${locale}:${key}`).toEqual([...theirs].sort());
        }
      });

      if (locale !== 'en') {
        it('is translated (no sentence left in English)', () => {
          const untranslated = Object.entries(catalogue).filter(([key, message]) => {
            const english = source[key] ?? '';
            // Short tokens (brand name, "Blog", "Videos") may legitimately be the same word.
            if ((sameAsEnglish[locale] ?? []).includes(key)) return false;
            // A message with no letters outside its placeholders ("{language} ({count, number})") has
            // nothing to translate.
            return message === english && english.split(' ').length > 2 && /\p{L}/u.test(visibleText(parse(english)));
          });
          expect(untranslated.map(([key]) => key)).toEqual([]);
        });
      }
    });
  }
});
