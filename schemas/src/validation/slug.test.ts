import { describe, expect, it } from 'vitest';
import { checkSlugFormat, slugify } from './slug';

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

describe('slugify', () => {
  it('makes translated titles into valid slugs', () => {
    expect(slugify('Erster Grow: Leitfaden für Anfänger')).toBe('erster-grow-leitfaden-fur-anfanger');
    expect(slugify('Großer Ertrag')).toBe('grosser-ertrag');
    expect(slugify('¿Cómo germinar semillas?')).toBe('como-germinar-semillas');
    expect(slugify('Première récolte — guide')).toBe('premiere-recolte-guide');
  });
});
