import { describe, expect, it } from 'vitest';
import { isStaffToken } from './staff-auth';

const token = 'staff-token-0123456789abcdef';

describe('staff token check', () => {
  it('accepts exactly the configured bearer token', () => {
    expect(isStaffToken(token, `Bearer ${token}`)).toBe(true);
    expect(isStaffToken(token, `bearer ${token}`)).toBe(true);
    expect(isStaffToken(token, `Bearer ${token.slice(0, -1)}`)).toBe(false);
    expect(isStaffToken(token, `Bearer ${token}0`)).toBe(false);
    expect(isStaffToken(token, token)).toBe(false);
    expect(isStaffToken(token, `Basic ${token}`)).toBe(false);
    expect(isStaffToken(token, undefined)).toBe(false);
  });

  it('lets nobody in while no token is configured', () => {
    expect(isStaffToken(undefined, 'Bearer undefined')).toBe(false);
    expect(isStaffToken('', 'Bearer ')).toBe(false);
  });
});
