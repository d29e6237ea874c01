import { describe, expect, it } from 'vitest';
import { readSessionGrant, refreshCookieOptions, tokenCookieOptions } from './session-cookies';

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
});
