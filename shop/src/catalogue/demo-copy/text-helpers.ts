/** Small grammar helpers shared by the per-language templates. */
import type { Locale } from '@seedshop/locales';
import type { Genotype } from '../catalogue-model';

const conjunction: Record<Locale, string> = { en: 'and', de: 'und', fr: 'et', es: 'y' };

/** "a, b and c" — no Oxford comma, as in the shop's English copy. */
export function joinList(locale: Locale, items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction[locale]} ${items.slice(-1).join('')}`;
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

/** French elides "de" before a vowel or mute h: "d'agrumes", "d'OG Kush". */
export function frDe(word: string): string {
  return /^[aeiouhéèêàâîôûAEIOUHÉ]/.test(word) ? `d'${word}` : `de ${word}`;
}

export function frLe(word: string): string {
  return /^[aeiouhéèêàâîôûAEIOUHÉ]/.test(word) ? `l'${word}` : `le ${word}`;
}

export type Dominance = 'indica' | 'sativa' | 'balanced';

/** Ten points of difference is what shops usually call "dominant". */
export function dominanceOf(genotype: Genotype): Dominance {
  if (genotype.indica - genotype.sativa >= 10) return 'indica';
  if (genotype.sativa - genotype.indica >= 10) return 'sativa';
  return 'balanced';
}
