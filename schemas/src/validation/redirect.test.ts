import { describe, expect, it } from 'vitest';
import { checkRedirectExternal, checkRedirectFrom, checkRedirectTo } from './redirect';

describe('redirect.from', () => {
  it.each(['/old-growing-faq', '/alter-pfad', '/a/b-c', '/design-ideas'])('accepts %s', (from) => {
    expect(checkRedirectFrom(from)).toBe(true);
  });
  it.each(['old', '/old?x=1', '/old#top', '/de/alter-pfad', '/en', '/es/x', '//host/x', 'https://x.com/a'])(
    'rejects %s',
    (from) => {
      expect(checkRedirectFrom(from)).toEqual(expect.any(String));
    },
  );
});

describe('redirect.to and redirect.external', () => {
  it('accepts a locale-neutral path without the external flag', () => {
    expect(checkRedirectTo('/blog/first-grow-guide', undefined)).toBe(true);
    expect(checkRedirectTo('/blog/first-grow-guide', false)).toBe(true);
  });
  it('refuses an absolute target unless external is true', () => {
    expect(checkRedirectTo('https://example.com/x', false)).toEqual(expect.any(String));
    expect(checkRedirectTo('https://example.com/x', undefined)).toEqual(expect.any(String));
    expect(checkRedirectTo('https://example.com/x', true)).toBe(true);
  });
  it('accepts only https for absolute targets', () => {
    expect(checkRedirectTo('http://example.com/x', true)).toEqual(expect.any(String));
    expect(checkRedirectTo('javascript:alert(1)', true)).toEqual(expect.any(String));
    expect(checkRedirectTo('//example.com', true)).toEqual(expect.any(String));
  });
  it('refuses a language prefix in a path target', () => {
    expect(checkRedirectTo('/fr/blog', false)).toEqual(expect.any(String));
  });
  it('requires an https target when external is true', () => {
    expect(checkRedirectExternal(true, '/blog')).toEqual(expect.any(String));
    expect(checkRedirectExternal(true, 'https://example.com')).toBe(true);
    expect(checkRedirectExternal(false, '/blog')).toBe(true);
    expect(checkRedirectExternal(undefined, '/blog')).toBe(true);
  });
});
