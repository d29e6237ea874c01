/**
 * French typography, applied by one function instead of by hand: a narrow no-break space (U+202F)
 * before ; ! ?, a no-break space (U+00A0) before : and inside « », and the typographic apostrophe ’.
 * ICU arguments (`{price}`, `{d, date, ::yyyyMMMd}`), tags (`<link>`), URLs and e-mail addresses are
 * left as they are, and so are `?` and `:` that are not punctuation (`?page=2`, `14:00`).
 */

const narrowNoBreak = '\u202f';
const noBreak = '\u00a0';
/** Spaces a hand-written text may have put before a punctuation mark. */
const anySpace = '[ \\u00a0\\u202f\\t]';

/** Stretches the formatter leaves alone: simple ICU arguments, tags, URLs, e-mail addresses. */
const protectedStretch =
  /\{\s*[\w.]*\s*(?:,\s*(?:number|date|time|spellout|ordinal|duration)\s*(?:,[^{}]*)?)?\}|<\/?[\w-]+(?:\s[^<>]*)?\/?>|\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+|mailto:[^\s"'<>]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu;

/** What may follow a punctuation mark for it to be punctuation: a space, the end, a closing mark. */
const after = '(?=$|[\\s\\u00a0\\u202f"”»)\\]}<’,.;:!?…]|\\{)';

function formatText(text: string): string {
  return (
    text
      // l'article → l’article (a straight apostrophe between letters)
      .replace(/(?<=\p{L})'(?=\p{L})/gu, '’')
      // « and » hold a no-break space inside
      .replace(new RegExp(`«${anySpace}*`, 'gu'), `«${noBreak}`)
      .replace(new RegExp(`${anySpace}*»`, 'gu'), `${noBreak}»`)
      // ; ! ? get a narrow no-break space before them, : a no-break space
      .replace(new RegExp(`(?<=[^\\s\\u00a0\\u202f(\\[«;:!?])${anySpace}*([;!?])${after}`, 'gu'), `${narrowNoBreak}$1`)
      .replace(new RegExp(`(?<=[^\\s\\u00a0\\u202f(\\[«;:!?])${anySpace}*:${after}`, 'gu'), `${noBreak}:`)
      // a text that starts with the space before the mark (a fragment such as " : ")
      .replace(new RegExp(`^${anySpace}+([;!?])${after}`, 'u'), `${narrowNoBreak}$1`)
      .replace(new RegExp(`^${anySpace}+:${after}`, 'u'), `${noBreak}:`)
  );
}

/**
 * The French typographic form of a text. Only the stretches between protected parts change; the
 * protected parts are put back unchanged, with a placeholder character in their place meanwhile so
 * that a mark right after `{price}` still gets its space.
 */
export function frenchTypography(text: string): string {
  const kept: string[] = [];
  const masked = text.replace(protectedStretch, (match) => {
    kept.push(match);
    return '\u{F0000}';
  });
  const formatted = formatText(masked);
  let index = 0;
  return formatted.replace(/\u{F0000}/gu, () => kept[index++] ?? '');
}
