/**
 * The termbase (`locales/termbase/termbase.json`): per concept, the preferred term and the banned
 * variants in each language. `bannedVariantsIn` finds banned variants in a text, matching whole
 * words case-insensitively (entries of `bannedExact` case-sensitively; a trailing `*` matches
 * every word that starts with the entry).
 */
import { readFileSync } from 'node:fs';
import type { Locale } from './index';

export interface TermEntry {
  readonly preferred: readonly string[];
  readonly banned: readonly string[];
  readonly bannedExact?: readonly string[];
  readonly note?: string;
}

export interface Term extends Partial<Record<Locale, TermEntry>> {
  readonly id: string;
  readonly concept: string;
}

export interface Termbase {
  readonly notes: Readonly<Record<string, unknown>>;
  readonly terms: readonly Term[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strings(value: unknown, where: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new Error(`termbase: ${where} must be a list of strings`);
  }
  return value.map(String);
}

/** Reads and checks the termbase file (a wrong shape throws, naming the term). */
export function loadTermbase(): Termbase {
  const raw: unknown = JSON.parse(readFileSync(new URL('../termbase/termbase.json', import.meta.url), 'utf8'));
  if (!isRecord(raw) || !Array.isArray(raw.terms)) throw new Error('termbase: no terms list');
  const terms = raw.terms.map((item: unknown, index): Term => {
    if (!isRecord(item) || typeof item.id !== 'string' || typeof item.concept !== 'string') {
      throw new Error(`termbase: term ${index} needs an id and a concept`);
    }
    const term: { id: string; concept: string } & Partial<Record<Locale, TermEntry>> = {
      id: item.id,
      concept: item.concept,
    };
    for (const locale of ['en', 'de', 'fr', 'es'] as const) {
      const entry = item[locale];
      if (entry === undefined) continue;
      if (!isRecord(entry)) throw new Error(`termbase: ${item.id}.${locale} is not an object`);
      term[locale] = {
        preferred: strings(entry.preferred, `${item.id}.${locale}.preferred`),
        banned: strings(entry.banned, `${item.id}.${locale}.banned`),
        bannedExact: strings(entry.bannedExact, `${item.id}.${locale}.bannedExact`),
        ...(typeof entry.note === 'string' ? { note: entry.note } : {}),
      };
    }
    return term;
  });
  return { notes: isRecord(raw.notes) ? raw.notes : {}, terms };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** Apostrophes count as one: a banned « d'envies » also finds « d’envies ». */
function apostrophes(pattern: string): string {
  return pattern.replace(/['’]/gu, "['’]");
}

/** A whole-word pattern for a banned variant (`restaur*`: every word starting with « restaur »). */
export function variantPattern(variant: string, caseSensitive: boolean): RegExp {
  const prefix = variant.endsWith('*');
  const body = apostrophes(escapeRegExp(prefix ? variant.slice(0, -1) : variant)).replace(
    / /gu,
    '[\\s\\u00a0\\u202f]+',
  );
  const end = prefix ? '[\\p{L}\\p{N}]*' : '';
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}${end}(?![\\p{L}\\p{N}])`, caseSensitive ? 'gu' : 'giu');
}

/** The words of a message without ICU argument names, plural heads and tags (`{email}` is no word). */
export function withoutSyntax(text: string): string {
  return text
    .replace(/\{\s*[\w.]+\s*,\s*(?:plural|select|selectordinal)\s*,/gu, '{')
    .replace(/(?:\b(?:zero|one|two|few|many|other)|=\d+)\s*\{/gu, '{')
    .replace(/\{\s*[\w.]*\s*(?:,[^{}]*)?\}/gu, '{}')
    .replace(/<\/?[\w-]+\s*\/?>/gu, ' ');
}

export interface Finding {
  readonly term: string;
  readonly variant: string;
  readonly match: string;
}

/** A compiled checker for one language: the banned variants found in a text. */
export function bannedVariantChecker(termbase: Termbase, locale: Locale): (text: string) => Finding[] {
  const patterns = termbase.terms.flatMap((term) => {
    const entry = term[locale];
    if (entry === undefined) return [];
    return [
      ...entry.banned.map((variant) => ({ term: term.id, variant, pattern: variantPattern(variant, false) })),
      ...(entry.bannedExact ?? []).map((variant) => ({
        term: term.id,
        variant,
        pattern: variantPattern(variant, true),
      })),
    ];
  });
  return (text) => {
    const words = withoutSyntax(text);
    return patterns.flatMap(({ term, variant, pattern }) =>
      [...words.matchAll(pattern)].map((match) => ({ term, variant, match: match[0] })),
    );
  };
}
