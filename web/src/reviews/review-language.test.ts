import { describe, expect, it } from 'vitest';
import { filterLanguages, languageName, languageNameAtStart, offersLanguageFilter } from './review-language';

describe('review languages', () => {
  it('names a language in the page’s language, capitalised at the start of a label', () => {
    expect(languageName('de', 'en')).toBe('Englisch');
    expect(languageName('fr', 'de')).toBe('allemand');
    expect(languageName('es', 'en')).toBe('inglés');
    expect(languageName('en', 'fr')).toBe('French');
    expect(languageNameAtStart('fr', 'de')).toBe('Allemand');
    expect(languageNameAtStart('es', 'fr')).toBe('Francés');
    expect(languageNameAtStart('de', 'de')).toBe('Deutsch');
  });

  it('offers the page’s language first, then the others with the most reviews first', () => {
    const counts = [
      { language: 'en', count: 5 },
      { language: 'de', count: 3 },
      { language: 'fr', count: 1 },
    ] as const;
    expect(filterLanguages('fr', counts, null).map((entry) => entry.language)).toEqual(['fr', 'en', 'de']);
    expect(filterLanguages('de', counts, null).map((entry) => entry.language)).toEqual(['de', 'en', 'fr']);
    // A page language without reviews is not offered, unless the URL asks for it.
    expect(filterLanguages('es', counts, null).map((entry) => entry.language)).toEqual(['en', 'de', 'fr']);
    expect(filterLanguages('es', counts, 'es')).toEqual([
      { language: 'es', count: 0 },
      { language: 'en', count: 5 },
      { language: 'de', count: 3 },
      { language: 'fr', count: 1 },
    ]);
  });

  it('offers the filter for reviews in more than one language, or while one is applied', () => {
    expect(offersLanguageFilter([{ language: 'en', count: 4 }], null)).toBe(false);
    expect(offersLanguageFilter([], null)).toBe(false);
    expect(offersLanguageFilter([{ language: 'en', count: 4 }], 'de')).toBe(true);
    expect(
      offersLanguageFilter(
        [
          { language: 'en', count: 4 },
          { language: 'de', count: 1 },
        ],
        null,
      ),
    ).toBe(true);
  });
});
