/**
 * Typo correction of one query word against the dictionary of the catalogue's words: the rules,
 * pure. The database proposes near words (Levenshtein distance ≤ 2, with their trigram similarity,
 * see `store/correct-query.ts`); this picks one.
 *
 * - A word that is a word or the start of a word of the catalogue stays as typed (exact and
 *   prefix matches always win over corrections).
 * - Words shorter than 3 characters, and numbers, are never corrected.
 * - Allowed typos, counting a swap of two neighbouring letters as one: 1 in words of 3–4
 *   characters, 2 from 5 characters on.
 * - The fewest typos win, then the higher trigram similarity, then the alphabetically first word.
 */

import { normalizeSearchText } from './search-text';

export const MIN_CORRECTED_LENGTH = 3;

/** Most typos a word of this length may carry and still be corrected. */
export function allowedTypos(word: string): number {
  if (word.length < MIN_CORRECTED_LENGTH || /^[0-9]+$/u.test(word)) return 0;
  return word.length <= 4 ? 1 : 2;
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring characters each count 1 ("lmeon" is one typo away from "lemon").
 */
export function typoDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (__, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    const row = d[i] ?? [];
    const previous = d[i - 1] ?? [];
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (d[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row[j] = best;
    }
  }
  return d[a.length]?.[b.length] ?? 0;
}

export interface NearWord {
  readonly word: string;
  /** pg_trgm similarity of the word and the typed word (0…1). */
  readonly similarity: number;
}

/** The dictionary word meant by a typed word that matches nothing, or null when none is close enough. */
export function pickCorrection(typed: string, candidates: readonly NearWord[]): string | null {
  const limit = allowedTypos(typed);
  if (limit === 0) return null;
  let best: { word: string; distance: number; similarity: number } | null = null;
  for (const { word, similarity } of candidates) {
    const distance = typoDistance(typed, word);
    if (distance === 0 || distance > limit) continue;
    const better =
      best === null ||
      distance < best.distance ||
      (distance === best.distance &&
        (similarity > best.similarity || (similarity === best.similarity && word < best.word)));
    if (better) best = { word, distance, similarity };
  }
  return best?.word ?? null;
}

/**
 * A corrected query as a shopper reads it: each word spelled as in the first of `names` that
 * contains it ("lemon haze" → "Lemon Haze"), other words as they are.
 */
export function displayPhrase(tokens: readonly string[], names: readonly string[]): string {
  const spelled = new Map<string, string>();
  for (const name of names) {
    for (const word of name.split(/\s+/u)) {
      const key = normalizeSearchText(word);
      if (key !== '' && !key.includes(' ') && !spelled.has(key)) spelled.set(key, word);
    }
  }
  return tokens.map((token) => spelled.get(token) ?? token).join(' ');
}
