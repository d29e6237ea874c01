import { describe, expect, it } from 'vitest';
import { checkSlugFormat, slugifyTitle } from './slug';

describe('slug format', () => {
  it.each(['first-grow-guide', 'erster-grow-leitfaden', 'top10', 'a'])('accepts %s', (current) => {
    expect(checkSlugFormat({ _type: 'slug', current })).toBe(true);
  });
  it.each(['First-Grow', 'first_grow', 'first--grow', '-first', 'first-', 'première', 'a b'])(
    'rejects %s',
    (current) => {
      expect(checkSlugFormat({ _type: 'slug', current })).toEqual(expect.any(String));
    },
  );
});

describe('slugifyTitle', () => {
  const inLanguage = (language: string | undefined) => ({ parent: { _type: 'blogPost', language } });

  it('makes translated titles into valid slugs in the language of the document', () => {
    expect(slugifyTitle('Erster Grow: Leitfaden für Anfänger', null, inLanguage('de'))).toBe(
      'erster-grow-leitfaden-fuer-anfaenger',
    );
    expect(slugifyTitle('Großer Ertrag', null, inLanguage('de'))).toBe('grosser-ertrag');
    expect(slugifyTitle('¿Cómo germinar semillas? Pingüino', null, inLanguage('es'))).toBe(
      'como-germinar-semillas-pinguino',
    );
    expect(slugifyTitle('Première récolte — guide', null, inLanguage('fr'))).toBe('premiere-recolte-guide');
  });

  it('transliterates letters instead of dropping them', () => {
    expect(slugifyTitle('Cœur de Łódź', null, inLanguage('fr'))).toBe('coeur-de-lodz');
    expect(slugifyTitle('Ærø & Straße', null, inLanguage('de'))).toBe('aero-und-strasse');
  });

  it('gives a valid slug for a title of symbols only, and English rules without a language', () => {
    const slug = slugifyTitle('🌱🌱', null, inLanguage(undefined));
    expect(slug).toBe('u1f331-u1f331');
    expect(checkSlugFormat({ _type: 'slug', current: slug })).toBe(true);
    expect(slugifyTitle('Seeds & tools', null, {})).toBe('seeds-and-tools');
  });
});
