import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href';

describe('safeHref', () => {
  it('localizes locale-neutral internal paths, keeping query and fragment', () => {
    expect(safeHref('/promotions', 'en')).toEqual({ kind: 'internal', href: '/promotions' });
    expect(safeHref('/promotions', 'de')).toEqual({ kind: 'internal', href: '/de/promotions' });
    expect(safeHref('/', 'fr')).toEqual({ kind: 'internal', href: '/fr' });
    expect(safeHref('/cannabis-samen?genotype=sativa&sort=popular', 'de')).toEqual({
      kind: 'internal',
      href: '/de/cannabis-samen?genotype=sativa&sort=popular',
    });
    expect(safeHref('/videos#low-stress-training', 'es')).toEqual({
      kind: 'internal',
      href: '/es/videos#low-stress-training',
    });
    expect(safeHref('  /blog  ', 'en')).toEqual({ kind: 'internal', href: '/blog' });
  });

  it('accepts absolute http(s) URLs as external links, normalized', () => {
    expect(safeHref('https://example.org/a?b=c', 'en')).toEqual({
      kind: 'external',
      href: 'https://example.org/a?b=c',
    });
    expect(safeHref('HTTPS://Example.org', 'de')).toEqual({ kind: 'external', href: 'https://example.org/' });
    expect(safeHref('http://example.org', 'en')).toEqual({ kind: 'external', href: 'http://example.org/' });
  });

  it('accepts mailto: and tel:', () => {
    expect(safeHref('mailto:kontakt@seedshop.example', 'de')).toEqual({
      kind: 'contact',
      href: 'mailto:kontakt@seedshop.example',
    });
    expect(safeHref('tel:+49 30 1234567', 'de')).toEqual({ kind: 'contact', href: 'tel:+49301234567' });
  });

  const hostile: readonly unknown[] = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    '\u0000javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'java\u0000script:alert(1)',
    'java\u200bscript:alert(1)',
    'java\u00adscript:alert(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    '%6Aavascript:alert(1)',
    'javascript://%0Aalert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.org',
    'blob:https://example.org/uuid',
    '//evil.example',
    '//evil.example/promotions',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/promo\u2028tions',
    'https:evil.example',
    'https://',
    'https://user:pass@evil.example',
    'https://seedshop.example@evil.example',
    'http://exa mple.org',
    'mailto:',
    'mailto:javascript:alert(1)',
    'tel:javascript:alert(1)',
    'tel:',
    'promotions',
    './promotions',
    '../promotions',
    '#top',
    '?q=1',
    '',
    '   ',
    `/${'a'.repeat(3000)}`,
    null,
    undefined,
    42,
    { href: '/promotions' },
  ];

  it.each(hostile.map((value) => [JSON.stringify(value) ?? String(value), value]))('refuses %s', (_label, value) => {
    expect(safeHref(value, 'en')).toBeNull();
    expect(safeHref(value, 'de')).toBeNull();
  });
});
