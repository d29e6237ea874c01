import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { forwardToShop, type ShopTarget } from './gateway';

const options = { secureCookies: false, mountPath: '/api/shop', siteOrigin: 'http://localhost:3000' };

function request(
  path: string,
  init: { method?: string; body?: string; cookie?: string; headers?: Record<string, string> } = {},
) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.body) headers.set('content-type', 'application/json');
  return new NextRequest(new URL(path, 'http://localhost:3000'), {
    method: init.method ?? 'GET',
    body: init.body,
    headers,
  });
}

function target(answer: Response | (() => Response)) {
  const seen: Request[] = [];
  const fn = vi.fn<ShopTarget>(async (upstream) => {
    seen.push(upstream);
    return typeof answer === 'function' ? answer() : answer;
  });
  return { fn, seen };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Names of the cookies a response deletes (Max-Age=0). */
function clearedCookieNames(response: Response): string[] {
  return response.headers
    .getSetCookie()
    .filter((cookie) => /Max-Age=0/.test(cookie))
    .map((cookie) => cookie.slice(0, cookie.indexOf('=')));
}

describe('shop gateway (/api/shop)', () => {
  it('turns the token cookie into a bearer header and forwards the locale', async () => {
    const shop = target(json({ id: 'c1' }));
    const response = await forwardToShop(
      request('/api/shop/customer/account?x=1', { cookie: 'token=abc; language=fr' }),
      shop.fn,
      options,
    );
    expect(response.status).toBe(200);
    const upstream = shop.seen[0];
    expect(upstream?.url).toBe('http://shop.internal/customer/account?x=1');
    expect(upstream?.headers.get('authorization')).toBe('Bearer abc');
    expect(upstream?.headers.get('accept-language')).toBe('fr-CA');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('passes on the shop’s caching and security headers, and moved-resource locations under the mount path', async () => {
    const image = target(
      new Response('<svg/>', {
        headers: {
          'content-type': 'image/svg+xml',
          'cache-control': 'public, max-age=31536000, immutable',
          'content-security-policy': "default-src 'none'",
          'set-cookie': 'tracking=1',
        },
      }),
    );
    const served = await forwardToShop(request('/api/shop/catalogue/images/products/p/1.svg'), image.fn, options);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(served.headers.get('set-cookie')).toBeNull();

    const moved = target(
      new Response(null, {
        status: 301,
        headers: { location: '/catalogue/products/new-name', 'cache-control': 'no-store' },
      }),
    );
    const redirected = await forwardToShop(request('/api/shop/catalogue/products/old-name'), moved.fn, options);
    expect(redirected.status).toBe(301);
    expect(redirected.headers.get('location')).toBe('/api/shop/catalogue/products/new-name');
  });

  it('passes a binary download through byte for byte, with its type and file name', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xff, 0x00, 0xe2]);
    const invoice = target(
      new Response(pdf, {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="SS-2026-000123.pdf"',
          'content-length': String(pdf.byteLength),
          'cache-control': 'private, no-store',
        },
      }),
    );
    const served = await forwardToShop(
      request('/api/shop/account/orders/SS-2026-000123/invoice.pdf', { cookie: 'token=abc' }),
      invoice.fn,
      options,
    );
    expect(invoice.seen[0]?.headers.get('authorization')).toBe('Bearer abc');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe('attachment; filename="SS-2026-000123.pdf"');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf);
  });

  it('ignores an Authorization header sent by the browser', async () => {
    const shop = target(json({}));
    await forwardToShop(
      request('/api/shop/customer/account', { headers: { authorization: 'Bearer forged' } }),
      shop.fn,
      options,
    );
    expect(shop.seen[0]?.headers.has('authorization')).toBe(false);
  });

  it('passes a staff tool’s own Authorization to review moderation, instead of the cookie', async () => {
    const shop = target(json({ items: [], total: 0 }));
    const staff = { headers: { authorization: 'Bearer staff-token-0123456789abcdef' }, cookie: 'token=abc' };
    await forwardToShop(request('/api/shop/catalogue/moderation/reviews?status=pending', staff), shop.fn, options);
    expect(shop.seen[0]?.headers.get('authorization')).toBe('Bearer staff-token-0123456789abcdef');
    await forwardToShop(request('/api/shop/catalogue/moderation/reviews', { cookie: 'token=abc' }), shop.fn, options);
    expect(shop.seen[1]?.headers.get('authorization')).toBe('Bearer abc');
    await forwardToShop(request('/api/shop/catalogue/products/p-1/reviews', staff), shop.fn, options);
    expect(shop.seen[2]?.headers.get('authorization')).toBe('Bearer abc');
  });

  it('passes a staff tool’s own Authorization to the staff order actions, and only there', async () => {
    const shop = target(json({}));
    const staff = {
      method: 'POST',
      body: '{"action":"mark-paid"}',
      headers: { authorization: 'Bearer staff-token-0123456789abcdef' },
      cookie: 'token=abc',
    };
    await forwardToShop(request('/api/shop/staff/orders/SS-2026-000123/events', staff), shop.fn, options);
    expect(shop.seen[0]?.headers.get('authorization')).toBe('Bearer staff-token-0123456789abcdef');
    await forwardToShop(request('/api/shop/account/orders/SS-2026-000123/reorder', staff), shop.fn, options);
    expect(shop.seen[1]?.headers.get('authorization')).toBe('Bearer abc');
  });

  it('passes the publish webhook’s signature to the price-rule sync only', async () => {
    const shop = target(json({ synced: true, rules: 1 }));
    const signed = {
      method: 'POST',
      body: '{"_id":"priceRule.winter","_type":"priceRule"}',
      headers: { 'sanity-webhook-signature': 't=1,v1=abc', 'sanity-document-id': 'priceRule.winter' },
    };
    const response = await forwardToShop(request('/api/shop/pricing/sync', signed), shop.fn, options);
    expect(response.status).toBe(200);
    expect(shop.seen[0]?.headers.get('sanity-webhook-signature')).toBe('t=1,v1=abc');
    expect(await shop.seen[0]?.text()).toBe(signed.body);
    await forwardToShop(request('/api/shop/newsletter/subscriptions', signed), shop.fn, options);
    expect(shop.seen[1]?.headers.has('sanity-webhook-signature')).toBe(false);
  });

  it('passes the idempotency key of an order on, and nowhere else', async () => {
    const shop = target(json({}, 201));
    const order = {
      method: 'POST',
      body: '{}',
      headers: { 'idempotency-key': 'b3f1c7a2-9d4e-4f5a-8c6b-1e2d3f4a5b6c' },
    };
    await forwardToShop(request('/api/shop/checkout/orders', order), shop.fn, options);
    expect(shop.seen[0]?.headers.get('idempotency-key')).toBe('b3f1c7a2-9d4e-4f5a-8c6b-1e2d3f4a5b6c');
    await forwardToShop(request('/api/shop/cart/lines', order), shop.fn, options);
    expect(shop.seen[1]?.headers.has('idempotency-key')).toBe(false);
  });

  it('keeps the tokens of a login answer in HttpOnly cookies and out of the body', async () => {
    const shop = target(json({ token: 'access', ttl: 60, refresh_token: 'refresh', customer: { email: 'a@b.c' } }));
    const response = await forwardToShop(
      request('/api/shop/customer/auth/login', { method: 'POST', body: '{"email":"a@b.c","password":"x"}' }),
      shop.fn,
      options,
    );
    expect(await response.json()).toEqual({ ttl: 60, customer: { email: 'a@b.c' } });
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('token=access'))).toMatch(/Max-Age=3600.*HttpOnly|HttpOnly.*Max-Age=3600/);
    expect(cookies.find((c) => c.startsWith('token='))).toMatch(/SameSite=lax/i);
    expect(cookies.find((c) => c.startsWith('refresh_token=refresh'))).toContain('HttpOnly');
    // The session hint is readable by the header's account island and holds no secret.
    const hint = cookies.find((c) => c.startsWith('signed_in=1'));
    expect(hint).toMatch(/Path=\//);
    expect(hint).not.toContain('HttpOnly');
    expect(await shop.seen[0]?.json()).toEqual({ email: 'a@b.c', password: 'x' });
  });

  it('passes login failures through unchanged', async () => {
    const shop = target(json({ message: 'Wrong e-mail or password' }, 401));
    const response = await forwardToShop(
      request('/api/shop/customer/auth/login', { method: 'POST', body: '{}' }),
      shop.fn,
      options,
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Wrong e-mail or password' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('sends the refresh cookie on refresh and clears the session when it is refused', async () => {
    const shop = target(json({ message: 'expired' }, 401));
    const response = await forwardToShop(
      request('/api/shop/customer/auth/refresh', { method: 'POST', cookie: 'refresh_token=r1' }),
      shop.fn,
      options,
    );
    expect(await shop.seen[0]?.json()).toEqual({ refresh_token: 'r1' });
    expect(clearedCookieNames(response)).toEqual(['token', 'refresh_token', 'signed_in']);
  });

  it('answers 401 to a refresh without a refresh cookie, without asking the shop', async () => {
    const shop = target(json({}));
    const response = await forwardToShop(
      request('/api/shop/customer/auth/refresh', { method: 'POST' }),
      shop.fn,
      options,
    );
    expect(response.status).toBe(401);
    expect(shop.fn).not.toHaveBeenCalled();
  });

  it('clears the session cookies and the session hint on logout', async () => {
    const shop = target(new Response(null, { status: 204 }));
    const response = await forwardToShop(
      request('/api/shop/customer/auth/logout', { method: 'POST', cookie: 'token=a; refresh_token=r' }),
      shop.fn,
      options,
    );
    expect(response.status).toBe(204);
    expect(clearedCookieNames(response)).toEqual(['token', 'refresh_token', 'signed_in']);
  });

  it.each([
    ['NUL', 'token=abc%00def'],
    ['CR/LF', 'token=abc%0D%0ASet-Cookie:%20x=1'],
    ['a character outside Latin-1', 'token=%E2%82%AC'],
    ['a space', 'token=a%20b'],
  ])('treats a token cookie holding %s as no session instead of failing', async (_name, cookie) => {
    const shop = target(json({ message: 'Unauthorized' }, 401));
    const response = await forwardToShop(request('/api/shop/customer/account', { cookie }), shop.fn, options);
    expect(response.status).toBe(401);
    expect(shop.seen[0]?.headers.has('authorization')).toBe(false);
  });

  it('forwards a refresh with another method than POST as it is, without a body', async () => {
    const shop = target(json({ message: 'Method not allowed' }, 405));
    const response = await forwardToShop(
      request('/api/shop/customer/auth/refresh', { cookie: 'refresh_token=r1' }),
      shop.fn,
      options,
    );
    expect(response.status).toBe(405);
    expect(shop.seen[0]?.body).toBeNull();
  });

  it('treats an unusable refresh cookie as no session', async () => {
    const shop = target(json({}));
    const response = await forwardToShop(
      request('/api/shop/customer/auth/refresh', { method: 'POST', cookie: 'refresh_token=%00' }),
      shop.fn,
      options,
    );
    expect(response.status).toBe(401);
    expect(shop.fn).not.toHaveBeenCalled();
  });

  it.each([
    ['another site', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin without Sec-Fetch-Site', { origin: 'https://evil.example' }],
    ['an opaque Origin', { origin: 'null' }],
  ])('refuses a write from %s with 403 and leaves the session alone', async (_name, headers) => {
    const shop = target(new Response(null, { status: 204 }));
    const response = await forwardToShop(
      request('/api/shop/customer/auth/logout', { method: 'POST', cookie: 'token=a; refresh_token=r', headers }),
      shop.fn,
      options,
    );
    expect(response.status).toBe(403);
    expect(shop.fn).not.toHaveBeenCalled();
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('accepts writes from its own pages, typed URLs and server-side callers', async () => {
    const origins: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' },
      { 'sec-fetch-site': 'none' },
      { origin: 'http://localhost:3000' },
      {},
    ];
    for (const headers of origins) {
      const shop = target(json({}));
      const response = await forwardToShop(
        request('/api/shop/customer/account/language', { method: 'POST', body: '{"language":"de"}', headers }),
        shop.fn,
        options,
      );
      expect(response.status, JSON.stringify(headers)).toBe(200);
    }
  });

  it('clears no cookies on logout or refresh when the browser sent none', async () => {
    const logout = await forwardToShop(
      request('/api/shop/customer/auth/logout', { method: 'POST' }),
      target(new Response(null, { status: 204 })).fn,
      options,
    );
    expect(logout.headers.getSetCookie()).toEqual([]);
    const refresh = await forwardToShop(
      request('/api/shop/customer/auth/refresh', { method: 'POST' }),
      target(json({})).fn,
      options,
    );
    expect(refresh.headers.getSetCookie()).toEqual([]);
  });

  it('passes on only a single client address, never a client-chosen chain', async () => {
    const shop = target(json({}));
    await forwardToShop(
      request('/api/shop/customer/account', { headers: { 'x-forwarded-for': '203.0.113.9' } }),
      shop.fn,
      options,
    );
    await forwardToShop(
      request('/api/shop/customer/account', {
        headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.9', 'x-real-ip': '1.1.1.1' },
      }),
      shop.fn,
      options,
    );
    expect(shop.seen[0]?.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(shop.seen[1]?.headers.has('x-forwarded-for')).toBe(false);
  });

  it("passes the Studio's origin to the shop and the shop's CORS answer back (product picker)", async () => {
    const shop = target(
      () =>
        new Response('{"items":[]}', {
          headers: { 'content-type': 'application/json', 'access-control-allow-origin': 'http://localhost:3333' },
        }),
    );
    const response = await forwardToShop(
      request('/api/shop/catalogue/products?q=kush', { headers: { origin: 'http://localhost:3333' } }),
      shop.fn,
      options,
    );
    expect(shop.seen[0]?.headers.get('origin')).toBe('http://localhost:3333');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3333');
  });

  it('answers 413 to an oversized body and 503 when the shop is unreachable', async () => {
    const shop = target(json({}));
    const big = await forwardToShop(
      request('/api/shop/customer/auth/register', { method: 'POST', body: 'x'.repeat(70_000) }),
      shop.fn,
      options,
    );
    expect(big.status).toBe(413);
    const down = await forwardToShop(
      request('/api/shop/customer/account'),
      async () => Promise.reject(new Error('ECONNREFUSED')),
      options,
    );
    expect(down.status).toBe(503);
    expect(await down.json()).toHaveProperty('message');
  });
});

describe('shop gateway: a 401 while the browser holds a session', () => {
  const grant = { token: 'new-access', ttl: 15, refresh_token: 'new-refresh', customer: { id: 'c1' } };

  it('renews the session once, sends the call again with the new token and stores the new cookies', async () => {
    const shop = target(() => json({}));
    shop.fn.mockImplementation(async (upstream) => {
      shop.seen.push(upstream);
      if (upstream.url.endsWith('/customer/auth/refresh')) return json(grant);
      return upstream.headers.get('authorization') === 'Bearer new-access'
        ? json({ saved: true })
        : json({ message: 'Unauthorized' }, 401);
    });
    const response = await forwardToShop(
      request('/api/shop/customer/account', {
        method: 'PATCH',
        body: '{"first_name":"Robin"}',
        cookie: 'token=old-access; refresh_token=old-refresh',
        headers: { 'user-agent': 'renew-test/1' },
      }),
      shop.fn,
      options,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ saved: true });
    expect(shop.seen.map((seen) => `${seen.method} ${new URL(seen.url).pathname}`)).toEqual([
      'PATCH /customer/account',
      'POST /customer/auth/refresh',
      'PATCH /customer/account',
    ]);
    expect(await shop.seen[1]?.json()).toEqual({ refresh_token: 'old-refresh' });
    expect(await shop.seen[2]?.text()).toBe('{"first_name":"Robin"}');
    const cookies = response.headers.getSetCookie().join('\n');
    expect(cookies).toContain('token=new-access');
    expect(cookies).toContain('refresh_token=new-refresh');
  });

  it('renews when only the refresh cookie is left (the access cookie expired)', async () => {
    const shop = target(() => json({}));
    shop.fn.mockImplementation(async (upstream) => {
      shop.seen.push(upstream);
      if (upstream.url.endsWith('/customer/auth/refresh')) return json(grant);
      return upstream.headers.has('authorization') ? json({ id: 'c1' }) : json({ message: 'Unauthorized' }, 401);
    });
    const response = await forwardToShop(
      request('/api/shop/customer/account', {
        cookie: 'refresh_token=only-refresh',
        headers: { 'user-agent': 'renew-test/2' },
      }),
      shop.fn,
      options,
    );
    expect(response.status).toBe(200);
    expect(shop.fn).toHaveBeenCalledTimes(3);
  });

  it('passes the 401 on and ends the session when the shop refuses the refresh, and tries only once', async () => {
    const shop = target(() => json({ message: 'Unauthorized' }, 401));
    const response = await forwardToShop(
      request('/api/shop/customer/account', {
        cookie: 'token=a; refresh_token=spent',
        headers: { 'user-agent': 'renew-test/3' },
      }),
      shop.fn,
      options,
    );
    expect(response.status).toBe(401);
    expect(shop.fn).toHaveBeenCalledTimes(2);
    expect(clearedCookieNames(response)).toEqual(['token', 'refresh_token', 'signed_in']);
  });

  it('does not renew without a session, on the session routes or for a staff tool', async () => {
    for (const [path, cookie, headers] of [
      ['/api/shop/customer/account', undefined, {}],
      ['/api/shop/customer/auth/login', 'refresh_token=r', {}],
      ['/api/shop/staff/orders/1/ship', 'refresh_token=r', { authorization: 'Bearer staff' }],
    ] as const) {
      const shop = target(() => json({ message: 'Unauthorized' }, 401));
      const response = await forwardToShop(
        request(path, { method: 'POST', body: '{}', cookie, headers }),
        shop.fn,
        options,
      );
      expect(response.status).toBe(401);
      expect(shop.fn).toHaveBeenCalledTimes(1);
    }
  });
});

describe('shop gateway: the guest cart cookie', () => {
  const cartAnswer = (cartIdHeader: string | null, status = 200) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (cartIdHeader !== null) headers['x-cart-id'] = cartIdHeader;
    return new Response(JSON.stringify({ id: null, lines: [] }), { status, headers });
  };
  const cartCookie = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith('cart='));

  it('sends the cart cookie as X-Cart-Id and ignores one the browser sends itself', async () => {
    const shop = target(() => cartAnswer(null));
    await forwardToShop(
      request('/api/shop/cart', { cookie: 'cart=guest_Cart-id123', headers: { 'x-cart-id': 'someone-else' } }),
      shop.fn,
      options,
    );
    expect(shop.seen[0]?.headers.get('x-cart-id')).toBe('guest_Cart-id123');

    await forwardToShop(request('/api/shop/cart', { headers: { 'x-cart-id': 'someone-else' } }), shop.fn, options);
    expect(shop.seen[1]?.headers.has('x-cart-id')).toBe(false);
  });

  it('never forwards a cart cookie that is not a bounded base64url value', async () => {
    const shop = target(() => cartAnswer(null));
    for (const value of ['a%0D%0Ax-evil%3A1', 'abc.def', 'x'.repeat(300)]) {
      await forwardToShop(request('/api/shop/cart', { cookie: `cart=${value}` }), shop.fn, options);
    }
    expect(shop.seen.map((upstream) => upstream.headers.has('x-cart-id'))).toEqual([false, false, false]);
  });

  it('stores a new cart id in an HttpOnly, SameSite=Lax cookie for 30 days and keeps it from the browser', async () => {
    const shop = target(() => cartAnswer('new_cart-ID'));
    const response = await forwardToShop(
      request('/api/shop/cart/lines', { method: 'POST', body: '{"variant_id":"v1","quantity":1}' }),
      shop.fn,
      options,
    );
    expect(response.status).toBe(200);
    const cookie = cartCookie(response);
    expect(cookie).toMatch(/^cart=new_cart-ID;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).not.toContain('Secure');
    expect(response.headers.has('x-cart-id')).toBe(false);
    // Its readable hint lives exactly as long and tells page JavaScript there is a cart to load.
    const hint = response.headers.getSetCookie().find((c) => c.startsWith('has_cart='));
    expect(hint).toMatch(/^has_cart=1;/);
    expect(hint).not.toContain('HttpOnly');
    expect(hint).toContain('Max-Age=2592000');
    expect(hint).toContain('Path=/');

    const secure = await forwardToShop(
      request('/api/shop/cart/lines', { method: 'POST', body: '{}' }),
      target(() => cartAnswer('new_cart-ID')).fn,
      { ...options, secureCookies: true },
    );
    expect(cartCookie(secure)).toContain('Secure');
  });

  it('deletes the cart cookie when the shop answers an empty X-Cart-Id, on a sign-in too', async () => {
    const shop = target(() => {
      const answer = json({ token: 'access', ttl: 60, refresh_token: 'refresh', customer: {} });
      answer.headers.set('x-cart-id', '');
      return answer;
    });
    const response = await forwardToShop(
      request('/api/shop/customer/auth/login', { method: 'POST', body: '{}', cookie: 'cart=guest123' }),
      shop.fn,
      options,
    );
    expect(shop.seen[0]?.headers.get('x-cart-id')).toBe('guest123');
    expect(clearedCookieNames(response)).toEqual(['cart']);
    expect(response.headers.getSetCookie().some((c) => c.startsWith('token=access'))).toBe(true);
    expect(response.headers.has('x-cart-id')).toBe(false);

    const withHint = await forwardToShop(
      request('/api/shop/customer/auth/login', { method: 'POST', body: '{}', cookie: 'cart=guest123; has_cart=1' }),
      shop.fn,
      options,
    );
    expect(clearedCookieNames(withHint)).toEqual(['cart', 'has_cart']);
  });

  it('leaves the cookie alone when the shop says nothing about the cart or answers an unusable id', async () => {
    for (const header of [null, 'not a valid id!']) {
      const response = await forwardToShop(
        request('/api/shop/cart', { cookie: 'cart=guest123' }),
        target(() => cartAnswer(header)).fn,
        options,
      );
      expect(cartCookie(response)).toBeUndefined();
    }
  });

  it('stores a cart id that comes with an error answer', async () => {
    const response = await forwardToShop(
      request('/api/shop/cart/coupon', { method: 'POST', body: '{"code":"NOPE"}' }),
      target(() => cartAnswer('fresh123', 422)).fn,
      options,
    );
    expect(response.status).toBe(422);
    expect(cartCookie(response)).toMatch(/^cart=fresh123;/);
  });
});

describe('shop gateway: the guest lists cookie', () => {
  const listsAnswer = (listsIdHeader: string | null, status = 200) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (listsIdHeader !== null) headers['x-lists-id'] = listsIdHeader;
    return new Response(JSON.stringify({ product_ids: [] }), { status, headers });
  };
  const listsCookie = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith('lists='));

  it('sends the lists cookie as X-Lists-Id beside the cart cookie and ignores one the browser sends itself', async () => {
    const shop = target(() => listsAnswer(null));
    await forwardToShop(
      request('/api/shop/lists/favourites/ids', {
        cookie: 'lists=guest_Lists-1; cart=guest_Cart-1',
        headers: { 'x-lists-id': 'someone-else' },
      }),
      shop.fn,
      options,
    );
    expect(shop.seen[0]?.headers.get('x-lists-id')).toBe('guest_Lists-1');
    expect(shop.seen[0]?.headers.get('x-cart-id')).toBe('guest_Cart-1');

    await forwardToShop(
      request('/api/shop/lists/favourites/ids', { headers: { 'x-lists-id': 'x' } }),
      shop.fn,
      options,
    );
    expect(shop.seen[1]?.headers.has('x-lists-id')).toBe(false);
    for (const value of ['a%0D%0Ax-evil%3A1', 'abc.def', 'x'.repeat(300)]) {
      await forwardToShop(request('/api/shop/lists/favourites', { cookie: `lists=${value}` }), shop.fn, options);
    }
    expect(shop.seen.slice(2).map((upstream) => upstream.headers.has('x-lists-id'))).toEqual([false, false, false]);
  });

  it('stores a new lists secret in an HttpOnly, SameSite=Lax cookie for the guest lifetime, Secure on https', async () => {
    const response = await forwardToShop(
      request('/api/shop/lists/favourites/p1', { method: 'PUT' }),
      target(() => listsAnswer('new_lists-ID')).fn,
      options,
    );
    const cookie = listsCookie(response);
    expect(cookie).toMatch(/^lists=new_lists-ID;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).not.toContain('Secure');
    expect(response.headers.has('x-lists-id')).toBe(false);
    // The cart's cookie is not touched by an answer about the lists.
    expect(response.headers.getSetCookie().some((c) => c.startsWith('cart='))).toBe(false);
    const hint = response.headers.getSetCookie().find((c) => c.startsWith('has_lists='));
    expect(hint).toMatch(/^has_lists=1;/);
    expect(hint).not.toContain('HttpOnly');
    expect(hint).toContain('Max-Age=2592000');

    const secure = await forwardToShop(
      request('/api/shop/lists/favourites/p1', { method: 'PUT' }),
      target(() => listsAnswer('new_lists-ID')).fn,
      { ...options, secureCookies: true },
    );
    expect(listsCookie(secure)).toContain('Secure');
  });

  it('deletes the lists cookie when the shop answers an empty X-Lists-Id, on a sign-in too', async () => {
    const shop = target(() => {
      const answer = json({ token: 'access', ttl: 60, refresh_token: 'refresh', customer: {} });
      answer.headers.set('x-lists-id', '');
      answer.headers.set('x-cart-id', '');
      return answer;
    });
    const response = await forwardToShop(
      request('/api/shop/customer/auth/login', {
        method: 'POST',
        body: '{}',
        cookie: 'cart=guest123; lists=lists123',
      }),
      shop.fn,
      options,
    );
    expect(shop.seen[0]?.headers.get('x-lists-id')).toBe('lists123');
    expect(clearedCookieNames(response).sort()).toEqual(['cart', 'lists']);
    expect(response.headers.has('x-lists-id')).toBe(false);

    const unusable = await forwardToShop(
      request('/api/shop/lists/favourites', { cookie: 'lists=lists123' }),
      target(() => listsAnswer('not a valid id!')).fn,
      options,
    );
    expect(listsCookie(unusable)).toBeUndefined();
  });
});
