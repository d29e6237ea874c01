import { createServer, type Server } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentQuery } from '../pricing/content-query';
import { createRedisRateLimiter } from '../security/rate-limit';
import { createTestShop, type TestShop } from '../testing/test-app';
import { createLogger } from './logger';
import { createShopMetrics } from './metrics';
import { createOpsApp, withOps } from './ops-routes';
import type { ReadinessCheck } from './readiness';
import { shopReadinessChecks } from './shop-readiness';

const TOKEN = 'a-metrics-token-of-32-characters';

interface Running {
  readonly url: string;
  close(): Promise<void>;
}

const logLines: Array<Record<string, unknown>> = [];
const logger = createLogger('shop', { write: (line: string) => logLines.push(JSON.parse(line)) }, 'info');
const metrics = createShopMetrics({ processMetrics: true });

/** A shop's app behind a real HTTP server on a free loopback port, as `server.ts` runs it. */
async function serveShop(shop: TestShop, readiness: readonly ReadinessCheck[], trustedProxies = 1): Promise<Running> {
  const ops = createOpsApp({ readiness, metrics, metricsToken: TOKEN, trustedProxies });
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: withOps(ops, shop.app), port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise((resolve) => {
        server.close(resolve);
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
    },
  };
}

/** A TCP server that accepts connections and never answers: a hung dependency. */
async function silentServer(): Promise<{ port: number; server: Server }> {
  const server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, port: typeof address === 'object' && address !== null ? address.port : 0 };
}

describe('operations endpoints over HTTP', () => {
  let shop: TestShop;
  let healthy: Running;
  beforeAll(async () => {
    shop = await createTestShop({ logger, metrics, config: { trustedProxies: 1 } });
    healthy = await serveShop(shop, shopReadinessChecks({ db: shop.database.db }));
  });
  afterAll(async () => {
    await healthy.close();
    await shop.close();
  });

  it('answers /healthz 200 {"status":"ok"}, never cached', async () => {
    const response = await fetch(`${healthy.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz 200 with each check when the database answers', async () => {
    const response = await fetch(`${healthy.url}/readyz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ status: 'ok', checks: { database: { status: 'ok' } } });
  });

  it('answers /readyz 503 with Retry-After, quickly, when Redis is away and the lake hangs', async () => {
    const hung = await silentServer();
    const redis = createRedisRateLimiter('redis://127.0.0.1:1', { log: () => undefined });
    const broken = await serveShop(
      shop,
      shopReadinessChecks({
        db: shop.database.db,
        redis,
        content: {
          name: 'lake',
          query: createContentQuery({ apiHost: `http://127.0.0.1:${hung.port}`, dataset: 'x', apiVersion: '1' }),
        },
      }),
    );
    try {
      const started = performance.now();
      const response = await fetch(`${broken.url}/readyz`);
      const elapsed = performance.now() - started;
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: { status: 'ok' }, redis: { status: 'down' }, lake: { status: 'down' } },
      });
      expect(elapsed).toBeLessThan(3_000);
      // Alive all the same: the process answers.
      expect((await fetch(`${broken.url}/healthz`)).status).toBe(200);
    } finally {
      await broken.close();
      await redis.close();
      hung.server.close();
    }
  });

  it('reports Redis ready when it answers PONG', async () => {
    const redis = createRedisRateLimiter('redis://127.0.0.1:6379', { log: () => undefined });
    const withRedis = await serveShop(shop, shopReadinessChecks({ db: shop.database.db, redis }));
    try {
      const response = await fetch(`${withRedis.url}/readyz`);
      expect(await response.json()).toMatchObject({ status: 'ok', checks: { redis: { status: 'ok' } } });
    } finally {
      await withRedis.close();
      await redis.close();
    }
  });

  it("echoes a trusted proxy's well-formed X-Request-Id and logs the request under it", async () => {
    const response = await fetch(`${healthy.url}/catalogue/products/no-such-seed`, {
      headers: { 'x-request-id': 'proxy-id-42.a:b', 'x-forwarded-for': '203.0.113.9' },
    });
    await response.body?.cancel();
    expect(response.headers.get('x-request-id')).toBe('proxy-id-42.a:b');
    const line = logLines.find((entry) => entry['reqId'] === 'proxy-id-42.a:b');
    expect(line).toMatchObject({ service: 'shop', msg: 'request', route: '/catalogue/products/:slug', method: 'GET' });
    expect(typeof line?.['status']).toBe('number');
  });

  it('replaces an id with spaces, control characters or 129 characters by a fresh one', async () => {
    for (const bad of ['two words', 'a\u0007b', 'x'.repeat(129)]) {
      const response = await fetch(`${healthy.url}/catalogue/products/none`, {
        headers: { 'x-request-id': encodeURIComponent(bad) === bad ? bad : 'a%07b' },
      });
      await response.body?.cancel();
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u);
    }
  });

  it('ignores an incoming id when no proxy is trusted (a client must not name its log lines)', async () => {
    const alone = await createTestShop({ logger, config: { trustedProxies: 0 } });
    const direct = await serveShop(alone, [], 0);
    try {
      const response = await fetch(`${direct.url}/catalogue/products/none`, { headers: { 'x-request-id': 'chosen' } });
      await response.body?.cancel();
      expect(response.headers.get('x-request-id')).not.toBe('chosen');
    } finally {
      await direct.close();
      await alone.close();
    }
  }, 60_000);

  it('counts requests per route pattern and status class on /metrics', async () => {
    const scrape = async () => {
      const response = await fetch(`${healthy.url}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/u);
      return response.text();
    };
    const series =
      /^shop_http_requests_total\{method="GET",route="\/catalogue\/products\/:slug",status_class="4xx"\} (\d+)$/mu;
    const before = Number(series.exec(await scrape())?.[1] ?? 0);
    for (const slug of ['first-unknown', 'second-unknown', 'third-unknown']) {
      await (await fetch(`${healthy.url}/catalogue/products/${slug}`)).body?.cancel();
    }
    const after = await scrape();
    expect(Number(series.exec(after)?.[1])).toBe(before + 3);
    // One series for the pattern, none per raw path; Node's own metrics alongside.
    expect(after).not.toContain('third-unknown');
    expect(after).toMatch(/^shop_http_request_duration_seconds_bucket\{/mu);
    expect(after).toMatch(/^process_cpu_user_seconds_total /mu);
  });

  it('serves /metrics to other clients only with the bearer token', async () => {
    const remote = { 'x-forwarded-for': '203.0.113.9' };
    expect((await fetch(`${healthy.url}/metrics`, { headers: remote })).status).toBe(404);
    expect(
      (await fetch(`${healthy.url}/metrics`, { headers: { ...remote, authorization: 'Bearer wrong-token' } })).status,
    ).toBe(404);
    const allowed = await fetch(`${healthy.url}/metrics`, { headers: { ...remote, authorization: `Bearer ${TOKEN}` } });
    expect(allowed.status).toBe(200);
    await allowed.body?.cancel();
  });
});
