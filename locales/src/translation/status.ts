import { readFileSync } from 'node:fs';
import { locales } from '../index';
import { parseMessage, readCatalogue, visibleText } from './catalogues';

export interface LanguageStatus {
  readonly locale: string;
  /** Keys of en.json the language lacks. */
  readonly missing: string[];
  /** Keys whose translation is empty or only whitespace. */
  readonly empty: string[];
  /** Keys translated exactly as in English, less the allow-list and messages with no words. */
  readonly identical: string[];
  /** Keys the language has and English does not (left over after a key was removed). */
  readonly extra: string[];
}

export type SameAsEnglish = Readonly<Record<string, readonly string[]>>;

export function readSameAsEnglish(
  file: string | URL = new URL('./same-as-english.json', import.meta.url),
): SameAsEnglish {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const result: Record<string, string[]> = {};
  for (const [language, values] of Object.entries(raw)) {
    if (language.startsWith('$')) continue;
    if (!Array.isArray(values) || !values.every((value) => typeof value === 'string')) {
      throw new Error(`same-as-english.json: "${language}" must be a list of strings`);
    }
    result[language] = values as string[];
  }
  return result;
}

/** Whether a message has letters a translator could change (not just placeholders, digits and signs). */
function hasWords(message: string): boolean {
  try {
    return /\p{L}/u.test(visibleText(parseMessage(message)));
  } catch {
    return true;
  }
}

export function translationStatus(
  folder: string,
  allowed: SameAsEnglish,
  languages: readonly string[] = locales.filter((locale) => locale !== 'en'),
): LanguageStatus[] {
  const english = readCatalogue(folder, 'en');
  return languages.map((locale) => {
    const catalogue = readCatalogue(folder, locale);
    const allowedHere = new Set([...(allowed['*'] ?? []), ...(allowed[locale] ?? [])]);
    const status: LanguageStatus = { locale, missing: [], empty: [], identical: [], extra: [] };
    for (const [key, source] of Object.entries(english)) {
      const translation = catalogue[key];
      if (translation === undefined) status.missing.push(key);
      else if (translation.trim() === '') status.empty.push(key);
      else if (translation === source && !allowedHere.has(source) && hasWords(source)) status.identical.push(key);
    }
    for (const key of Object.keys(catalogue)) if (!(key in english)) status.extra.push(key);
    return status;
  });
}

export function formatStatus(statuses: readonly LanguageStatus[], english: Readonly<Record<string, string>>): string {
  const lines: string[] = [];
  const total = Object.keys(english).length;
  for (const status of statuses) {
    const open = status.missing.length + status.empty.length + status.identical.length;
    lines.push(
      `${status.locale}: ${total - open} of ${total} translated — ${status.missing.length} missing, ${status.empty.length} empty, ${status.identical.length} identical to English, ${status.extra.length} not in English`,
    );
    const sections: [string, string[]][] = [
      ['missing', status.missing],
      ['empty', status.empty],
      ['identical to English', status.identical],
      ['not in English', status.extra],
    ];
    for (const [label, keys] of sections) {
      for (const key of keys)
        lines.push(`  ${label}: ${key}${english[key] === undefined ? '' : `  "${english[key]}"`}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
