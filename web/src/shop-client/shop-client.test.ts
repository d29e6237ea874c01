import { describe, expect, it, vi } from 'vitest';
import { createShopClient, type SessionStore } from './shop-client';

interface Seen {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: string;
}

function fakeShop(answer: (seen: Seen, index: number) => Response) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const entry = { url: request.url, method: request.method, headers: request.headers, body: await request.text() };
    seen.push(entry);
    return answer(entry, seen.length - 1);
  });
  return { fetch, seen };
}

function session(
  initial: string | undefined,
  renewed: string | null = 'fresh-token',
): SessionStore & { refresh: ReturnType<typeof vi.fn> } {
  let token = initial;
  return {
    token: () => token,
    refresh: vi.fn(async () => {
      token = renewed ?? undefined;
      return renewed;
    }),
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('shop client', () => {
  it('sends Accept-Language, the bearer token and the body with the wire’s keys; hands the answer over as sent', async () => {
    const shop = fakeShop(() => json({ customer: { first_name: 'Ana' } }));
    const client = createShopClient({
      baseUrl: 'http://shop.test/',
      locale: 'de',
      session: session('abc'),
      fetch: shop.fetch,
    });
    const response = await client.post('customer/account/language', { json: { preferred_language: 'de' } });
    expect(await response.json()).toEqual({ customer: { first_name: 'Ana' } });
    const [request] = shop.seen;
    expect(request?.url).toBe('http://shop.test/customer/account/language');
    expect(request?.headers.get('accept-language')).toBe('de-DE');
    expect(request?.headers.get('authorization')).toBe('Bearer abc');
    expect(JSON.parse(request?.body ?? '')).toEqual({ preferred_language: 'de' });
  });

  it('sends no Authorization header without a token and never refreshes then', async () => {
    const store = session(undefined);
    const shop = fakeShop(() => json({ message: 'Unauthorized' }, 401));
    const client = createShopClient({ baseUrl: 'http://shop.test/', locale: 'en', session: store, fetch: shop.fetch });
    const response = await client.get('customer/account');
    expect(response.status).toBe(401);
    expect(shop.seen[0]?.headers.has('authorization')).toBe(false);
    expect(store.refresh).not.toHaveBeenCalled();
  });

  it('on a 401 with a token refreshes once and retries with the new token', async () => {
    const store = session('expired');
    const shop = fakeShop((seen) =>
      seen.headers.get('authorization') === 'Bearer fresh-token' ? json({ id: 1 }) : json({ message: 'expired' }, 401),
    );
    const client = createShopClient({ baseUrl: 'http://shop.test/', locale: 'en', session: store, fetch: shop.fetch });
    const response = await client.post('customer/account', { json: { first_name: 'Ana' } });
    expect(response.status).toBe(200);
    expect(store.refresh).toHaveBeenCalledOnce();
    expect(shop.seen).toHaveLength(2);
    expect(JSON.parse(shop.seen[1]?.body ?? '')).toEqual({ first_name: 'Ana' });
  });

  it('gives up after one refresh: a second 401 is returned, not looped', async () => {
    const store = session('expired', 'also-rejected');
    const shop = fakeShop(() => json({ message: 'no' }, 401));
    const client = createShopClient({ baseUrl: 'http://shop.test/', locale: 'en', session: store, fetch: shop.fetch });
    const response = await client.get('customer/account');
    expect(response.status).toBe(401);
    expect(store.refresh).toHaveBeenCalledOnce();
    expect(shop.seen).toHaveLength(2);
  });

  it('returns the 401 when the refresh fails', async () => {
    const store = session('expired', null);
    const shop = fakeShop(() => json({ message: 'no' }, 401));
    const client = createShopClient({ baseUrl: 'http://shop.test/', locale: 'en', session: store, fetch: shop.fetch });
    expect((await client.get('customer/account')).status).toBe(401);
    expect(shop.seen).toHaveLength(1);
  });

  it('does not retry failed writes on its own', async () => {
    const shop = fakeShop(() => json({ message: 'boom' }, 503));
    const client = createShopClient({
      baseUrl: 'http://shop.test/',
      locale: 'en',
      session: session('t'),
      fetch: shop.fetch,
    });
    expect((await client.post('orders', { json: {} })).status).toBe(503);
    expect(shop.seen).toHaveLength(1);
  });
});
