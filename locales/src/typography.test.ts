import { describe, expect, it } from 'vitest';
import { allStrings } from './string-sources';
import { frenchTypography } from './typography';

const nnbsp = '\u202f';
const nbsp = '\u00a0';

describe('frenchTypography', () => {
  it('puts a narrow no-break space before ; ! ? and a no-break space before :', () => {
    expect(frenchTypography('Prix : 12 €')).toBe(`Prix${nbsp}: 12 €`);
    expect(frenchTypography('Prix: 12 €')).toBe(`Prix${nbsp}: 12 €`);
    expect(frenchTypography('Bon retour! Déjà inscrit? Oui; non')).toBe(
      `Bon retour${nnbsp}! Déjà inscrit${nnbsp}? Oui${nnbsp}; non`,
    );
    expect(frenchTypography(`Vraiment${nbsp}?`)).toBe(`Vraiment${nnbsp}?`);
    expect(frenchTypography('Quoi ?!')).toBe(`Quoi${nnbsp}?!`);
  });

  it('puts no-break spaces inside « » and turns apostrophes typographic', () => {
    expect(frenchTypography("« l'avis »")).toBe(`«${nbsp}l’avis${nbsp}»`);
    expect(frenchTypography('«Comparer»')).toBe(`«${nbsp}Comparer${nbsp}»`);
  });

  it('leaves ICU syntax, placeholders, tags, URLs, addresses and times alone', () => {
    expect(frenchTypography('{price}: {d, date, ::yyyyMMMd}')).toBe(`{price}${nbsp}: {d, date, ::yyyyMMMd}`);
    expect(frenchTypography('{count, plural, one {Supprimer # avis?} other {Supprimer # avis?}}')).toBe(
      `{count, plural, one {Supprimer # avis${nnbsp}?} other {Supprimer # avis${nnbsp}?}}`,
    );
    expect(frenchTypography('Voir https://exemple.fr/a?b=1 et <link>ici</link>')).toBe(
      'Voir https://exemple.fr/a?b=1 et <link>ici</link>',
    );
    expect(frenchTypography('Écrivez à nom@exemple.fr avant 14:00.')).toBe('Écrivez à nom@exemple.fr avant 14:00.');
    expect(frenchTypography(`${nbsp}:`)).toBe(`${nbsp}:`);
  });

  it('is idempotent', () => {
    const once = frenchTypography("Prix : 10 € ! « l'offre » ; fini?");
    expect(frenchTypography(once)).toBe(once);
  });
});

describe('every French string is already typeset', () => {
  const french = allStrings().filter((source) => source.locale === 'fr');

  for (const kind of ['catalogue', 'code', 'dataset'] as const) {
    it(`in ${kind} strings`, { timeout: 60_000 }, () => {
      const wrong = french
        .filter((source) => source.kind === kind && frenchTypography(source.text) !== source.text)
        .map(
          (source) =>
            `${source.file} ${source.where}: ${JSON.stringify(source.text)} → ${JSON.stringify(frenchTypography(source.text))}`,
        );
      expect(wrong).toEqual([]);
    });
  }
});
