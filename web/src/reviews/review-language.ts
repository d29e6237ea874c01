import { localeTag, type Locale } from '@seedshop/locales';

export interface ReviewLanguageCount {
  readonly language: Locale;
  readonly count: number;
}

/**
 * A review language named in the page's language, as it reads inside a sentence ("German",
 * "Englisch", "allemand", "inglés"): the platform's CLDR names, no catalogue of our own.
 */
export function languageName(page: Locale, language: Locale): string {
  return new Intl.DisplayNames([localeTag(page)], { type: 'language', fallback: 'code' }).of(language) ?? language;
}

/** The same name at the start of a label ("Allemand", "Inglés"). */
export function languageNameAtStart(page: Locale, language: Locale): string {
  const name = languageName(page, language);
  return name.charAt(0).toLocaleUpperCase(localeTag(page)) + name.slice(1);
}

/**
 * The languages of the filter: the page's language first (a shopper looks for their own), then
 * the others, most reviews first. The applied filter stays a choice even when no review has its
 * language, so the select shows what the URL asks for.
 */
export function filterLanguages(
  page: Locale,
  counts: readonly ReviewLanguageCount[],
  applied: Locale | null,
): ReviewLanguageCount[] {
  const present =
    applied === null || counts.some((entry) => entry.language === applied)
      ? [...counts]
      : [...counts, { language: applied, count: 0 }];
  return present.sort((a, b) => Number(b.language === page) - Number(a.language === page) || b.count - a.count);
}

/** The filter is offered once the reviews are in more than one language, or while one is applied. */
export function offersLanguageFilter(counts: readonly ReviewLanguageCount[], applied: Locale | null): boolean {
  return applied !== null || counts.filter((entry) => entry.count > 0).length > 1;
}
