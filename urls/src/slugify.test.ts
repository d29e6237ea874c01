import { locales } from '@seedshop/locales';
import { describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, slugify } from './slugify';

const slugShape = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('slugify', () => {
  it.each([
    ['Cœur', 'coeur'],
    ['Łódź', 'lodz'],
    ['Straße', 'strasse'],
    ['Ça', 'ca'],
    ['Niño', 'nino'],
    ['Ærø', 'aero'],
    ['Đakovo Þór', 'dakovo-thor'],
    ['Lemon Haze #2', 'lemon-haze-2'],
    ['  Première récolte — guide  ', 'premiere-recolte-guide'],
  ])('transliterates %s → %s in every language', (text, slug) => {
    for (const locale of locales) expect(slugify(text, { locale })).toBe(slug);
  });

  it('writes umlauts as ae/oe/ue in German and English, without the dots in French and Spanish', () => {
    expect(slugify('Schnell blühende Samen', { locale: 'de' })).toBe('schnell-bluehende-samen');
    expect(slugify('Über Öl und Äpfel')).toBe('ueber-oel-und-aepfel');
    expect(slugify('Pingüino', { locale: 'es' })).toBe('pinguino');
    expect(slugify('Capharnaüm', { locale: 'fr' })).toBe('capharnaum');
  });

  it('says "and" in the language of the text, and reads no picture words', () => {
    expect(slugify('Seeds & tools')).toBe('seeds-and-tools');
    expect(slugify('Samen & Zubehör', { locale: 'de' })).toBe('samen-und-zubehoer');
    expect(slugify('Graines & outils', { locale: 'fr' })).toBe('graines-et-outils');
    expect(slugify('Semillas & útiles', { locale: 'es' })).toBe('semillas-y-utiles');
    expect(slugify('I ♥ 🌿 seeds')).toBe('i-seeds');
  });

  it('drops emoji between words and never returns an empty slug for text without letters', () => {
    expect(slugify('Purple 🍇 Haze')).toBe('purple-haze');
    expect(slugify('🌿')).toBe('u1f33f');
    expect(slugify('!!!')).toBe('u21-u21-u21');
    expect(slugify('★ ☆')).toBe('u2605-u2606');
    for (const text of ['🌿', '!!!', '★ ☆', '—', '¿?']) expect(slugify(text)).toMatch(slugShape);
    expect(slugify('   ')).toBe('');
  });

  it('cuts a long title at a hyphen within the maximum length', () => {
    const slug = slugify(`${'word '.repeat(30)}end`);
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).toMatch(slugShape);
    expect(slug).toBe(Array.from({ length: 19 }, () => 'word').join('-'));
    expect(slugify('x'.repeat(120))).toBe('x'.repeat(MAX_SLUG_LENGTH));
    expect(slugify('abc def', { maxLength: 5 })).toBe('abc');
  });
});
