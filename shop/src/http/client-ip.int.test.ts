/**
 * The client address behind the per-IP rate limits, through the whole app: a client cannot pick
 * its own rate-limit key with a made-up `X-Forwarded-For`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, registrationBody } from '../testing/api-client';
import { createTestShop, type TestShop } from '../testing/test-app';

/** Sends a JSON POST; `peer` plays the TCP peer the standalone server sees (`getConnInfo`). */
async function postAs(
  shop: TestShop,
  path: string,
  body: unknown,
  headers: Readonly<Record<string, string>>,
  peer?: string,
): Promise<number> {
  const bindings = peer === undefined ? undefined : { incoming: { socket: { remoteAddress: peer } } };
  const response = await shop.app.request(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) },
    bindings,
  );
  return response.status;
}

const wrongLogin = (attempt: number) => ({ email: `spray${attempt}@example.com`, password: 'not-the-password' });

describe('in process (the storefront’s gateway appends the one trusted entry)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(() => shop.close());

  it('keeps a client that rotates made-up first X-Forwarded-For entries in one login bucket', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push(
        await postAs(shop, '/customer/auth/login', wrongLogin(attempt), {
          'x-forwarded-for': `${randomIp()}, 203.0.113.50`,
        }),
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another client of the gateway is not affected.
    expect(await postAs(shop, '/customer/auth/login', wrongLogin(99), { 'x-forwarded-for': '203.0.113.51' })).toBe(401);
  });

  it('keeps a client that rotates made-up first entries in one registration bucket', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push(
        await postAs(shop, '/customer/auth/register', registrationBody(`rotating${attempt}@example.com`), {
          'x-forwarded-for': `1.2.3.${attempt}, 203.0.113.52`,
        }),
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('standalone behind TRUSTED_PROXIES proxies', () => {
  let direct: TestShop;
  let behindTwo: TestShop;
  beforeAll(async () => {
    direct = await createTestShop({ config: { trustedProxies: 0 } });
    behindTwo = await createTestShop({ config: { trustedProxies: 2 } });
  });
  afterAll(async () => {
    await Promise.all([direct.close(), behindTwo.close()]);
  });

  it('with none, counts the TCP peer and ignores X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push(
        await postAs(
          direct,
          '/customer/auth/login',
          wrongLogin(attempt),
          { 'x-forwarded-for': randomIp() },
          '203.0.113.60',
        ),
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    // The same peer in its IPv4-mapped IPv6 spelling is the same client.
    expect(await postAs(direct, '/customer/auth/login', wrongLogin(0), {}, '::ffff:203.0.113.60')).toBe(429);
    expect(await postAs(direct, '/customer/auth/login', wrongLogin(0), {}, '203.0.113.61')).toBe(401);
  });

  it('with two, counts the entry the outer proxy appended, whatever the client put before it', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      // Client-written entries, then what proxy 1 saw (the client), then what proxy 2 saw (proxy 1).
      const chain = `${randomIp()}, ${randomIp()}, 198.51.100.70, 10.0.0.2`;
      statuses.push(
        await postAs(behindTwo, '/customer/auth/login', wrongLogin(attempt), { 'x-forwarded-for': chain }, '10.0.0.3'),
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    const neighbour = '198.51.100.71, 10.0.0.2';
    expect(
      await postAs(behindTwo, '/customer/auth/login', wrongLogin(0), { 'x-forwarded-for': neighbour }, '10.0.0.3'),
    ).toBe(401);
  });
});
