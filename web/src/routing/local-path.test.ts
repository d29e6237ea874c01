import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './local-path';

const fallback = '/account';

describe('safeReturnTo', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(safeReturnTo('/de/account?tab=addresses', fallback)).toBe('/de/account?tab=addresses');
    expect(safeReturnTo('/cart/checkout#payment', fallback)).toBe('/cart/checkout#payment');
    expect(safeReturnTo(['/es/account', '/other'], fallback)).toBe('/es/account');
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not a string', 42],
    ['absolute URL', 'https://evil.example/account'],
    ['protocol-relative', '//evil.example/account'],
    ['backslash host', '/\\evil.example'],
    ['tab before a second slash', '/\t/evil.example'],
    ['newline', '/account\n'],
    ['javascript URL', 'javascript:alert(1)'],
    ['relative path', 'account'],
    ['null', null],
    ['dot segment before a second slash', '/.//evil.example'],
    ['dot-dot segment before a second slash', '/a/..//evil.example/x'],
    ['encoded dot segment', '/%2e//evil.example'],
  ])('falls back for %s', (_name, value) => {
    expect(safeReturnTo(value, fallback)).toBe(fallback);
  });

  it('does not decode its way to another host', () => {
    expect(safeReturnTo('/%2F%2Fevil.example', fallback)).toBe('/%2F%2Fevil.example');
  });
});
