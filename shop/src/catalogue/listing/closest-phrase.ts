/**
 * "Did you mean": the words of a known name that come closest to a mistyped query, by trigram
 * similarity like pg_trgm's (each word padded, |shared| / |all| trigrams). The database finds the
 * candidate names; this picks the exact phrase, so "amnezia" becomes "Amnesia", not the whole
 * "Northern Amnesia Auto".
 */
import { normalizeSearchText } from './search-text';

function trigrams(text: string): Set<string> {
  const result = new Set<string>();
  for (const word of normalizeSearchText(text).split(' ')) {
    if (word === '') continue;
    const padded = `  ${word} `;
    for (let index = 0; index + 3 <= padded.length; index += 1) result.add(padded.slice(index, index + 3));
  }
  return result;
}

export function trigramSimilarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const trigram of left) if (right.has(trigram)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** Minimum similarity for a suggestion; below it the names are merely related. */
export const MIN_SUGGESTION_SIMILARITY = 0.3;

/**
 * The run of consecutive words (as many as the query has) of any phrase that is most similar to
 * the query; null when none reaches the minimum or it already equals the query.
 */
export function closestPhrase(query: string, phrases: readonly string[]): string | null {
  const wanted = normalizeSearchText(query);
  const length = Math.max(1, wanted.split(' ').length);
  let best: { text: string; score: number } | null = null;
  for (const phrase of phrases) {
    const words = phrase.split(/\s+/u).filter((word) => word !== '');
    for (let start = 0; start + length <= words.length; start += 1) {
      const text = words.slice(start, start + length).join(' ');
      const score = trigramSimilarity(wanted, text);
      if (best === null || score > best.score) best = { text, score };
    }
  }
  if (best === null || best.score < MIN_SUGGESTION_SIMILARITY) return null;
  return normalizeSearchText(best.text) === wanted ? null : best.text;
}
