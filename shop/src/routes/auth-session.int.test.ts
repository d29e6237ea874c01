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

  describe('a refresh token presented again', () => {
    const browser = { ip: '203.0.113.40', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' } };
    const refresh = (refreshToken: string, options: Parameters<typeof post>[3] = browser) =>
      post(shop, '/customer/auth/refresh', { refresh_token: refreshToken }, options);

    async function expectFamilyRevoked(...pairs: ReadonlyArray<{ token: string; refresh_token: string }>) {
      for (const pair of pairs) {
        expectError(await get(shop, '/customer/account', { token: pair.token }), 401);
        expectError(await refresh(pair.refresh_token), 401);
      }
    }

    it('from another address right after the rotation is theft: 401, and the new pair is revoked too', async () => {
      const first = await login(shop, account, browser);
      const second = bodyOf(await refresh(first.refresh_token), sessionResponse);
      const replay = await refresh(first.refresh_token, { ...browser, ip: '198.51.100.41' });
      expectError(replay, 401);
      await expectFamilyRevoked(second, first);
    });

    it('from the same address with another user agent is theft as well', async () => {
      const first = await login(shop, account, browser);
      const second = bodyOf(await refresh(first.refresh_token), sessionResponse);
      expectError(await refresh(first.refresh_token, { ip: browser.ip, headers: { 'user-agent': 'curl/8.9' } }), 401);
      await expectFamilyRevoked(second);
    });

    it('by the same client within 10 s, while the new pair is unused, gets that same pair (a concurrent duplicate)', async () => {
      const first = await login(shop, account, browser);
      const second = bodyOf(await refresh(first.refresh_token), sessionResponse);
      shop.clock.advance(9_000);
      const duplicate = await refresh(first.refresh_token);
      expect(duplicate.status).toBe(200);
      const again = bodyOf(duplicate, sessionResponse);
      expect({ token: again.token, refresh_token: again.refresh_token }).toEqual({
        token: second.token,
        refresh_token: second.refresh_token,
      });
      expect(again.ttl).toBe(60);
      expect((await get(shop, '/customer/account', { token: second.token })).status).toBe(200);
      // The pair goes on rotating as usual.
      expect((await refresh(second.refresh_token)).status).toBe(200);
    });

    it('twice at the same moment by one client: both answers carry the same pair, and the login lives on', async () => {
      const first = await login(shop, account, browser);
      const answers = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
      const pairs = answers.map((answer) => bodyOf(answer, sessionResponse));
      expect(pairs[0]?.refresh_token).toBe(pairs[1]?.refresh_token);
      expect(pairs[0]?.token).toBe(pairs[1]?.token);
      expect((await get(shop, '/customer/account', { token: pairs[0]?.token })).status).toBe(200);
    });

    it('by the same client after the new pair was used is theft: the whole login ends', async () => {
      const first = await login(shop, account, browser);
      const second = bodyOf(await refresh(first.refresh_token), sessionResponse);
      const third = bodyOf(await refresh(second.refresh_token), sessionResponse);
      expectError(await refresh(first.refresh_token), 401);
      await expectFamilyRevoked(third);
    });

    it('by the same client after the 10 s window is theft: the whole login ends', async () => {
      const first = await login(shop, account, browser);
      const second = bodyOf(await refresh(first.refresh_token), sessionResponse);
      shop.clock.advance(10_000);
      expectError(await refresh(first.refresh_token), 401);
      await expectFamilyRevoked(second);
    });
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
