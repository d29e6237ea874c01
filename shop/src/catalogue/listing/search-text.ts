/**
 * Search normalisation, used for the stored search documents and for every query, so both sides
 * always agree: lower case, accents folded (féminisée → feminisee, ß → ss), everything that is
 * not a letter or digit becomes a space. Done in JS only — the database compares plain ASCII.
 */

const folded: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', þ: 'th' };

export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæœøłđþ]/gu, (char) => folded[char] ?? char)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/gu, ' ')
    .trim();
}

export const MAX_SEARCH_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;

/** The words of a query, normalised; at most eight, each at most 40 characters. */
export function searchTokens(query: string): string[] {
  const words = normalizeSearchText(query)
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => word.slice(0, MAX_TOKEN_LENGTH));
  return [...new Set(words)].slice(0, MAX_SEARCH_TOKENS);
}

/**
 * A `to_tsquery('simple', …)` text: every word must match as a word prefix, so results appear
 * while the visitor is still typing and "feminisee" finds "féminisées". Tokens are [a-z0-9]+, so
 * nothing needs quoting.
 */
export function prefixTsQuery(tokens: readonly string[]): string {
  return tokens.map((token) => `${token}:*`).join(' & ');
}
