/**
 * Calendar dates as each language writes them. Intl gives « 1 octobre 2026 »; French writes the
 * first day of a month as an ordinal, « 1er octobre 2026 » (only when the month is a word: the
 * numeric « 01/10/2026 » stays as it is).
 */

/** Joins the parts of a formatted date (or range), adding the French « er » to day 1. */
export function joinDateParts(
  parts: readonly { readonly type: string; readonly value: string }[],
  tag: string,
): string {
  const french = tag.toLowerCase().startsWith('fr');
  const monthInWords = parts.some((part) => part.type === 'month' && /\p{L}/u.test(part.value));
  return parts
    .map((part) => (french && monthInWords && part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}

/** A date formatted for a BCP 47 tag with `Intl.DateTimeFormat` options, French ordinal included. */
export function formatCalendarDate(date: Date | number, tag: string, options: Intl.DateTimeFormatOptions): string {
  return joinDateParts(new Intl.DateTimeFormat(tag, options).formatToParts(date), tag);
}

/** A period (« 1er–31 mars 2026 »): the locale shortens what both ends share. */
export function formatCalendarRange(
  start: Date | number,
  end: Date | number,
  tag: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return joinDateParts(new Intl.DateTimeFormat(tag, options).formatRangeToParts(start, end), tag);
}
