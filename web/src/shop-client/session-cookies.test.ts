import { describe, expect, it } from 'vitest';
import {
  cartCookieOptions,
  cartId,
  readSessionGrant,
  refreshCookieOptions,
  tokenCookieOptions,
} from './session-cookies';

describe('session cookies', () => {
  it('gives the token cookie a lifetime of ttl × 60 seconds, HttpOnly, SameSite=Lax, path /', () => {
    expect(tokenCookieOptions(60, false)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: false,
      maxAge: 3600,
    });
    expect(tokenCookieOptions(15, true)).toMatchObject({ maxAge: 900, secure: true });
  });

  it('keeps the refresh cookie for 30 days', () => {
    expect(refreshCookieOptions(true).maxAge).toBe(2_592_000);
  });

  it('reads a login or refresh answer and refuses anything incomplete', () => {
    expect(readSessionGrant({ token: 'a', ttl: 60, refresh_token: 'r', customer: {} })).toEqual({
      token: 'a',
      ttl: 60,
      refreshToken: 'r',
    });
    expect(readSessionGrant({ token: 'a', ttl: '60', refresh_token: 'r' })).toBeNull();
    expect(readSessionGrant({ token: '', ttl: 60, refresh_token: 'r' })).toBeNull();
    expect(readSessionGrant({ token: 'a', ttl: 0, refresh_token: 'r' })).toBeNull();
    expect(readSessionGrant(null)).toBeNull();
  });

  it('keeps the guest cart cookie HttpOnly, SameSite=Lax, path / for 30 days, Secure when asked', () => {
    expect(cartCookieOptions(false)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: false,
      maxAge: 2_592_000,
    });
    expect(cartCookieOptions(true).secure).toBe(true);
  });

  it('takes only a bounded base64url value for a cart id', () => {
    expect(cartId('gQ3x_9-AbCdEfGhIjKlMnO')).toBe('gQ3x_9-AbCdEfGhIjKlMnO');
    expect(cartId('0b0f8e7e-3c1d-4b8e-9f5a-2d6c7b8a9e10')).toBe('0b0f8e7e-3c1d-4b8e-9f5a-2d6c7b8a9e10');
    expect(cartId(undefined)).toBeUndefined();
    expect(cartId('')).toBeUndefined();
    expect(cartId('a b')).toBeUndefined();
    expect(cartId('abc\r\nx-injected: 1')).toBeUndefined();
    expect(cartId('abc/def+ghi=')).toBeUndefined();
    expect(cartId('a'.repeat(257))).toBeUndefined();
  });
});
