import { describe, expect, it } from 'vitest';
import { documentAlternates, existingLocales } from './content-alternates';

describe('documentAlternates', () => {
  const fallback = (locale: 'en' | 'de' | 'fr' | 'es') => (locale === 'en' ? '/blog' : `/${locale}/blog`);

  it('links every translation by its own slug', () => {
    const result = documentAlternates(
      'de',
      '/de/blog/erster-grow',
      [
        { _type: 'blogPost', language: 'en', slug: 'first-grow' },
        { _type: 'blogPost', language: 'de', slug: 'erster-grow' },
        { _type: 'blogPost', language: 'fr', slug: 'premiere-culture' },
        { _type: 'blogPost', language: 'es', slug: 'primer-cultivo' },
      ],
      fallback,
    );
    expect(result.switcher).toEqual({
      en: '/blog/first-grow',
      de: '/de/blog/erster-grow',
      fr: '/fr/blog/premiere-culture',
      es: '/es/blog/primer-cultivo',
    });
    expect(existingLocales(result.existing)).toEqual(['en', 'de', 'fr', 'es']);
  });

  it('leaves a missing translation out of the existing ones and sends the switcher to the fallback', () => {
    const result = documentAlternates(
      'en',
      '/blog/first-grow',
      [null, { _type: 'blogPost', language: 'de', slug: 'erster-grow' }],
      fallback,
    );
    expect(result.existing).toEqual({ en: '/blog/first-grow', de: '/de/blog/erster-grow' });
    expect(result.switcher.fr).toBe('/fr/blog');
    expect(result.switcher.es).toBe('/es/blog');
  });

  it('always includes the current page, even without translation metadata', () => {
    const result = documentAlternates('es', '/es/blog/primer-cultivo', null, fallback);
    expect(result.existing).toEqual({ es: '/es/blog/primer-cultivo' });
  });
});
