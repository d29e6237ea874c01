/** Words an adult reads per minute, the usual basis of "n min read". */
export const WORDS_PER_MINUTE = 200;

/**
 * Whole minutes to read a text of `wordCount` words (the query counts the words of
 * `pt::text(body)`); at least one minute, so a short post never reads "0 min".
 */
export function readingMinutes(wordCount: number | null | undefined): number {
  if (wordCount === null || wordCount === undefined || !Number.isFinite(wordCount) || wordCount <= 0) return 1;
  return Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE));
}
