import { locales } from '@seedshop/locales';
import { pagePath, shopLinkedPages, type ShopLinkedPage } from '@seedshop/urls';
import { describe, expect, it } from 'vitest';
import { alternatesOf, localizePath, pathTo } from './paths';

describe('path builders', () => {
  it('builds fixed routes in all four locales', () => {
    expect(pathTo('en', 'login')).toBe('/login');
    expect(pathTo('de', 'login')).toBe('/de/login');
    expect(pathTo('fr', 'login')).toBe('/fr/login');
    expect(pathTo('es', 'login')).toBe('/es/login');
  });

  it('builds the home page without a trailing slash', () => {
    expect(pathTo('en', 'home')).toBe('/');
    expect(pathTo('de', 'home')).toBe('/de');
    expect(pathTo('fr', 'home')).toBe('/fr');
    expect(pathTo('es', 'home')).toBe('/es');
  });

  it('fills parameters, also inside a segment', () => {
    expect(pathTo('de', 'blogPost', { slug: 'keimung' })).toBe('/de/blog/keimung');
    expect(pathTo('en', 'blogPage', { page: '3' })).toBe('/blog/page-3');
    expect(pathTo('fr', 'topList', { slug: 'indica' })).toBe('/fr/top-10-indica');
    expect(pathTo('es', 'product', { catalog: 'semillas', category: 'auto', product: 'amnesia' })).toBe(
      '/es/semillas/auto/amnesia',
    );
  });

  it('encodes parameter values as one segment', () => {
    expect(pathTo('en', 'catalog', { catalog: 'a/b c' })).toBe('/a%2Fb%20c');
  });

  it('refuses an empty parameter', () => {
    expect(() => pathTo('en', 'topic', { slug: '' })).toThrow(/Missing parameter "slug"/);
  });

  it('gives the alternates of a route in every language', () => {
    expect(alternatesOf('uiPage')).toEqual({ en: '/ui-page', de: '/de/ui-page', fr: '/fr/ui-page', es: '/es/ui-page' });
    expect(alternatesOf('home')).toEqual({ en: '/', de: '/de', fr: '/fr', es: '/es' });
  });

  it('localizes arbitrary paths', () => {
    expect(localizePath('en', '/x')).toBe('/x');
    expect(localizePath('es', '/')).toBe('/es');
  });

  it('links the pages the shop mails exactly where the shop builds them (@seedshop/urls)', () => {
    const pages = Object.keys(shopLinkedPages).filter((key): key is ShopLinkedPage =>
      Object.hasOwn(shopLinkedPages, key),
    );
    expect(pages).toContain('confirmEmail');
    for (const locale of locales) {
      for (const page of pages) expect(pathTo(locale, page)).toBe(pagePath(locale, page));
    }
  });
});
