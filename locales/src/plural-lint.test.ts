import { describe, expect, it } from 'vitest';
import { pluralFindings } from './plural-lint';
import { allStrings } from './string-sources';

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

describe('every count goes through plural selection', () => {
  it(
    'in every string source: catalogues, API messages, mails, invoices, label tables, CMS dataset',
    { timeout: 60_000 },
    () => {
      const findings = allStrings().flatMap((source) =>
        pluralFindings(source.text, source.locale).map(
          (finding) =>
            `${source.file} ${source.where} [${source.locale}] {${finding.argument}} next to «${finding.word}»: ${source.text}`,
        ),
      );
      expect(findings).toEqual([]);
    },
  );
});
