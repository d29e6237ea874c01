import { describe, expect, it } from 'vitest';
import { pluralFindings } from './plural-lint';
import { allStrings, type SourceString } from './string-sources';

describe('pluralFindings', () => {
  it('finds a number next to a word that agrees with it', () => {
    expect(pluralFindings('{rating, number} étoiles sur 5', 'fr')).toEqual([{ argument: 'rating', word: 'étoiles' }]);
    expect(pluralFindings('Solo quedan {count, number}', 'es')).toEqual([{ argument: 'count', word: 'quedan' }]);
    expect(pluralFindings('{count} articles de votre visite', 'fr')).toEqual([{ argument: 'count', word: 'articles' }]);
  });

  it('accepts counts inside plural selection and next to invariant words', () => {
    expect(pluralFindings('{rating, plural, one {# étoile} other {# étoiles}} sur 5', 'fr')).toEqual([]);
    expect(pluralFindings('{count, plural, one {Solo queda #} other {Solo quedan #}}', 'es')).toEqual([]);
    expect(pluralFindings('Only {count, number} left', 'en')).toEqual([]);
    expect(pluralFindings('Page {page} of {count}', 'en')).toEqual([]);
    expect(pluralFindings('{name} was added', 'en')).toEqual([]);
  });
});

/** Where counts are written: the UI catalogues, the API messages, the mails and the invoice. */
function isMessageSource(source: SourceString): boolean {
  return (
    source.kind === 'catalogue' ||
    source.file === 'shop/src/i18n/messages.ts' ||
    source.file.startsWith('shop/src/mail/') ||
    source.file.startsWith('shop/src/orders/')
  );
}

describe('every count goes through plural selection', () => {
  it('in the catalogues, API messages, mails and invoices', { timeout: 60_000 }, () => {
    const findings = allStrings()
      .filter(isMessageSource)
      .flatMap((source) =>
        pluralFindings(source.text, source.locale).map(
          (finding) =>
            `${source.file} ${source.where} [${source.locale}] {${finding.argument}} next to «${finding.word}»: ${source.text}`,
        ),
      );
    expect(findings).toEqual([]);
  });
});
