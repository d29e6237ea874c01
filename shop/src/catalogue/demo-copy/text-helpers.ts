/** Small grammar helpers shared by the per-language templates. */
import { localeTag, type Locale } from '@seedshop/locales';
import type { Genotype } from '../catalogue-model';

const listFormats = new Map<Locale, Intl.ListFormat>();

/**
 * "a, b, and c" as the language writes a list (Intl.ListFormat with the shop's locale tag, the same
 * lists the storefront's attribute table shows): Spanish turns "y" into "e" before an i sound.
 */
export function joinList(locale: Locale, items: readonly string[]): string {
  let format = listFormats.get(locale);
  if (format === undefined) {
    format = new Intl.ListFormat(localeTag(locale), { style: 'long', type: 'conjunction' });
    listFormats.set(locale, format);
  }
  return format.format(items);
}

/** Decimal comma and a non-breaking space before % outside English. */
export function formatPercent(locale: Locale, value: number): string {
  const digits = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return locale === 'en' ? `${digits}%` : `${digits.replace('.', ',')}\u00a0%`;
}

/** Labels sit mid-sentence; German nouns keep their capital letter. */
export function inSentence(locale: Locale, label: string): string {
  return locale === 'de' ? label : label.toLowerCase();
}

/** French elides "de" before a vowel or mute h, with the typographic apostrophe: "d’agrumes", "d’OG Kush". */
export function frDe(word: string): string {
  return /^[aeiouhéèêàâîôûAEIOUHÉ]/.test(word) ? `d’${word}` : `de ${word}`;
}

export function frLe(word: string): string {
  return /^[aeiouhéèêàâîôûAEIOUHÉ]/.test(word) ? `l’${word}` : `le ${word}`;
}

/** Ends a sentence after a name that may already end in a full stop ("Humboldt Seed Co."). */
export function stop(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

export type Dominance = 'indica' | 'sativa' | 'balanced';

/** Ten points of difference is what shops usually call "dominant". */
export function dominanceOf(genotype: Genotype): Dominance {
  if (genotype.indica - genotype.sativa >= 10) return 'indica';
  if (genotype.sativa - genotype.indica >= 10) return 'sativa';
  return 'balanced';
}
