import { describe, expect, it } from 'vitest';
import { orderAccessToken, orderLinkSecret, verifyOrderAccess } from './order-access';

const secret = 'a-secret-of-the-shop-that-is-long-enough';
const order = { id: '6f1c1a8e-9a7b-4c1e-8f0e-3a2b1c0d9e8f', number: 'SS-2030-000042' };

describe('order links', () => {
  it('accept the token made for the order', () => {
    const token = orderAccessToken(secret, order);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/u);
    expect(verifyOrderAccess(secret, order, token)).toBe(true);
  });

  it('refuse a token of another order, another secret, a changed character, or none', () => {
    const token = orderAccessToken(secret, order);
    expect(verifyOrderAccess(secret, { ...order, number: 'SS-2030-000043' }, token)).toBe(false);
    expect(verifyOrderAccess('another-secret-of-the-same-length-abc', order, token)).toBe(false);
    const changed = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyOrderAccess(secret, order, changed)).toBe(false);
    expect(verifyOrderAccess(secret, order, undefined)).toBe(false);
    expect(verifyOrderAccess(secret, order, '')).toBe(false);
    expect(verifyOrderAccess(secret, order, `${token}x`)).toBe(false);
  });

  it('use the configured secret, else one random secret for the whole process', () => {
    expect(orderLinkSecret({ orderLinkSecret: secret })).toBe(secret);
    const fallback = orderLinkSecret({});
    expect(fallback.length).toBeGreaterThanOrEqual(40);
    expect(orderLinkSecret({})).toBe(fallback);
  });
});
