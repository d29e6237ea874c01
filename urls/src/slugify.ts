/**
 * The one slugify of the project: the Studio's slug fields, the shop's product and category slugs.
 * Letters outside ASCII are transliterated by `@sindresorhus/slugify` (œ → oe, æ → ae, ł → l,
 * ø → o, ß → ss, đ → d, þ → th; accents stripped: é → e, ñ → n, ç → c), never dropped.
 *
 * Umlauts follow the language of the text: German and English write ä, ö, ü as ae, oe, ue (the
 * German spelling without umlauts, which English keeps for German names); French and Spanish
 * strip the dots (Spanish pingüino → pinguino, French capharnaüm → capharnaum). "&" becomes the
 * language's "and"; the library's English-only picture words (♥ → love) are not used.
 */
import slugifyLibrary from '@sindresorhus/slugify';
import type { Locale } from '@seedshop/locales';

/** The longest slug the Studio offers (its slug fields' `maxLength`). */
export const MAX_SLUG_LENGTH = 96;

const and: Readonly<Record<Locale, string>> = { en: 'and', de: 'und', fr: 'et', es: 'y' };

const dotsDropped: readonly [string, string][] = [
  ['ä', 'a'],
  ['Ä', 'A'],
  ['ö', 'o'],
  ['Ö', 'O'],
  ['ü', 'u'],
  ['Ü', 'U'],
];

function replacementsFor(locale: Locale): [string, string][] {
  const umlauts = locale === 'fr' || locale === 'es' ? dotsDropped : [];
  return [['&', ` ${and[locale]} `], ['♥', ' '], ['🦄', ' '], ...umlauts];
}

/** For text with no letter or digit at all: its code points, e.g. "🌿" → `u1f33f`. */
function codePointSlug(text: string): string {
  return [...text]
    .filter((character) => character.trim() !== '')
    .map((character) => `u${(character.codePointAt(0) ?? 0).toString(16)}`)
    .join('-');
}

/** Cuts at the last hyphen that keeps the slug within `max` (or hard at `max` in one long word). */
function cut(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const head = slug.slice(0, max + 1);
  const lastHyphen = head.lastIndexOf('-');
  return (lastHyphen > 0 ? head.slice(0, lastHyphen) : slug.slice(0, max)).replace(/-+$/, '');
}

export interface SlugifyOptions {
  /** The language the text is written in (umlauts, "&"); English when not given. */
  readonly locale?: Locale;
  readonly maxLength?: number;
}

/**
 * A URL slug (`a-z`, `0-9`, single hyphens) for a title or name. Text without any letter or
 * digit (only emoji or symbols) gets its code points instead, so a slug is never empty unless the
 * text is blank.
 */
export function slugify(text: string, { locale = 'en', maxLength = MAX_SLUG_LENGTH }: SlugifyOptions = {}): string {
  const slug = slugifyLibrary(text, { decamelize: false, customReplacements: replacementsFor(locale) });
  return cut(slug === '' ? codePointSlug(text) : slug, maxLength);
}
