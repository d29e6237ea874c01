import { describe, expect, it } from 'vitest';
import { locales } from '@seedshop/locales';
import { contentPagePath } from '@seedshop/urls';
import { contentAlternates, contentPath, hasAllLocales, pageKindRoutes } from './content-paths';

describe('contentPath', () => {
  it('puts the home page at the locale root', () => {
    expect(contentPath('en', { _type: 'home' })).toBe('/');
    expect(contentPath('de', { _type: 'home' })).toBe('/de');
  });

  it('serves info pages at their kind', () => {
    expect(contentPath('en', { _type: 'page', kind: 'contact-us' })).toBe('/contact-us');
    expect(contentPath('fr', { _type: 'page', kind: 'imprint' })).toBe('/fr/imprint');
    expect(contentPath('es', { _type: 'page', kind: 'terms' })).toBe('/es/terms');
    expect(contentPath('en', { _type: 'page', kind: 'unknown' })).toBeNull();
    expect(contentPath('en', { _type: 'page', kind: null })).toBeNull();
  });

  it('builds slugged documents with translated slugs and English route words', () => {
    expect(contentPath('de', { _type: 'blogPost', slug: 'erster-grow' })).toBe('/de/blog/erster-grow');
    expect(contentPath('en', { _type: 'topic', slug: { current: 'outdoor' } })).toBe('/topic/outdoor');
    expect(contentPath('es', { _type: 'promotion', slug: 'invierno' })).toBe('/es/promotions/invierno');
    expect(contentPath('fr', { _type: 'topList', slug: 'autofloraisons' })).toBe('/fr/top-10-autofloraisons');
    expect(contentPath('de', { _type: 'video', slug: 'keimung' })).toBe('/de/videos#keimung');
  });

  it('answers null without a slug or for documents without a page', () => {
    expect(contentPath('en', { _type: 'blogPost', slug: null })).toBeNull();
    expect(contentPath('en', { _type: 'blogPost', slug: { current: '' } })).toBeNull();
    expect(contentPath('en', { _type: 'siteSettings' })).toBeNull();
    expect(contentPath('en', { _type: 'redirect' })).toBeNull();
  });
});

describe('contentAlternates', () => {
  it('maps translations to their paths and skips missing languages', () => {
    const alternates = contentAlternates([
      { _type: 'blogPost', language: 'en', slug: 'first-grow' },
      { _type: 'blogPost', language: 'de', slug: 'erster-grow' },
      null,
      { _type: 'blogPost', language: 'xx', slug: 'nope' },
      { _type: 'blogPost', language: 'fr', slug: null },
    ]);
    expect(alternates).toEqual({ en: '/blog/first-grow', de: '/de/blog/erster-grow' });
    expect(hasAllLocales(alternates)).toBe(false);
    expect(contentAlternates(null)).toEqual({});
  });

  it('recognises a complete set', () => {
    const alternates = contentAlternates(
      (['en', 'de', 'fr', 'es'] as const).map((language) => ({ _type: 'home', language })),
    );
    expect(alternates).toEqual({ en: '/', de: '/de', fr: '/fr', es: '/es' });
    expect(hasAllLocales(alternates)).toBe(true);
  });
});

describe('the paths the Studio opens', () => {
  it('are the storefront’s own for every linkable document in every language', () => {
    const docs = [
      { _type: 'home' },
      ...Object.keys(pageKindRoutes).map((kind) => ({ _type: 'page', kind })),
      { _type: 'page', kind: 'unknown' },
      ...['blogPost', 'topic', 'promotion', 'topList'].map((type) => ({
        _type: type,
        slug: { current: 'erster-grow' },
      })),
      { _type: 'blogPost', slug: null },
      { _type: 'siteSettings' },
    ];
    for (const locale of locales) {
      for (const doc of docs) expect(contentPagePath(locale, doc)).toBe(contentPath(locale, doc));
    }
    expect(contentPagePath('de', { _type: 'topList', slug: 'indoor' })).toBe('/de/top-10-indoor');
  });
});
