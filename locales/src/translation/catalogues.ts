import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** The folder of en.json, de.json, fr.json and es.json. */
export const cataloguesFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Catalogue = Record<string, string>;

/** Reads `<locale>.json`; a missing file is an empty catalogue, anything but a map of strings an error. */
export function readCatalogue(folder: string, locale: string): Catalogue {
  let text: string;
  try {
    text = readFileSync(path.join(folder, `${locale}.json`), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const raw: unknown = JSON.parse(text);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error(`${locale}.json is not an object`);
  const catalogue: Catalogue = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value !== 'string') throw new Error(`${locale}.json: ${key} is not a string`);
    catalogue[key] = value;
  }
  return catalogue;
}

/**
 * Sets `changes` in `<locale>.json`, read right before writing so that keys others added meanwhile
 * stay. Keys keep their order; a key the file lacks goes right after the key that precedes it in
 * English. The file is replaced in one rename, so a reader never sees half of it.
 */
export function updateCatalogue(
  folder: string,
  locale: string,
  changes: ReadonlyMap<string, string>,
  englishOrder: readonly string[],
): void {
  const current = readCatalogue(folder, locale);
  const keys = Object.keys(current);
  for (const key of changes.keys()) {
    if (key in current) continue;
    const index = englishOrder.indexOf(key);
    let insertAt = 0;
    for (let before = index - 1; before >= 0; before -= 1) {
      const found = keys.indexOf(englishOrder[before] ?? '');
      if (found !== -1) {
        insertAt = found + 1;
        break;
      }
    }
    keys.splice(insertAt, 0, key);
  }
  const next: Catalogue = {};
  for (const key of keys) next[key] = changes.get(key) ?? current[key] ?? '';
  const file = path.join(folder, `${locale}.json`);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(next, null, 2)}\n`);
  renameSync(temporary, file);
}

/** Names of the arguments a message uses ({name}, {count, plural, …}, <tag>…</tag>). */
export function argumentsOf(elements: readonly MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (
      element.type === TYPE.argument ||
      element.type === TYPE.number ||
      element.type === TYPE.date ||
      element.type === TYPE.time
    ) {
      found.add(element.value);
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      found.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    } else if (element.type === TYPE.tag) {
      found.add(`<${element.value}>`);
      argumentsOf(element.children, found);
    }
  }
  return found;
}

/** The message's text a reader sees, without placeholders and ICU syntax (for "is there anything to translate"). */
export function visibleText(elements: readonly MessageFormatElement[]): string {
  let text = '';
  for (const element of elements) {
    if (element.type === TYPE.literal) text += element.value;
    else if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) text += ` ${visibleText(option.value)}`;
    } else if (element.type === TYPE.tag) text += visibleText(element.children);
  }
  return text;
}

export { parse as parseMessage };
