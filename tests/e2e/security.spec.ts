/**
 * Attacks a security review tried against the running demo, each replayed against the running
 * production build: they must all fail now.
 */
import { networkInterfaces } from 'node:os';
import { connect } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { rawRequest, targetOf } from '../hostile/raw-http';
import { registerAndConfirm, signIn, ui, uniqueEmail } from './support/customer';

/** A new customer, registered, confirmed and signed in in `page`'s browser context (English). */
async function signedInCustomer(page: Page, request: APIRequestContext, tag: string) {
  const customer = { email: uniqueEmail(tag), password: 'Tomato-Greenhouse-42', firstName: 'Ida', lastName: 'Berg' };
  await registerAndConfirm(page, request, ui.en, customer);
  await signIn(page, ui.en, customer.email, customer.password);
  return customer;
}

const get = (path: string, host: string) =>
  Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);

test('the storefront answers only its own host names and listens on loopback only', async ({ baseURL }) => {
  const target = targetOf(baseURL ?? '');
  for (const host of ['evil.example', 'attacker.example:3100', '192.168.0.10']) {
    expect((await rawRequest(target, get('/api/dev/mailbox', host), 10_000)).status, host).toBe(421);
  }
  expect((await rawRequest(target, get('/builds/latest.json', new URL(baseURL ?? '').host), 10_000)).status).toBe(200);

  const external = Object.values(networkInterfaces())
    .flat()
    .find((address) => address !== undefined && !address.internal && address.family === 'IPv4');
  test.skip(external === undefined, 'this machine has no non-loopback address');
  const refused = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: external?.address, port: target.port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
  expect(refused, `port ${target.port} on ${external?.address}`).toBe(true);
});

test('no redirect leaves the site through a dot segment or a doubled slash', async ({ request }) => {
  for (const path of [
    '/api/locale?to=en&from=/de//evil.example',
    '/api/locale?to=de&from=/.//evil.example',
    '/api/draft-mode/disable?redirect=/.//evil.example',
    '/api/draft-mode/disable?redirect=/a/..//evil.example',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeGreaterThanOrEqual(300);
    expect(response.status(), path).toBeLessThan(400);
    const location = new URL(response.headers().location ?? '', 'http://site.invalid/');
    expect(['site.invalid', new URL(response.url()).host], `${path} → ${location.href}`).toContain(location.host);
  }
});

test('a token cookie holding any bytes is no session, never a 5xx', async ({ request }) => {
  for (const value of ['a%00b', 'a%0D%0ASet-Cookie:%20x=1', '%E2%82%AC', '%C3%28', 'x'.repeat(5000)]) {
    for (const path of ['/api/shop/customer/account', '/account', '/', '/api/dev/mailbox']) {
      const response = await request.get(path, {
        headers: { cookie: `token=${value}; refresh_token=${value}` },
        maxRedirects: 0,
      });
      expect(response.status(), `${path} with token=${value.slice(0, 30)}`).toBeLessThan(500);
    }
  }
  for (const path of ['/api/shop/dev/mailbox?to=a%00@x.com', '/api/dev/mailbox?to=a%00@x.com']) {
    const response = await request.get(path);
    expect(response.status(), path).toBeGreaterThanOrEqual(400);
    expect(response.status(), path).toBeLessThan(500);
  }
});

test('the gateway never fetches from a host named in the path', async ({ request }) => {
  for (const path of [
    '/api/shop/https:evil.example/x',
    '/api/shop/http:%2F%2F127.0.0.1:9/x',
    '/api/shop/..%2F..%2Fx',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
});

test('another site cannot end a session or change the stored language', async ({ page, request, context, baseURL }) => {
  test.setTimeout(120_000);
  const t = ui.en;
  await signedInCustomer(page, request, 'xsite');
  const cookieHeader = (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

  // A cross-site form post to logout or refresh: refused, nothing cleared.
  for (const path of ['/api/shop/customer/auth/logout', '/api/shop/customer/auth/refresh']) {
    const response = await request.post(path, {
      headers: { cookie: cookieHeader, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(403);
    expect(response.headers()['set-cookie'] ?? '', path).toBe('');
  }
  // Logout without cookies clears nothing.
  const anonymous = await request.post('/api/shop/customer/auth/logout', { headers: { cookie: '' } });
  expect(anonymous.headers()['set-cookie'] ?? '').toBe('');

  // A cross-site link to the language switch changes the visitor's cookie, not the account.
  await request.get('/api/locale?to=fr&from=/', {
    headers: { cookie: cookieHeader, 'sec-fetch-site': 'cross-site' },
    maxRedirects: 0,
  });
  const account = await request.get('/api/shop/customer/account', { headers: { cookie: cookieHeader } });
  expect(account.status()).toBe(200);
  expect(await account.json()).toMatchObject({ language: 'en' });

  // The session still works.
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: t.myAccount })).toBeVisible();
  expect(baseURL).toBeTruthy();
});

test('a renewed session is never handed out on a cacheable page', async ({ page, request, context }) => {
  test.setTimeout(120_000);
  await signedInCustomer(page, request, 'cache');
  const refresh = (await context.cookies()).find((cookie) => cookie.name === 'refresh_token');
  expect(refresh?.value).toBeTruthy();

  const renewed = await request.get('/', {
    headers: { cookie: `language=en; refresh_token=${refresh?.value ?? ''}` },
    maxRedirects: 0,
  });
  expect(renewed.status()).toBe(307);
  expect(renewed.headers()['cache-control']).toMatch(/no-store/);
  expect(renewed.headers()['cache-control']).toMatch(/private/);
  expect(renewed.headers()['set-cookie']).toMatch(/(^|\n)token=/);
  expect(new URL(renewed.headers().location ?? '', 'http://x/').pathname).toBe('/');

  const token = /(?:^|\n)token=([^;]+)/.exec(renewed.headers()['set-cookie'] ?? '')?.[1];
  const newRefresh = /(?:^|\n)refresh_token=([^;]+)/.exec(renewed.headers()['set-cookie'] ?? '')?.[1];
  const page2 = await request.get('/', {
    headers: { cookie: `language=en; token=${token ?? ''}; refresh_token=${newRefresh ?? ''}` },
    maxRedirects: 0,
  });
  expect(page2.status()).toBe(200);
  expect(page2.headers()['set-cookie'] ?? '').not.toMatch(/(^|\n)(token|refresh_token)=/);
});
