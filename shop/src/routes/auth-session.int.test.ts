import { beforeAll, describe, expect, it } from 'vitest';
import { sessionResponse } from '../contract';
import { bodyOf, createConfirmedAccount, expectError, get, login, post } from '../testing/api-client';
import { days, minutes } from '../testing/fake-clock';
import { useTestShop } from '../testing/shop-fixture';

const shop = useTestShop();

describe('POST /customer/auth/refresh and /logout', () => {
  let account: { email: string; password: string };
  beforeAll(async () => {
    account = await createConfirmedAccount(shop, 'session@example.com');
  });

  it('rotates: a refresh token works once and yields a new pair', async () => {
    const first = await login(shop, account);
    const refreshed = await post(shop, '/customer/auth/refresh', { refresh_token: first.refresh_token });
    expect(refreshed.status).toBe(200);
    const second = bodyOf(refreshed, sessionResponse);
    expect(second.token).not.toBe(first.token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.customer.email).toBe(account.email);
    expect((await get(shop, '/customer/account', { token: second.token })).status).toBe(200);
  });

  it('treats a reused refresh token as stolen: 401 and every token of the login revoked', async () => {
    const first = await login(shop, account);
    const other = await login(shop, account); // another device: a separate family
    const second = await post(shop, '/customer/auth/refresh', { refresh_token: first.refresh_token });
    const secondTokens = bodyOf(second, sessionResponse);
    const replay = await post(
      shop,
      '/customer/auth/refresh',
      { refresh_token: first.refresh_token },
      { language: 'de' },
    );
    expect(expectError(replay, 401).message).toBe('Deine Sitzung ist beendet. Bitte melde dich erneut an.');
    expectError(await get(shop, '/customer/account', { token: secondTokens.token }), 401);
    expectError(await get(shop, '/customer/account', { token: first.token }), 401);
    expectError(await post(shop, '/customer/auth/refresh', { refresh_token: secondTokens.refresh_token }), 401);
    expect((await get(shop, '/customer/account', { token: other.token })).status).toBe(200);
  });

  it('expires access tokens after ttl minutes; refresh still works until the login’s absolute end', async () => {
    const session = await login(shop, account);
    shop.clock.advance(minutes(61));
    const expired = await get(shop, '/customer/account', { token: session.token });
    expectError(expired, 401);
    expect(expired.headers.get('www-authenticate')).toBe('Bearer');
    const refreshed = await post(shop, '/customer/auth/refresh', { refresh_token: session.refresh_token });
    expect(refreshed.status).toBe(200);
    const later = bodyOf(refreshed, sessionResponse);
    shop.clock.advance(days(30));
    expectError(await post(shop, '/customer/auth/refresh', { refresh_token: later.refresh_token }), 401);
  });

  it('logout revokes the token and its refresh token', async () => {
    const session = await login(shop, account);
    const response = await post(shop, '/customer/auth/logout', undefined, { token: session.token });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
    expectError(await get(shop, '/customer/account', { token: session.token }), 401);
    expectError(await post(shop, '/customer/auth/refresh', { refresh_token: session.refresh_token }), 401);
    expectError(await post(shop, '/customer/auth/logout', undefined, { token: session.token }), 401);
  });

  it('refuses refresh with an unknown or malformed token', async () => {
    expectError(await post(shop, '/customer/auth/refresh', { refresh_token: 'x'.repeat(43) }), 401);
    expectError(await post(shop, '/customer/auth/refresh', { refresh_token: 42 }), 422);
    expectError(await post(shop, '/customer/auth/logout'), 401);
  });
});
