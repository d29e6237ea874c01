import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../cli-settings';
import { editorHeaders, h1Request, h2Request, startTestLake, type TestLake } from '../testing/http-lake';

let test: TestLake;
let shop: Server;
const shopRequests: string[] = [];
const shopRequestHeaders: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  shop = createServer((req, res) => {
    shopRequests.push(`${req.method} ${req.url}`);
    shopRequestHeaders.push(req.headers);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ products: [{ sku: 'seed-1' }] }));
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  const address = shop.address();
  const shopPort = typeof address === 'object' && address !== null ? address.port : 0;
  test = await startTestLake({ shopApiUrl: `http://127.0.0.1:${shopPort}/api/shop` });
});

afterAll(async () => {
  await test.cleanup();
  await new Promise((resolve) => shop.close(resolve));
});

describe('the lake server', () => {
  it('listens on the loopback interface only unless told otherwise', () => {
    expect(test.lake.host).toBe('127.0.0.1');
    expect(readSettings({}).LAKE_HOST).toBe('127.0.0.1');
    expect(readSettings({ LAKE_HOST: '0.0.0.0' }).LAKE_HOST).toBe('0.0.0.0');
  });

  it('negotiates HTTP/2 (ALPN h2) and still answers HTTP/1.1 clients', async () => {
    const h2 = await h2Request(test.lake, { path: '/v2025-02-19/data/query/production?query=1' });
    expect(h2.alpn).toBe('h2');
    expect(h2.json()).toMatchObject({ result: 1 });
    const h1 = await h1Request(test.lake, { path: '/v2025-02-19/data/query/production?query=1' });
    expect(h1.status).toBe(200);
    expect(h1.json()).toMatchObject({ result: 1 });
  });

  it('accepts every API version prefix and any Host (the Studio calls <project>.localhost)', async () => {
    for (const prefix of ['/v1', '/vX', '/v2021-06-07', '/v2026-05-04', '']) {
      const response = await h2Request(test.lake, {
        path: `${prefix}/data/query/production?query=2`,
        headers: { host: `local.localhost:${test.lake.port}` },
      });
      expect(response.json(), prefix).toMatchObject({ result: 2 });
    }
  });

  it("answers unknown API paths with Sanity's 404 JSON", async () => {
    for (const path of ['/v2025-02-19/projects/local', '/v1/features', '/data/unknown']) {
      const response = await h2Request(test.lake, { path });
      expect(response.status, path).toBe(404);
      expect(response.json()).toEqual({ error: 'Not Found', message: 'Not Found', statusCode: 404 });
    }
  });

  it("answers CORS preflights from the lake's own origins and sanity dev, and no others", async () => {
    const preflight = (origin: string) =>
      h2Request(test.lake, {
        method: 'OPTIONS',
        path: '/v2025-02-19/data/mutate/production',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    for (const origin of [
      `https://local.localhost:${test.lake.port}`,
      `https://localhost:${test.lake.port}`,
      'http://localhost:3334',
    ]) {
      const allowed = await preflight(origin);
      expect(allowed.status).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe(origin);
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      expect(allowed.headers['access-control-allow-headers']).toBe('authorization,content-type');
    }
    const foreign = await preflight('https://evil.example');
    expect(foreign.status).toBe(204);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the current user, the dataset grants, and user lookups', async () => {
    const me = await h2Request(test.lake, { path: '/v2025-02-19/users/me', headers: editorHeaders(test.lake) });
    expect(me.json()).toMatchObject({ id: 'p-local-editor', role: 'administrator', provider: 'local' });
    expect((await h2Request(test.lake, { path: '/v2025-02-19/users/me' })).json()).toEqual({});
    const acl = await h2Request(test.lake, {
      path: '/v2025-02-19/projects/local/datasets/production/acl',
      headers: editorHeaders(test.lake),
    });
    expect(acl.json()).toEqual([{ filter: '_id in path("**")', permissions: ['read', 'create', 'history', 'update'] }]);
    const users = await h2Request(test.lake, {
      path: '/v2021-06-07/users/p-local-editor,nobody',
      headers: editorHeaders(test.lake),
    });
    expect(users.json()).toEqual([{ id: 'p-local-editor', displayName: 'Local editor', imageUrl: null }]);
    expect((await h2Request(test.lake, { path: '/v2025-02-19/projects/other/datasets/production/acl' })).status).toBe(
      404,
    );
  });
});

describe('the Studio on the same origin', () => {
  it('serves index.html for app paths, hashed files immutable, and 404 for missing files', async () => {
    const root = await h2Request(test.lake, { path: '/' });
    expect(root.status).toBe(200);
    expect(root.text).toContain('<div id="sanity">');
    // Studio routes end in document ids, which contain dots.
    const deepLink = await h2Request(test.lake, { path: '/structure/blogPost;blogPost-de;blogPost.autoflowers.de' });
    expect(deepLink.text).toContain('<div id="sanity">');
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    const script = await h2Request(test.lake, { path: '/static/app-abc123.js' });
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await h2Request(test.lake, { path: '/static/missing.js' })).status).toBe(404);
    expect((await h2Request(test.lake, { path: '/..%2f..%2fetc/passwd' })).text).not.toContain('root:');
  });

  it('signs the editor in through /studio-login with the right token only', async () => {
    const page = await h2Request(test.lake, {
      path: `/studio-login?token=${encodeURIComponent(test.lake.editorToken)}`,
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain('localStorage.setItem("__studio_auth_token_local"');
    expect(page.text).toContain(JSON.stringify(test.lake.editorToken));
    expect(page.headers['cache-control']).toBe('no-store');
    const refused = await h2Request(test.lake, { path: '/studio-login?token=guess' });
    expect(refused.status).toBe(401);
    expect(refused.text).not.toContain('localStorage');
    expect(test.lake.studioLoginUrl).toBe(
      `${test.lake.url}/studio-login?token=${encodeURIComponent(test.lake.editorToken)}`,
    );
  });

  it('proxies the product picker’s GET /shop-api/catalogue/… to the shop, sandboxed', async () => {
    const response = await h2Request(test.lake, {
      path: '/shop-api/catalogue/products?q=haze&per_page=10',
      headers: { 'accept-language': 'en', cookie: 'shop_session=secret', ...editorHeaders(test.lake) },
    });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ products: [{ sku: 'seed-1' }] });
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(shopRequests).toContain('GET /api/shop/catalogue/products?q=haze&per_page=10');
    const forwarded = shopRequestHeaders.at(-1) ?? {};
    expect(forwarded['accept-language']).toBe('en');
    expect(forwarded.cookie).toBeUndefined();
    expect(forwarded.authorization).toBeUndefined();

    const image = await h2Request(test.lake, { path: '/shop-api/catalogue/images/products/prod-000001/2.svg' });
    expect(image.status).toBe(200);
    expect(shopRequests).toContain('GET /api/shop/catalogue/images/products/prod-000001/2.svg');
  });

  it('answers 404 for every other shop path and never asks the shop', async () => {
    const before = shopRequests.length;
    for (const path of [
      '/shop-api/dev/mailbox',
      '/shop-api/dev/mailbox/messages',
      '/shop-api/account/me',
      '/shop-api/auth/sign-in',
      '/shop-api/products?locale=de',
      '/shop-api/catalogue/../dev/mailbox',
      '/shop-api/catalogue/products%2F..%2F..%2Fdev%2Fmailbox',
      '/shop-api/catalogue/images/products/prod-1/..%2F..%2Fx.svg',
      '/shop-api',
    ]) {
      const response = await h2Request(test.lake, { path });
      expect(response.status, path).toBe(404);
    }
    expect(shopRequests.length).toBe(before);
    expect((await h2Request(test.lake, { method: 'POST', path: '/shop-api/orders', body: '{}' })).status).toBe(405);
  });

  it('lets no other site frame the Studio or its sign-in page', async () => {
    for (const path of [
      '/',
      '/structure/topicPage',
      '/static/app-abc123.js',
      `/studio-login?token=${encodeURIComponent(test.lake.editorToken)}`,
      '/studio-login?token=guess',
    ]) {
      const response = await h2Request(test.lake, { path });
      expect(response.headers['content-security-policy'], path).toBe("frame-ancestors 'self'");
      expect(response.headers['x-frame-options'], path).toBe('SAMEORIGIN');
    }
  });

  it('shows a "Studio not built" page when there is no build', async () => {
    const unbuilt = await startTestLake({ studioDir: join(test.studioDir, 'does-not-exist') });
    try {
      const response = await h2Request(unbuilt.lake, { path: '/' });
      expect(response.status).toBe(503);
      expect(response.text).toContain('pnpm --filter @seedshop/studio build');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    } finally {
      await unbuilt.cleanup();
    }
  });
});

describe('the webhook secret', () => {
  it('refuses to start with the old published default or a short secret', async () => {
    for (const webhookSecret of ['seedshop-local-content-webhook-secret', 'short-but-not-32-characters']) {
      await expect(startTestLake({ webhookSecret })).rejects.toThrow(/CONTENT_WEBHOOK_SECRET/);
    }
    const chosen = 'x'.repeat(16) + 'a-chosen-secret-of-32+characters';
    const own = await startTestLake({ webhookSecret: chosen });
    try {
      expect(own.lake.webhookSecret).toBe(chosen);
    } finally {
      await own.cleanup();
    }
  });
});

describe('state kept in the data folder', () => {
  it('keeps the editor token, the webhook secret (mode 0600) and the certificate across restarts', async () => {
    const tokenFile = await stat(join(test.dataDir, 'editor-token'));
    expect(tokenFile.mode & 0o777).toBe(0o600);
    const secretFile = await stat(join(test.dataDir, 'webhook-secret'));
    expect(secretFile.mode & 0o777).toBe(0o600);
    expect(test.lake.webhookSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const first = await startTestLake({ tlsDir: undefined });
    const { dataDir } = first;
    const { editorToken, caCertPem, webhookSecret } = first.lake;
    expect(webhookSecret).not.toBe(test.lake.webhookSecret);
    await first.lake.close();
    const { startLake } = await import('../lake');
    const again = await startLake({ dataDir, port: 0, studioDir: first.studioDir });
    try {
      expect(again.editorToken).toBe(editorToken);
      expect(again.webhookSecret).toBe(webhookSecret);
      expect(again.caCertPem).toBe(caCertPem);
      expect(again.certPath).toBe(join(dataDir, 'tls', 'cert.pem'));
    } finally {
      await again.close();
      await first.cleanup().catch(() => undefined);
    }
  });
});
