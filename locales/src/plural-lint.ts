/**
 * Counts go through plural selection. A number that stands next to a word outside a
 * `{n, plural, …}` makes « 1 étoiles » or « Solo quedan 1 » for some value, so the lint reports
 *  - a `{x, number}` argument, or a count argument (`{count}`, `${stock}` …), directly followed or
 *    preceded by a word that may agree with it (anything but the language's invariant words:
 *    prepositions, conjunctions, units, invariable adverbs).
 * Text inside a plural or select option is not checked: there the words follow the selection.
 */

import type { Locale } from './index';

/** Argument names that hold a count of things (`{count}`, `${stock}` in a TypeScript template). */
export const countNames = new Set([
  'count',
  'stock',
  'quantity',
  'seeds',
  'rating',
  'average',
  'packSize',
  'lines',
  'perLine',
  'items',
  'total',
]);

/**
 * Numbers that are not counts of the word beside them: positions and labels (« Page 3 », « Rang 2 »),
 * a percentage, and the bounds of a rule or range (`min`, `max`: the shop's limits are 2 or more,
 * and a range « 56–63 jours » is plural whatever its ends).
 */
const notCounts = new Set(['page', 'pageCount', 'index', 'rank', 'number', 'share', 'value', 'limit', 'min', 'max']);

/**
 * Words that never change with the number beside them. A word missing here is a finding, so
 * adding one is a decision that the word is invariable in that language.
 */
const invariantWords: Readonly<Record<Locale, ReadonlySet<string>>> = {
  en: new Set([
    'of',
    'to',
    'and',
    'or',
    'per',
    'at',
    'most',
    'least',
    'up',
    'only',
    'left',
    'in',
    'from',
    'for',
    'out',
    'with',
    'cm',
    'g',
    'kg',
    'mm',
    'm',
    'x',
    'by',
    'between',
    'than',
    'on',
  ]),
  // German nouns with one form for singular and plural are invariant too.
  de: new Set([
    'samen',
    'zeichen',
    'artikel',
    'zeigen',
    'vergrößern',
    'von',
    'bis',
    'und',
    'oder',
    'pro',
    'je',
    'mindestens',
    'höchstens',
    'noch',
    'nur',
    'vorrätig',
    'aus',
    'mit',
    'in',
    'ab',
    'zu',
    'cm',
    'g',
    'kg',
    'mm',
    'm',
    'x',
    'für',
    'zwischen',
    'als',
    'auf',
    'im',
  ]),
  fr: new Set([
    'jusqu’à',
    'sur',
    'à',
    'et',
    'ou',
    'par',
    'de',
    'au',
    'moins',
    'plus',
    'que',
    'en',
    'stock',
    'entre',
    'pour',
    'cm',
    'g',
    'kg',
    'mm',
    'm',
    'x',
    'dans',
    'avec',
    'des',
  ]),
  es: new Set([
    'añadir',
    'de',
    'a',
    'y',
    'o',
    'por',
    'al',
    'menos',
    'más',
    'como',
    'mucho',
    'entre',
    'en',
    'para',
    'con',
    'cm',
    'g',
    'kg',
    'mm',
    'm',
    'x',
    'hasta',
    'que',
  ]),
};

export interface PluralFinding {
  readonly argument: string;
  readonly word: string;
}

/** Replaces the options of every plural/select with a neutral mark, so only the outer text is checked. */
function outerText(text: string): string {
  let result = '';
  let depth = 0;
  let skipping = 0;
  for (let i = 0; i < text.length; i++) {
    const rest = text.slice(i);
    const head = /^\{\s*[\w.]+\s*,\s*(?:plural|select|selectordinal)\s*,/u.exec(rest);
    if (head && skipping === 0) {
      skipping = depth + 1;
      depth++;
      result += ' {#} ';
      i += head[0].length - 1;
      continue;
    }
    const char = text[i];
    if (char === '{') depth++;
    if (char === '}') {
      depth--;
      if (skipping > 0 && depth < skipping) {
        skipping = 0;
        continue;
      }
    }
    if (skipping === 0) result += char;
  }
  return result;
}

const word = "\\p{L}[\\p{L}\\p{M}’'-]*";
const space = '[\\s\\u00a0\\u202f]+';

/** Numbers outside plural selection that stand next to a word that may agree with them. */
export function pluralFindings(text: string, locale: Locale): PluralFinding[] {
  const outer = outerText(text);
  const findings: PluralFinding[] = [];
  const argument = /\{\s*([\w.]+)\s*(,\s*number\b[^{}]*)?\}/gu;
  for (const match of outer.matchAll(argument)) {
    const name = match[1] ?? '';
    const isNumber = match[2] !== undefined;
    const base = name.split('.').pop() ?? '';
    if (notCounts.has(base) || (!isNumber && !countNames.has(base))) continue;
    const start = match.index;
    const end = start + match[0].length;
    const after = new RegExp(`^${space}(${word})`, 'u').exec(outer.slice(end))?.[1];
    const before = new RegExp(`(${word})${space}$`, 'u').exec(outer.slice(0, start))?.[1];
    for (const neighbour of [after, before]) {
      if (neighbour !== undefined && !invariantWords[locale].has(neighbour.toLowerCase())) {
        findings.push({ argument: name, word: neighbour });
      }
    }
  }
  return findings;
}
