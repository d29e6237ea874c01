/**
 * The dev mailbox holds every reset link: it answers clients on this machine only, refuses a
 * malformed filter with 422 (never 500), and stays off in production whatever the settings say.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailbox as mailboxSchema } from '../contract';
import { parseShopEnv } from '../env';
import { bodyOf, expectError, get, LOOPBACK, post, registrationBody } from '../testing/api-client';
import { createTestShop, type TestShop } from '../testing/test-app';

describe('GET /dev/mailbox', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
    await post(shop, '/customer/auth/register', registrationBody('mailbox@example.com'));
  });
  afterAll(() => shop.close());

  it('answers loopback clients', async () => {
    for (const ip of [LOOPBACK, '::1', '::ffff:127.0.0.1']) {
      const response = await get(shop, '/dev/mailbox?to=MAILBOX@example.com', { ip });
      expect(response.status).toBe(200);
      expect(bodyOf(response, mailboxSchema).messages.map((mail) => mail.kind)).toEqual(['confirm-email']);
    }
  });

  it('refuses a filter with a NUL byte or other control characters with 422, not 500', async () => {
    for (const to of ['a%00@x.com', '%00', 'a%0d%0ab@x.com', '%7F']) {
      const response = await get(shop, `/dev/mailbox?to=${to}`, { ip: LOOPBACK, language: 'de' });
      expect(Object.keys(expectError(response, 422).errors ?? {})).toEqual(['to']);
    }
  });

  it('is not there for any other client, whatever it claims', async () => {
    // In process the gateway's entry is the client: a made-up loopback entry before it does not count.
    for (const forwardedFor of ['203.0.113.5', '127.0.0.1, 203.0.113.5', '10.0.0.1']) {
      expectError(await get(shop, '/dev/mailbox?to=a%00@x.com', { headers: { 'x-forwarded-for': forwardedFor } }), 404);
    }
    // Without any address (no socket, no header) the client is unknown, so not on this machine.
    const anonymous = await shop.app.request('/dev/mailbox');
    expect(anonymous.status).toBe(404);
  });
});

describe('GET /dev/mailbox on the standalone server (the TCP peer is the client)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ config: { trustedProxies: 0 } });
  });
  afterAll(() => shop.close());

  const fromPeer = (peer: string, forwardedFor?: string) =>
    shop.app.request(
      '/dev/mailbox',
      { headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } },
      { incoming: { socket: { remoteAddress: peer } } },
    );

  it('answers a peer on this machine and nobody else, X-Forwarded-For or not', async () => {
    expect((await fromPeer('127.0.0.1')).status).toBe(200);
    expect((await fromPeer('::ffff:127.0.0.1')).status).toBe(200);
    expect((await fromPeer('192.0.2.8', '127.0.0.1')).status).toBe(404);
  });
});

describe('GET /dev/mailbox in production', () => {
  let shop: TestShop;
  beforeAll(async () => {
    // A production start needs its secrets (security/production-secrets.ts).
    const secret = () => randomBytes(32).toString('hex');
    const env = parseShopEnv({
      NODE_ENV: 'production',
      SHOP_DEV_MAILBOX: 'true',
      SITE_URL: 'http://localhost:3000',
      ALTCHA_HMAC_KEY: secret(),
      SHOP_STAFF_TOKEN: secret(),
      ORDER_LINK_SECRET: secret(),
      CONTENT_WEBHOOK_SECRET: secret(),
    });
    shop = await createTestShop({ config: { devMailbox: env.SHOP_DEV_MAILBOX } });
  });
  afterAll(() => shop.close());

  it('is off even when SHOP_DEV_MAILBOX=true and the client is on this machine', async () => {
    expectError(await get(shop, '/dev/mailbox', { ip: LOOPBACK }), 404);
  });
});
