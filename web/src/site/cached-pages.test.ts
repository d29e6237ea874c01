import { describe, expect, it } from 'vitest';
import { cachedPageKey, cachedPagePath, cachedPageQuery, queryOfCachedPageKey } from './cached-pages';

const read = (internalPath: string, search = '', method = 'GET', draftMode = false, signedIn = false) =>
  cachedPagePath({ internalPath, search, method, draftMode, signedIn });

describe('the cached twin of the catch-all route', () => {
  it('sends reads of catch-all pages to the twin, with the query in its key', () => {
    expect(read('/en/cannabis-seeds')).toBe('/en/cached/-/cannabis-seeds');
    expect(read('/de/hanfsamen/feminisierte-samen/alpine-thunder')).toBe(
      '/de/cached/-/hanfsamen/feminisierte-samen/alpine-thunder',
    );
    expect(read('/fr/blog/page-2', '', 'HEAD')).toBe('/fr/cached/-/blog/page-2');
    // Search results too, keyed by the canonical query (tracking tags and junk dropped).
    expect(read('/de/search', '?utm_source=x&q=lemon')).toBe(
      `/de/cached/${Buffer.from('q=lemon').toString('base64url')}/search`,
    );
    expect(read('/en/cannabis-seeds', '?sort=price-asc&page=2')).toBe(
      `/en/cached/${Buffer.from('sort=price-asc&page=2').toString('base64url')}/cannabis-seeds`,
    );
  });

  it('keeps percent-encoded segments as they came', () => {
    expect(read('/es/semillas/caf%C3%A9')).toBe('/es/cached/-/semillas/caf%C3%A9');
  });

  it('leaves the home page, the file-system pages, posted forms and previews on their own routes', () => {
    expect(read('/en')).toBeNull();
    expect(read('/de/')).toBeNull();
    for (const page of ['/de/all-seed-banks', '/en/account/orders', '/fr/login', '/en/cart/checkout']) {
      expect(read(page), page).toBeNull();
    }
    expect(read('/en/cannabis-seeds', '', 'POST')).toBeNull();
    expect(read('/en/cannabis-seeds', '', 'GET', true)).toBeNull();
    expect(read('/cannabis-seeds')).toBeNull();
  });

  it('renders a signed-in customer’s pages per request (a product page holds their review form)', () => {
    const product = '/en/cannabis-seeds/feminized-seeds/alpine-thunder';
    expect(read(product)).toBe('/en/cached/-/cannabis-seeds/feminized-seeds/alpine-thunder');
    expect(read(product, '', 'GET', false, true)).toBeNull();
    expect(read('/en/cannabis-seeds/feminized-seeds', '', 'GET', false, true)).toBeNull();
  });

  it('keys a product page’s pack and review sort, language and page, without their defaults', () => {
    expect(cachedPageQuery('?review_sort=helpful&review_page=2&review_language=de&pack=3')).toBe(
      'pack=3&review_sort=helpful&review_language=de&review_page=2',
    );
    expect(cachedPageQuery('?review_sort=newest&review_page=1&review_language=xx')).toBe('');
  });

  it('renders a path that breaks its route’s rule per request, so its 404 can repeat the whole query', () => {
    expect(read('/en/blog/page-0', '?sort=new')).toBeNull();
    expect(read('/de/blog/page-2')).toBe('/de/cached/-/blog/page-2');
  });

  it('reads an address that starts with the twin’s own segment through the twin too, so it resolves like any path', () => {
    expect(read('/en/cached/-/cannabis-seeds')).toBe('/en/cached/-/cached/-/cannabis-seeds');
    expect(read('/de/cached', '', 'POST', true)).toBe('/de/cached/-/cached');
  });

  it('keys only what the pages read, in one order: junk, tracking and order of parameters share one entry', () => {
    const canonical = cachedPageQuery('?seed_type=feminized,autoflowering&sort=price-asc&page=2');
    expect(cachedPageQuery('?page=2&utm_source=news&sort=price-asc&seed_type=autoflowering&seed_type=feminized')).toBe(
      canonical,
    );
    expect(cachedPageQuery('?utm_source=x&fbclid=y&page=1&sort=nonsense')).toBe('');
    expect(cachedPageKey('?utm_source=x')).toBe('-');
    expect(cachedPageQuery('?pack=5&x=1')).toBe('pack=5');
    expect(cachedPageQuery('?pack=0')).toBe('');
  });

  it('gives the page back the query its key stands for', () => {
    const search = '?q=lemon haze & “Blüte” 100%&in_stock=true&price_max=40';
    const key = cachedPageKey(search);
    expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
    const query = queryOfCachedPageKey(key);
    expect(query.get('q')).toBe('lemon haze');
    expect(query.get('in_stock')).toBe('true');
    expect(query.get('price_max')).toBe('40');
    expect(queryOfCachedPageKey('-').toString()).toBe('');
    expect(queryOfCachedPageKey(cachedPageKey('?q=Blüte 100%25')).get('q')).toBe('Blüte 100%');
    for (const junk of ['%3D', 'a b', '_-_', '////', '']) expect(queryOfCachedPageKey(junk).toString(), junk).toBe('');
  });
});
