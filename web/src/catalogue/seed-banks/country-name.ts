const names = new Map<string, Intl.DisplayNames>();

/** A country's name in the page's language ("NL" → "Niederlande"); the code when unknown. */
export function countryName(tag: string, code: string): string {
  let displayNames = names.get(tag);
  if (displayNames === undefined) {
    displayNames = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
    names.set(tag, displayNames);
  }
  try {
    return displayNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
