/**
 * Attacks a security review tried against the running demo, each replayed against the running
 * production build: they must all fail now.
 */
import { existsSync, readFileSync } from 'node:fs';
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

/** The machine's IPv4 addresses other than loopback. */
function externalAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((address) => address !== undefined && !address.internal && address.family === 'IPv4')
    .map((address) => address?.address ?? '');
}

/**
 * The local addresses of the TCP sockets listening on `port`, from Linux's `/proc/net/tcp` and
 * `/proc/net/tcp6` (state 0A: LISTEN; addresses in hex, each 32-bit word in host byte order).
 */
function listeningAddresses(port: number): { text: string; loopback: boolean }[] {
  const found: { text: string; loopback: boolean }[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const lines = existsSync(table) ? readFileSync(table, 'utf8').trim().split('\n').slice(1) : [];
    for (const line of lines) {
      const [, local = '', , state] = line.trim().split(/\s+/);
      const [hex = '', portHex = ''] = local.split(':');
      if (state !== '0A' || Number.parseInt(portHex, 16) !== port) continue;
      // Each 32-bit word is stored little-endian: reverse its four bytes.
      const bytes = (hex.match(/.{8}/g) ?? []).flatMap((word) =>
        (word.match(/../g) ?? []).reverse().map((pair) => Number.parseInt(pair, 16)),
      );
      const v4 =
        bytes.length === 4
          ? bytes
          : bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 255 && bytes[11] === 255
            ? bytes.slice(12)
            : null;
      const loopback = v4 !== null ? v4[0] === 127 : bytes.slice(0, 15).every((b) => b === 0) && bytes[15] === 1;
      found.push({ text: `${table} ${local}`, loopback });
    }
  }
  return found;
}

const get = (path: string, host: string) =>
  Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);

test('the storefront answers only its own host names and listens on loopback only', async ({ baseURL }) => {
  const target = targetOf(baseURL ?? '');
  for (const host of ['evil.example', 'attacker.example:3100', '192.168.0.10']) {
    expect((await rawRequest(target, get('/api/dev/mailbox', host), 10_000)).status, host).toBe(421);
  }
  expect((await rawRequest(target, get('/builds/latest.json', new URL(baseURL ?? '').host), 10_000)).status).toBe(200);

  // Every socket listening on the storefront's port is bound to a loopback address (the kernel's
  // socket tables): this holds on any machine, also one without another network interface.
  const bound = listeningAddresses(target.port);
  expect(bound.length, `sockets listening on port ${target.port}`).toBeGreaterThan(0);
  expect(bound.filter((address) => !address.loopback).map((address) => address.text)).toEqual([]);

  // Where the machine has another address, a connection to it is refused as well.
  for (const external of externalAddresses()) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: external, port: target.port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    expect(refused, `port ${target.port} on ${external}`).toBe(true);
  }
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
