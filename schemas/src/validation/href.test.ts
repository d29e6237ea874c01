import { describe, expect, it } from 'vitest';
import { checkHref, isAbsoluteUrl } from './href';

describe('checkHref (cta.href, link.href, navigation)', () => {
  it.each([
    '/promotions',
    '/cannabis-seeds/feminized-seeds',
    '/blog?page=2',
    '/videos#germination-basics',
    '/',
    'https://example.com',
    'https://example.com/path?q=1#x',
    'http://example.com',
    'mailto:help@example.com',
    'tel:+49 30 1234567',
    '/design', // starts like /de but is not the prefix
  ])('accepts %s', (href) => {
    expect(checkHref(href)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:x',
    'ftp://example.com',
    '//evil.example.com',
    'promotions',
    '/de/promotions',
    '/en',
    '/FR/x',
    '/es?x=1',
    ' /promotions',
    '/with space',
    'https://',
    'https://exa mple.com',
    'mailto:nobody',
    'tel:abc',
  ])('rejects %s', (href) => {
    expect(checkHref(href)).toEqual(expect.any(String));
  });

  it('leaves empty values to the required rule', () => {
    expect(checkHref(undefined)).toBe(true);
    expect(checkHref('')).toBe(true);
  });
});

describe('isAbsoluteUrl', () => {
  it('checks the protocol', () => {
    expect(isAbsoluteUrl('https://example.com/x', ['https:'])).toBe(true);
    expect(isAbsoluteUrl('http://example.com/x', ['https:'])).toBe(false);
    expect(isAbsoluteUrl('https://example.com:8443', ['https:'])).toBe(true);
  });
});
