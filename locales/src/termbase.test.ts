import { describe, expect, it } from 'vitest';
import { locales } from './index';
import { allStrings, type SourceString } from './string-sources';
import { bannedVariantChecker, loadTermbase, variantPattern } from './termbase';

const termbase = loadTermbase();

describe('termbase matching', () => {
  it('matches whole words, case-insensitively, across apostrophe styles', () => {
    expect('Les Soldes d’été'.match(variantPattern('soldes', false))).toEqual(['Soldes']);
    expect('consolidés'.match(variantPattern('solde', false))).toBeNull();
    expect('la liste d’envies'.match(variantPattern("liste d'envies", false))).toEqual(['liste d’envies']);
    expect('Restauration du compte'.match(variantPattern('restaur*', false))).toEqual(['Restauration']);
    expect('Autoflowering-Samen'.match(variantPattern('autoflowering', true))).toBeNull();
    expect('die autoflowering Sorte'.match(variantPattern('autoflowering', true))).toEqual(['autoflowering']);
  });

  it('has, for every language entry, at least one preferred term', () => {
    for (const term of termbase.terms) {
      for (const locale of locales) {
        const entry = term[locale];
        if (entry) expect(entry.preferred.length, `${term.id}.${locale}`).toBeGreaterThan(0);
      }
    }
  });

  it('never bans a preferred term of the same language', { timeout: 60_000 }, () => {
    for (const locale of locales) {
      const check = bannedVariantChecker(termbase, locale);
      for (const term of termbase.terms) {
        for (const preferred of term[locale]?.preferred ?? []) {
          expect(check(preferred), `${term.id}.${locale}: ${preferred}`).toEqual([]);
        }
      }
    }
  });
});

const strings = allStrings();

/** The demo content (CMS dataset, product copy and its labels) has a test of its own below. */
function isDemoContent(file: string): boolean {
  return (
    file.startsWith('demo-content/') ||
    file.startsWith('shop/src/catalogue/demo-copy/') ||
    file === 'shop/src/catalogue/demo-labels.ts'
  );
}

function findings(filter: (source: SourceString) => boolean): string[] {
  const checkers = Object.fromEntries(locales.map((locale) => [locale, bannedVariantChecker(termbase, locale)]));
  return strings
    .filter(filter)
    .flatMap((source) =>
      (checkers[source.locale]?.(source.text) ?? []).map(
        (finding) =>
          `${source.file} ${source.where} [${source.locale}] «${finding.match}» (${finding.term}: banned ${finding.variant})`,
      ),
    );
}

describe('the shop uses only the termbase’s terms', () => {
  it('reads every string source', () => {
    const files = new Set(strings.map((source) => source.file));
    for (const file of [
      'locales/fr.json',
      'shop/src/i18n/messages.ts',
      'shop/src/mail/copy/fr.ts',
      'shop/src/catalogue/listing/facet-labels.ts',
      'shop/src/orders/invoice-copy.ts',
      'shop/src/catalogue/demo-labels.ts',
      'shop/src/catalogue/demo-copy/copy-fr.ts',
    ]) {
      expect(files, file).toContain(file);
    }
  });

  it('in the UI catalogues', { timeout: 60_000 }, () => {
    expect(findings((source) => source.kind === 'catalogue')).toEqual([]);
  });

  it('in API messages, mails, invoices and label tables', { timeout: 60_000 }, () => {
    expect(findings((source) => source.kind === 'code' && !isDemoContent(source.file))).toEqual([]);
  });

  it('in the CMS demo dataset and the demo product copy', { timeout: 60_000 }, () => {
    expect(findings((source) => isDemoContent(source.file))).toEqual([]);
  });
});

describe('one contact reply time', () => {
  const note = termbase.notes.contactReplyTime;
  const promises = (locale: (typeof locales)[number]): string => {
    const value = typeof note === 'object' && note !== null && locale in note ? Object(note)[locale] : undefined;
    if (typeof value !== 'string') throw new Error(`termbase: notes.contactReplyTime.${locale} is missing`);
    return value;
  };

  it.each(locales)('the contact form, its mail and the CMS contact page promise the same (%s)', (locale) => {
    const phrase = promises(locale);
    const inLanguage = strings.filter((source) => source.locale === locale);
    const form = inLanguage.find((source) => source.kind === 'catalogue' && source.where === 'contact.form.doneText');
    expect(form?.text).toContain(phrase);
    const mail = inLanguage.filter((source) => source.file === `shop/src/mail/copy/${locale}.ts`);
    expect(
      mail.some((source) => source.text.includes(phrase)),
      `mail copy ${locale}`,
    ).toBe(true);
    const page = inLanguage.filter((source) => source.where === `page.contact-us.${locale} intro`);
    expect(page.map((source) => source.text).join(' ')).toContain(phrase);
  });
});

/**
 * Spanish writes the genotype « índica » (« Índica » opening a label). « Indica » without the
 * accent is only right as the verb « indicar » opening a sentence, followed by its object.
 */
function unaccentedIndica(text: string): string[] {
  return [...text.matchAll(/(?<![\p{L}\d])Indica(?![\p{L}\d])/gu)].flatMap((match) => {
    const before = text.slice(0, match.index).trimEnd();
    const after = text.slice(match.index + match[0].length);
    const opensSentence = before === '' || /[.!?:¡¿]$/u.test(before);
    return opensSentence && /^ \p{Ll}/u.test(after) ? [] : [text];
  });
}

describe('the Spanish genotype', () => {
  it('tells the label from the verb', () => {
    expect(unaccentedIndica('Indica')).toEqual(['Indica']);
    expect(unaccentedIndica('Predominio Indica')).toEqual(['Predominio Indica']);
    expect(unaccentedIndica('Semillas Indica y sativa')).toEqual(['Semillas Indica y sativa']);
    expect(unaccentedIndica('Índica')).toEqual([]);
    expect(unaccentedIndica('Indica tu número de pedido.')).toEqual([]);
    expect(unaccentedIndica('Gracias. Indica el motivo.')).toEqual([]);
  });

  it('is written « índica » in every Spanish string', { timeout: 60_000 }, () => {
    const found = strings
      .filter((source) => source.locale === 'es')
      .flatMap((source) => unaccentedIndica(source.text).map((text) => `${source.file} ${source.where}: ${text}`));
    expect(found).toEqual([]);
  });
});

describe('the legal pages’ names wherever they are linked', () => {
  /** Catalogue keys that name a legal page; a `<terms>` or `<privacy>` tag anywhere names one too. */
  const namingKeys = {
    'terms-of-sale': ['footer.terms', 'checkout.review.terms', 'checkout.review.termsShort'],
    privacy: ['footer.privacy', 'pageTitle.privacy'],
  } as const;
  const tags = { 'terms-of-sale': 'terms', privacy: 'privacy' } as const;

  it.each(locales)('name the terms of sale and the privacy policy as the pages do (%s)', (locale) => {
    const catalogue = strings.filter((source) => source.kind === 'catalogue' && source.locale === locale);
    for (const id of ['terms-of-sale', 'privacy'] as const) {
      const name = termbase.terms.find((term) => term.id === id)?.[locale]?.preferred[0];
      if (name === undefined) throw new Error(`termbase: ${id}.${locale} has no preferred term`);
      const tagged = new RegExp(`<${tags[id]}>(.*?)</${tags[id]}>`, 'gu');
      const named = catalogue.flatMap((source) => [
        ...(namingKeys[id].some((key) => key === source.where) ? [source.text] : []),
        ...[...source.text.matchAll(tagged)].map((match) => match[1] ?? ''),
      ]);
      expect(named.length, `${id} ${locale}`).toBeGreaterThanOrEqual(namingKeys[id].length);
      for (const text of named) expect(text.toLocaleLowerCase(locale), id).toContain(name.toLocaleLowerCase(locale));
    }
  });
});
