/**
 * The storefront's security headers on every page type, read over HTTP from the running production
 * build (`web/next.config.ts`; HSTS from `web/server/serve.mjs` when the site is HTTPS), and the
 * operations endpoints its server answers before Next (`web/server/ops.mjs`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { rawRequest, targetOf } from '../hostile/raw-http';

const baseline = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), browsing-topics=()',
};

/** The first product page the English listing links to. */
async function productPath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/cannabis-seeds')).text();
  const results = html.slice(html.indexOf('id="listing-results"'));
  const href = /<article[\s\S]*?href="(\/[^"?#]+)"/u.exec(results)?.[1];
  expect(href, 'a product link in the listing').toBeDefined();
  return href ?? '/';
}

test('every page type carries the baseline security headers', async ({ request }) => {
  const pages = [
    '/', // home
    '/de', // home in another language
    '/cannabis-seeds', // category listing
    await productPath(request), // product page
    '/fr/search?q=feminisee', // search
    '/blog', // content list
    '/de/contact-us', // content page with a form
    '/login', // account sign-in
    '/account', // account (redirect to sign-in)
    '/cart/checkout', // cart and checkout
    '/comparison', // shopper list
    '/does-not-exist', // 404
    '/api/shop/catalogue/products?per_page=1', // shop gateway (JSON)
    '/builds/latest.json', // route handler
  ];
  for (const path of pages) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(500);
    const headers = response.headers();
    for (const [name, value] of Object.entries(baseline)) expect(headers[name], `${name} on ${path}`).toBe(value);
    // Plain HTTP: no HSTS (a browser would ignore it, and a local demo must not pin HTTPS).
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }
});

test('the storefront answers /healthz, /readyz and /metrics before Next, with a request id', async ({
  request,
  baseURL,
}) => {
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  expect(health.headers()['cache-control']).toBe('no-store');
  expect(await health.json()).toEqual({ status: 'ok' });

  const ready = await request.get('/readyz');
  const report = (await ready.json()) as { status: string; checks: Record<string, { status: string }> };
  expect(ready.status(), JSON.stringify(report)).toBe(200);
  expect(report.checks['shop']?.status).toBe('ok');
  expect(report.checks['lake']?.status).toBe('ok');

  // From this machine the probes are answered whatever Host they name (an orchestrator's probe).
  const target = targetOf(baseURL ?? '');
  const probe = Buffer.from('GET /healthz HTTP/1.1\r\nHost: 10.1.2.3:8080\r\nConnection: close\r\n\r\n');
  expect((await rawRequest(target, probe, 10_000)).status).toBe(200);

  const page = await request.get('/cannabis-seeds', { headers: { 'x-request-id': 'e2e-proxy-id-1' } });
  // The e2e server trusts one proxy (TRUSTED_PROXIES=1): a well-formed id is kept and echoed.
  expect(page.headers()['x-request-id']).toBe('e2e-proxy-id-1');

  const series = /^storefront_http_requests_total\{method="GET",route="page",status_class="2xx"\} (\d+)$/mu;
  const scrape = async () => (await request.get('/metrics')).text();
  const before = Number(series.exec(await scrape())?.[1] ?? 0);
  await request.get('/de');
  await request.get('/fr');
  const after = await scrape();
  expect(Number(series.exec(after)?.[1])).toBeGreaterThanOrEqual(before + 2);
  // The in-process shop's own series ride along (it has answered the listing's calls by now).
  expect(after).toMatch(/^shop_http_requests_total\{/mu);
  // Behind the one trusted proxy, a client elsewhere does not get the metrics.
  expect((await request.get('/metrics', { headers: { 'x-forwarded-for': '203.0.113.7' } })).status()).toBe(404);
});

/** A loopback port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address !== null ? address.port : 0;
}

test('over HTTPS the storefront sends HSTS with the baseline headers', async ({ request }) => {
  test.setTimeout(120_000);
  // A static file of the build: the second server answers it without its shop or the lake.
  const home = await (await request.get('/')).text();
  const asset = /\/_next\/static\/[^"']+\.js/u.exec(home)?.[0];
  expect(asset).toBeDefined();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'seedshop-hsts-'));
  const serve = fileURLToPath(new URL('../../web/server/serve.mjs', import.meta.url));
  // The same build behind a TLS-terminating proxy: SITE_URL is https, the proxy speaks HTTP here.
  const server = spawn(process.execPath, [serve], {
    env: {
      ...process.env,
      PORT: String(port),
      SITE_URL: `https://localhost:${port}`,
      PGLITE_DATA_DIR: join(dataDir, 'pglite'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  try {
    const url = `http://localhost:${port}`;
    await expect
      .poll(async () => (await fetch(`${url}/healthz`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
      .toBe(200);
    const response = await fetch(`${url}${asset}`);
    expect(response.status, errors).toBe(200);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    for (const [name, value] of Object.entries(baseline)) expect(response.headers.get(name), name).toBe(value);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('an anonymous visitor’s shared pages may go to the back/forward cache; personal ones and sessions never', async ({
  baseURL,
}) => {
  const cacheControl = async (path: string, cookie: string) => {
    const response = await fetch(new URL(path, baseURL), { headers: { cookie }, redirect: 'manual' });
    expect(response.status, path).toBe(200);
    return response.headers.get('cache-control') ?? '';
  };
  const visitor = 'seedshop_adult=1; language=en';
  for (const path of ['/cannabis-seeds', '/cannabis-seeds?seed_type=feminized', '/blog']) {
    expect(await cacheControl(path, visitor), path).toBe('private, no-cache, max-age=0, must-revalidate');
  }
  for (const path of ['/login', '/registration']) expect(await cacheControl(path, visitor), path).toMatch(/no-store/);
  for (const cookie of [`${visitor}; token=abc`, `${visitor}; cart=x`]) {
    expect(await cacheControl('/cannabis-seeds', cookie), cookie).toMatch(/no-store/);
  }
});
