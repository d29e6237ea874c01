import { describe, expect, it } from 'vitest';
import { decideLocale, type LocaleRequest } from './locale-routing';
import { negotiateLocale, parseAcceptLanguage } from './negotiate';

const request = (overrides: Partial<LocaleRequest>): LocaleRequest => ({
  pathname: '/',
  search: '',
  cookieLocale: undefined,
  acceptLanguage: null,
  ...overrides,
});

describe('locale routing (proxy)', () => {
  it('rewrites unprefixed paths to the English pages', () => {
    expect(decideLocale(request({ pathname: '/ui-page' }))).toEqual({
      type: 'rewrite',
      locale: 'en',
      internalPath: '/en/ui-page',
    });
  });

  it('passes prefixed paths through with their locale', () => {
    expect(decideLocale(request({ pathname: '/de/ui-page' }))).toEqual({ type: 'next', locale: 'de' });
    expect(decideLocale(request({ pathname: '/fr' }))).toEqual({ type: 'next', locale: 'fr' });
    expect(decideLocale(request({ pathname: '/es/blog/page-2' }))).toEqual({ type: 'next', locale: 'es' });
  });

  it('redirects /en/... permanently (308) to the unprefixed URL, keeping the query', () => {
    expect(decideLocale(request({ pathname: '/en/ui-page', search: '?a=1' }))).toEqual({
      type: 'redirect',
      status: 308,
      location: '/ui-page?a=1',
    });
    expect(decideLocale(request({ pathname: '/en' }))).toEqual({ type: 'redirect', status: 308, location: '/' });
  });

  it('does not take a path that merely starts with a locale code for a prefix', () => {
    expect(decideLocale(request({ pathname: '/design' }))).toMatchObject({
      type: 'rewrite',
      internalPath: '/en/design',
    });
    expect(decideLocale(request({ pathname: '/english' }))).toMatchObject({ type: 'rewrite' });
  });

  it('sends a first visit to / to the best Accept-Language match', () => {
    expect(decideLocale(request({ acceptLanguage: 'de-AT,de;q=0.9,en;q=0.5' }))).toEqual({
      type: 'redirect',
      status: 307,
      location: '/de',
    });
    expect(decideLocale(request({ acceptLanguage: 'fr-FR' }))).toMatchObject({ location: '/fr' });
    expect(decideLocale(request({ acceptLanguage: 'en-GB,de;q=0.8' }))).toMatchObject({ type: 'rewrite' });
    expect(decideLocale(request({ acceptLanguage: 'ja,zh;q=0.9' }))).toMatchObject({ type: 'rewrite' });
  });

  it('lets the cookie win over Accept-Language on / only', () => {
    expect(decideLocale(request({ cookieLocale: 'es', acceptLanguage: 'de' }))).toMatchObject({ location: '/es' });
    expect(decideLocale(request({ cookieLocale: 'en', acceptLanguage: 'de' }))).toMatchObject({ type: 'rewrite' });
    expect(decideLocale(request({ pathname: '/login', cookieLocale: 'es' }))).toMatchObject({
      type: 'rewrite',
      locale: 'en',
    });
  });

  it('ignores a cookie with an unknown value', () => {
    expect(decideLocale(request({ cookieLocale: 'xx', acceptLanguage: 'fr' }))).toMatchObject({ location: '/fr' });
  });
});

describe('Accept-Language negotiation', () => {
  it('orders ranges by quality and drops q=0 and wildcards', () => {
    expect(parseAcceptLanguage('en;q=0.2, de-DE, fr;q=0.8, *;q=0.1, es;q=0')).toEqual(['de-DE', 'fr', 'en']);
  });

  it('tolerates garbage', () => {
    expect(negotiateLocale('%%%, ;q=abc, 12345678901')).toBe('en');
    expect(negotiateLocale('')).toBe('en');
    expect(negotiateLocale(null)).toBe('en');
  });

  it('maps regional variants to the shop language', () => {
    expect(negotiateLocale('es-MX')).toBe('es');
    expect(negotiateLocale('fr-BE,fr;q=0.9')).toBe('fr');
    expect(negotiateLocale('de-CH')).toBe('de');
  });
});
