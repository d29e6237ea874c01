import { locales, mapLocales, type Locale } from '@seedshop/locales';
import { contentAlternates, type ContentTranslation } from '@/content/content-paths';
import type { Alternates } from '@/routing/paths';

/** A content page in the languages it exists in (slugs differ per language). */
export type FoundAlternates = Partial<Record<Locale, string>>;

/**
 * What a content resolver reports for a page: `existing` are the real language versions (they feed
 * hreflang, canonical and the sitemap); `switcher` has a target for every language, because the
 * language switcher must always lead somewhere — a language without a version gets `fallback`
 * (the section's list page or the home page), never a URL that would answer 404.
 */
export interface ContentAlternates {
  readonly existing: FoundAlternates;
  readonly switcher: Alternates;
}

export function withFallback(existing: FoundAlternates, fallback: (locale: Locale) => string): ContentAlternates {
  return { existing, switcher: mapLocales((locale) => existing[locale] ?? fallback(locale)) };
}

/**
 * The alternates of a document from its translations (`translationsFields`). The current page is
 * always one of them, even when translation metadata is missing (a document not yet linked).
 */
export function documentAlternates(
  locale: Locale,
  currentPath: string,
  translations: readonly (ContentTranslation | null)[] | null | undefined,
  fallback: (locale: Locale) => string,
): ContentAlternates {
  return withFallback({ ...contentAlternates(translations), [locale]: currentPath }, fallback);
}

/** Languages in which the page exists, in the site's order. */
export function existingLocales(existing: FoundAlternates): Locale[] {
  return locales.filter((locale) => existing[locale] !== undefined);
}
