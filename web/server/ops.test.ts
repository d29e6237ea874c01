import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { checkReadiness, createOps, hasToken, requestIdOf, routeGroup, SHOP_HOOK } from './ops.mjs';

const TOKEN = 'a-metrics-token-of-32-characters';
const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
  Reflect.deleteProperty(globalThis, SHOP_HOOK);
});

/** The operations side as serve.mjs wires it, behind a real HTTP server: ops paths answered, the rest 204. */
async function start(checks: Record<string, () => Promise<unknown>>, trustedProxies = 0) {
  const lines: Array<Record<string, unknown>> = [];
  const ops = createOps({
    logLevel: 'info',
    logDestination: { write: (line: string) => void lines.push(JSON.parse(line)) },
    metricsToken: TOKEN,
    trustedProxies,
    checks,
  });
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?', 1)[0] ?? '/';
    // As the front door leaves it: the client address is the forwarded one, else the peer.
    const client = (request.headers['x-forwarded-for'] as string | undefined) ?? request.socket.remoteAddress;
    ops.track(request, response);
    if (['/healthz', '/readyz', '/metrics'].includes(path)) {
      void ops.answer(request, response, client);
      return;
    }
    response.writeHead(204);
    response.end();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  return { url, lines };
}

describe('storefront operations endpoints', () => {
  it('answers /healthz 200 {"status":"ok"} without asking any dependency, never cached', async () => {
    const { url } = await start({ shop: () => new Promise(() => undefined) });
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz 200 with each check, or 503 with Retry-After within the timeout when one hangs', async () => {
    const ready = await start({ shop: async () => undefined, lake: async () => undefined });
    const ok = await fetch(`${ready.url}/readyz`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ status: 'ok', checks: { shop: { status: 'ok' }, lake: { status: 'ok' } } });

    const hanging = await start({ shop: async () => undefined, lake: () => new Promise(() => undefined) });
    const started = performance.now();
    const down = await fetch(`${hanging.url}/readyz`);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(await down.json()).toMatchObject({ status: 'unavailable', checks: { lake: { status: 'down' } } });
  });

  it('gives every request an id, echoes it and logs it; a proxy id counts only behind a trusted proxy', async () => {
    const direct = await start({});
    const chosen = await fetch(`${direct.url}/en/seeds`, { headers: { 'x-request-id': 'chosen-by-client' } });
    const id = chosen.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/u);
    expect(direct.lines).toContainEqual(expect.objectContaining({ reqId: id, route: 'page', status: 204 }));

    const proxied = await start({}, 1);
    const kept = await fetch(`${proxied.url}/en/seeds`, { headers: { 'x-request-id': 'edge-7f3a' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-7f3a');
    expect(requestIdOf('has space', true)).not.toBe('has space');
    expect(requestIdOf('x'.repeat(129), true)).toHaveLength(36);
  });

  it('counts requests per route group and status class on /metrics, with the in-process shop’s metrics', async () => {
    (globalThis as Record<symbol, unknown>)[SHOP_HOOK] = {
      metrics: async () => 'shop_http_requests_total{method="GET",route="/catalogue/products",status_class="2xx"} 1\n',
    };
    const { url } = await start({});
    const series = /^storefront_http_requests_total\{method="GET",route="page",status_class="2xx"\} (\d+)$/mu;
    const before = Number(series.exec(await (await fetch(`${url}/metrics`)).text())?.[1] ?? 0);
    for (const path of ['/en/seeds/one', '/de/samen/zwei', '/fr/graines/trois']) await fetch(`${url}${path}`);
    const after = await (await fetch(`${url}/metrics`)).text();
    expect(Number(series.exec(after)?.[1])).toBe(before + 3);
    expect(after).not.toContain('zwei');
    expect(after).toMatch(/^process_resident_memory_bytes /mu);
    expect(after).toContain('shop_http_requests_total{method="GET",route="/catalogue/products"');
  });

  it('serves /metrics to a client off this machine only with the bearer token', async () => {
    const { url } = await start({});
    const remote = { 'x-forwarded-for': '203.0.113.9' };
    expect((await fetch(`${url}/metrics`, { headers: remote })).status).toBe(404);
    expect((await fetch(`${url}/metrics`, { headers: { ...remote, authorization: 'Bearer nope' } })).status).toBe(404);
    expect((await fetch(`${url}/metrics`, { headers: { ...remote, authorization: `Bearer ${TOKEN}` } })).status).toBe(
      200,
    );
    expect(hasToken(`Bearer ${TOKEN}`, undefined)).toBe(false);
  });

  it('labels paths by a bounded set of route groups', () => {
    expect(routeGroup('/_next/static/chunks/a1b2.js')).toBe('/_next/static/*');
    expect(routeGroup('/api/shop/customer/account?x=1')).toBe('/api/shop/*');
    expect(routeGroup('/api/locale')).toBe('/api/*');
    expect(routeGroup('/de/samen/gorilla-glue')).toBe('page');
    expect(routeGroup('/favicon.ico')).toBe('file');
    expect(routeGroup('/readyz?full')).toBe('/readyz');
  });

  it('reports each failed check with its reason', async () => {
    const report = await checkReadiness({ db: async () => Promise.reject(new Error('connection refused')) }, 100);
    expect(report).toMatchObject({
      status: 'unavailable',
      checks: { db: { status: 'down', error: 'connection refused' } },
    });
  });
});
