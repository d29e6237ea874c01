/**
 * Translators' tools for the UI catalogues (run from the repository root):
 *   pnpm i18n:status [--strict]        missing, empty and identical-to-English strings per language
 *   pnpm i18n:export <lang> [file]     XLIFF 2.0 for a CAT tool (default file: seedshop-ui.<lang>.xlf)
 *   pnpm i18n:import <file>            a translated XLIFF back into <lang>.json (refused if any ICU breaks)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isLocale } from '../index';
import { cataloguesFolder, readCatalogue, updateCatalogue } from './catalogues';
import { formatStatus, readSameAsEnglish, translationStatus } from './status';
import { XliffImportError, exportXliff, importXliff } from './xliff';

/** pnpm runs root scripts in the root; a file name is the caller's, relative to where they typed it. */
const callerFolder = process.env.INIT_CWD ?? process.cwd();
/** The catalogues' folder: `locales/`, or SEEDSHOP_LOCALES_DIR (to try an import on a copy first). */
const folder = process.env.SEEDSHOP_LOCALES_DIR ?? cataloguesFolder;
const [command, ...args] = process.argv.slice(2);

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

if (command === 'status') {
  const statuses = translationStatus(folder, readSameAsEnglish());
  process.stdout.write(formatStatus(statuses, readCatalogue(folder, 'en')));
  const open = statuses.some(
    (status) => status.missing.length + status.empty.length + status.identical.length + status.extra.length > 0,
  );
  if (args.includes('--strict') && open) process.exit(1);
} else if (command === 'export') {
  const [locale, file] = args;
  if (!isLocale(locale) || locale === 'en') fail('usage: pnpm i18n:export <de|fr|es> [file]');
  const target = path.resolve(callerFolder, file ?? `seedshop-ui.${locale}.xlf`);
  writeFileSync(target, exportXliff(readCatalogue(folder, 'en'), readCatalogue(folder, locale), locale));
  process.stdout.write(`wrote ${target}\n`);
} else if (command === 'import') {
  const [file] = args;
  if (!file) fail('usage: pnpm i18n:import <file>');
  const english = readCatalogue(folder, 'en');
  try {
    const { locale, messages } = importXliff(readFileSync(path.resolve(callerFolder, file), 'utf8'), english);
    const current = readCatalogue(folder, locale);
    const changes = new Map([...messages].filter(([key, message]) => current[key] !== message));
    if (changes.size > 0) updateCatalogue(folder, locale, changes, Object.keys(english));
    process.stdout.write(`${locale}.json: ${changes.size} of ${messages.size} translated messages changed\n`);
    for (const key of changes.keys()) process.stdout.write(`  ${key}\n`);
  } catch (error) {
    if (error instanceof XliffImportError) fail(error.message);
    throw error;
  }
} else {
  fail('usage: pnpm i18n:status [--strict] | pnpm i18n:export <lang> [file] | pnpm i18n:import <file>');
}
