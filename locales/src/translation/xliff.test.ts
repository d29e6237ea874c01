import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cataloguesFolder, readCatalogue, updateCatalogue } from './catalogues';
import { formatStatus, readSameAsEnglish, translationStatus } from './status';
import { XliffImportError, exportXliff, importXliff } from './xliff';

let folder: string;

beforeEach(() => {
  // The real catalogues change while other people work on them: the tests use a copy.
  folder = mkdtempSync(path.join(tmpdir(), 'seedshop-locales-'));
  for (const locale of ['en', 'de', 'fr', 'es'])
    copyFileSync(path.join(cataloguesFolder, `${locale}.json`), path.join(folder, `${locale}.json`));
});

afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** Runs what `pnpm i18n:import` does on the copy. */
function importInto(xml: string): void {
  const english = readCatalogue(folder, 'en');
  const { locale, messages } = importXliff(xml, english);
  const current = readCatalogue(folder, locale);
  updateCatalogue(
    folder,
    locale,
    new Map([...messages].filter(([key, message]) => current[key] !== message)),
    Object.keys(english),
  );
}

function lineNumberOf(text: string, needle: string): number {
  return text.slice(0, text.indexOf(needle)).split('\n').length;
}

// Whole-catalogue tests parse a few thousand ICU messages: room for a busy machine.
describe('XLIFF 2.0 export and import', { timeout: 30_000 }, () => {
  it('round-trips: one German string changed in the file changes only that string in de.json, key order kept', () => {
    const english = readCatalogue(folder, 'en');
    const before = readFileSync(path.join(folder, 'de.json'), 'utf8');
    const german = readCatalogue(folder, 'de');
    const xml = exportXliff(english, german, 'de');
    const old = german['a11y.skipToContent'];
    expect(old).toBeTruthy();
    const changed = xml.replace(`<target>${old}</target>`, '<target>Direkt zum Inhalt</target>');
    expect(changed).not.toBe(xml);

    importInto(changed);

    const after = readFileSync(path.join(folder, 'de.json'), 'utf8');
    const result = readCatalogue(folder, 'de');
    expect(result['a11y.skipToContent']).toBe('Direkt zum Inhalt');
    expect(Object.keys(result)).toEqual(Object.keys(german));
    expect({ ...result, 'a11y.skipToContent': old }).toEqual(german);
    // Byte for byte the same file apart from that one line.
    expect(
      after.replace('"a11y.skipToContent": "Direkt zum Inhalt"', `"a11y.skipToContent": ${JSON.stringify(old)}`),
    ).toBe(before);
  });

  it('gives every catalogue back unchanged from an untouched export (all four languages, every ICU form)', () => {
    const english = readCatalogue(folder, 'en');
    for (const locale of ['de', 'fr', 'es'] as const) {
      const catalogue = readCatalogue(folder, locale);
      const { messages } = importXliff(exportXliff(english, catalogue, locale), english);
      expect(Object.fromEntries(messages)).toEqual(
        Object.fromEntries(Object.entries(catalogue).filter(([, message]) => message !== '')),
      );
    }
  });

  it('keeps ICU syntax out of the translatable text: plural keywords and arguments are inline codes', () => {
    const xml = exportXliff(
      { 'x.items': 'You have {count, plural, one {# item} other {# items}} in <b>{name}</b>' },
      { 'x.items': 'Du hast {count, plural, one {# Artikel} other {# Artikel}} in <b>{name}</b>' },
      'de',
    );
    const target = /<target>(.*)<\/target>/.exec(xml)?.[1] ?? '';
    const prose = target.replace(/<ph [^>]*\/>/g, '|').replace(/<\/?pc[^>]*>/g, '|');
    expect(prose).toBe('Du hast || Artikel|| Artikel| in |||');
    expect(xml).toContain('<data id="d1">{count, plural, one {</data>');
    expect(xml).toContain('<pc id="6" dataRefStart="d5" dataRefEnd="d6" dispStart="&lt;b&gt;" dispEnd="&lt;/b&gt;">');
    expect(xml).toContain(
      'xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en-US" trgLang="de-DE"',
    );
  });

  it('refuses a file whose target breaks a {count, plural, …} message and names the unit and line', () => {
    const english = readCatalogue(folder, 'en');
    const german = readCatalogue(folder, 'de');
    const xml = exportXliff(english, german, 'de');
    const unit = Object.keys(english).find((key) => english[key]?.includes('{count, plural,')) ?? '';
    expect(unit).not.toBe('');
    // A translator typed the plural by hand and lost its closing brace.
    const start = xml.indexOf('<target>', xml.indexOf(`<unit id="${unit}">`));
    const end = xml.indexOf('</target>', start);
    const broken = `${xml.slice(0, start)}<target>{count, plural, one {# Ding} other {# Dinge}</target>${xml.slice(end + '</target>'.length)}`;
    const line = lineNumberOf(broken, `<target>{count, plural, one {# Ding}`);
    const before = readFileSync(path.join(folder, 'de.json'), 'utf8');

    expect(() => importInto(broken)).toThrow(XliffImportError);
    try {
      importXliff(broken, english);
    } catch (error) {
      expect((error as Error).message).toContain(`unit "${unit}", line ${line}: the target is not a valid ICU message`);
    }
    expect(readFileSync(path.join(folder, 'de.json'), 'utf8')).toBe(before);
  });

  it('refuses a target that drops or invents a placeholder, an unknown key, and XML that is not well-formed', () => {
    const english = { 'a.hello': 'Hello {name}', 'b.bye': 'Bye' };
    const xml = exportXliff(english, { 'a.hello': 'Hallo {name}', 'b.bye': 'Tschüss' }, 'de');
    expect(() =>
      importXliff(xml.replace(/<target><ph[^>]*\/><\/target>|Hallo <ph [^>]*\/>/, 'Hallo {user}'), english),
    ).toThrow(/unit "a.hello", line \d+: the target uses user where English uses name/);
    expect(() => importXliff(xml.replace('id="b.bye"', 'id="c.gone"'), english)).toThrow(
      /unit "c.gone", line \d+: en.json has no such key/,
    );
    expect(() => importXliff(xml.replace('</source>', '</sourc>'), english)).toThrow(
      /line 9: the file is not well-formed XML/,
    );
  });

  it('reads a target a CAT tool split into segments and gives XML escapes back as text', () => {
    const english = { 'a.terms': 'Terms & conditions. Read them.' };
    const xml = exportXliff(english, {}, 'fr')
      .replace('<segment state="initial">', '<segment>')
      .replace(
        /<source>(.*)<\/source>\n(\s*)<\/segment>/,
        '<source>Terms &amp; conditions.</source><target>Conditions &amp; modalités.</target></segment><ignorable><source> </source></ignorable><segment><source>Read them.</source><target>Lisez-les.</target></segment>',
      );
    expect(importXliff(xml, english)).toEqual({
      locale: 'fr',
      messages: new Map([['a.terms', 'Conditions & modalités. Lisez-les.']]),
    });
  });

  it('puts a key the language lacks after the key that precedes it in English', () => {
    const english = readCatalogue(folder, 'en');
    const keys = Object.keys(english);
    const spanish = readCatalogue(folder, 'es');
    const missing = keys[10] ?? '';
    const { [missing]: _dropped, ...without } = spanish;
    updateCatalogue(folder, 'es', new Map(), keys);
    const file = path.join(folder, 'es.json');
    rmSync(file);
    updateCatalogue(folder, 'es', new Map(Object.entries(without)), keys);
    updateCatalogue(folder, 'es', new Map([[missing, 'Nuevo']]), keys);
    expect(Object.keys(readCatalogue(folder, 'es'))).toEqual(Object.keys(spanish));
  });
});

describe('translation status', { timeout: 30_000 }, () => {
  it('reports missing, empty and identical-to-English strings, but not allowed names or placeholder-only messages', () => {
    const english = readCatalogue(folder, 'en');
    const keys = Object.keys(english);
    const [first = '', second = '', third = ''] = keys.filter((key) => /\p{L}{4}.* \p{L}{3}/u.test(english[key] ?? ''));
    const german = Object.fromEntries(Object.entries(readCatalogue(folder, 'de')).filter(([key]) => key !== first));
    german[second] = ' ';
    german[third] = english[third] ?? '';
    german['removed.key'] = 'Alt';
    german['x.placeholders'] = '{pack}: {price}';
    rmSync(path.join(folder, 'de.json'));
    updateCatalogue(folder, 'de', new Map(Object.entries(german)), keys);
    updateCatalogue(folder, 'en', new Map([['x.placeholders', '{pack}: {price}']]), keys);

    const statuses = translationStatus(folder, readSameAsEnglish(), ['de']);
    const [status] = statuses;
    expect(status).toEqual({
      locale: 'de',
      missing: [first],
      empty: [second],
      identical: [third],
      extra: ['removed.key'],
    });
    expect(german['product.genotype.indica']).toBe('Indica');
    const report = formatStatus(statuses, readCatalogue(folder, 'en'));
    expect(report).toContain(`missing: ${first}  "${english[first]}"`);
    expect(report).toContain('not in English: removed.key');
  });
});
