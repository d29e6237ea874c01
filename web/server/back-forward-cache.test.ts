import { createServer, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { allowBackForwardCache, revalidatedCacheControl } from './back-forward-cache.mjs';

const nextDynamic = 'private, no-cache, no-store, max-age=0, must-revalidate';
const servers: ReturnType<typeof createServer>[] = [];

afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server that answers like Next (headers set one by one, then the body) behind the hook. */
async function answer(
  headers: OutgoingHttpHeaders,
  request: { cookie?: string; method?: string; status?: number } = {},
) {
  const server = createServer((incoming, response) => {
    allowBackForwardCache(incoming, response);
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
    response.statusCode = request.status ?? 200;
    response.end('<html></html>');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/cannabis-seeds`, {
    method: request.method ?? 'GET',
    headers: request.cookie === undefined ? {} : { cookie: request.cookie },
  });
  return response.headers.get('cache-control');
}

const shared = { 'cache-control': nextDynamic, 'x-seedshop-shared': '1' };

describe('back/forward cache for anonymous shared pages', () => {
  it('turns no-store into a revalidated private page for a visitor with no state', async () => {
    expect(await answer(shared)).toBe(revalidatedCacheControl);
    expect(await answer(shared, { cookie: 'language=de; seedshop_adult=1' })).toBe(revalidatedCacheControl);
  });

  it('keeps no-store for a session, a cart or any other cookie', async () => {
    for (const cookie of ['token=abc', 'language=en; refresh_token=x', 'seedshop_adult=1; cart=1', 'signed_in=1']) {
      expect(await answer(shared, { cookie }), cookie).toBe(nextDynamic);
    }
  });

  it('keeps no-store for personal pages, errors, responses that set a cookie and other methods', async () => {
    expect(await answer({ 'cache-control': nextDynamic })).toBe(nextDynamic);
    expect(await answer(shared, { status: 404 })).toBe(nextDynamic);
    expect(await answer({ ...shared, 'set-cookie': 'language=en; Path=/' })).toBe(nextDynamic);
    expect(await answer(shared, { method: 'POST' })).toBe(nextDynamic);
  });

  it('never lets a shared cache in front keep a page from Next’s cache past a purge', async () => {
    const prerendered = 's-maxage=300, stale-while-revalidate=31535700';
    const cached = { 'cache-control': prerendered, 'x-seedshop-shared': '1' };
    expect(await answer(cached)).toBe(revalidatedCacheControl);
    expect(await answer(cached, { cookie: 'language=de' })).toBe(revalidatedCacheControl);
    expect(await answer(cached, { cookie: 'token=abc' })).toBe(nextDynamic);
    expect(await answer(cached, { status: 404 })).toBe(nextDynamic);
    expect(await answer(cached, { method: 'HEAD' })).toBe(nextDynamic);
  });

  it('leaves other cache headers alone', async () => {
    expect(await answer({ 'cache-control': 'public, max-age=31536000, immutable' })).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});
