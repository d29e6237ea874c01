import { describe, expect, it } from 'vitest';
import { upstreamUrl } from './upstream-url';

const base = new URL('http://shop.internal:4000/v1/');

describe('upstream URL of a remote shop', () => {
  it('joins the path onto the base, keeping the query', () => {
    expect(upstreamUrl(base, '/customer/account', '?x=1')?.href).toBe(
      'http://shop.internal:4000/v1/customer/account?x=1',
    );
    expect(upstreamUrl(new URL('http://shop:4000'), 'catalogue/products', '')?.href).toBe(
      'http://shop:4000/catalogue/products',
    );
  });

  it.each([
    '/https:evil.example/x',
    '/https://evil.example/x',
    '//evil.example/x',
    '/http:%2F%2Fevil.example',
    '/\\\\evil.example/x',
  ])('stays on the configured host for %s', (path) => {
    const url = upstreamUrl(base, path, '');
    expect(url?.host).toBe('shop.internal:4000');
    expect(url?.pathname.startsWith('/v1/')).toBe(true);
  });

  it.each(['/../admin', '/a/%2e%2e/%2E%2E/admin', '/./x', '/%2e/x'])('refuses the dot segment in %s', (path) => {
    expect(upstreamUrl(base, path, '')).toBeNull();
  });
});
