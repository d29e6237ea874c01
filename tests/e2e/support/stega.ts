/**
 * Stega, the invisible edit links Visual Editing puts into draft-mode text: @vercel/stega writes
 * them with these code points (zero-width space, non-joiner and joiner, word joiner, the invisible
 * operators U+2061–U+2063, the byte-order mark, and U+1D173–U+1D17A in its older encoding), always
 * four or more in a row; its own detector (VERCEL_STEGA_REGEX) looks for such a run. A lone joiner,
 * as inside an emoji sequence, is not stega.
 */
const codePoints = [0x200b, 0x200c, 0x200d, 0x2060, 0x2061, 0x2062, 0x2063, 0xfeff];
for (let code = 0x1d173; code <= 0x1d17a; code += 1) codePoints.push(code);
const alphabet = codePoints.map((code) => `\\u{${code.toString(16)}}`).join('');
const run = `[${alphabet}]{4,}`;

export const STEGA = new RegExp(run, 'u');

/** Each run of stega characters in `text`, for a failure message that shows where they are. */
export function stegaRuns(text: string): string[] {
  const all = new RegExp(run, 'gu');
  return [...text.matchAll(all)].map((match) => {
    const start = match.index;
    return JSON.stringify(text.slice(Math.max(0, start - 60), start));
  });
}
