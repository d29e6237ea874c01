import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { captchaSettings, messageResponse } from './contract';
import { createAltchaVerifier } from './captcha/altcha';
import { outbox } from './db/schema';
import type { MailMessage } from './ports';
import { systemClock } from './ports';
import { bodyOf, call, expectError, get, LOOPBACK, post, registrationBody } from './testing/api-client';
import { createTestShop, type TestShop } from './testing/test-app';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

describe('the error shape on every failure', () => {
  it('404 for an unknown path, translated by Accept-Language with weights', async () => {
    const response = await get(shop, '/customer/nothing-here', { language: 'it;q=1, es;q=0.8, de;q=0.5' });
    expect(expectError(response, 404).message).toBe('No encontrado.');
  });

  it('405 with Allow for a known path and the wrong method', async () => {
    const response = await call(shop, 'DELETE', '/customer/auth/login', undefined, { language: 'fr' });
    expect(expectError(response, 405).message).toBe('Cette méthode n’est pas autorisée pour cette adresse.');
    expect(response.headers.get('allow')).toBe('POST');
    expect((await call(shop, 'PUT', '/customer/account')).headers.get('allow')).toBe('GET, HEAD, PATCH');
  });

  it('400 for malformed JSON', async () => {
    const response = await shop.app.request('/customer/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'de' },
      body: '{"email": "a@b.c", ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Der Inhalt der Anfrage ist kein gültiges JSON.' });
  });

  it('413 for a body over 64 KiB, with or without Content-Length', async () => {
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(70_000) });
    const streamed = await shop.app.request('/customer/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ message: 'The request body is too large.' });
    const declared = await shop.app.request('/customer/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
      body: big,
    });
    expect(declared.status).toBe(413);
  });

  it('415 for a body that is not JSON', async () => {
    const response = await shop.app.request('/customer/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'email=a@b.c',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      message: 'Please send the request body as JSON (Content-Type: application/json).',
    });
  });

  it('422 for a JSON body that is not an object', async () => {
    const response = await post(shop, '/customer/auth/login', ['a', 'b'], { language: 'es' });
    expect(expectError(response, 422).errors).toEqual({
      body: ['El contenido de la solicitud debe ser un objeto JSON.'],
    });
  });

  it('500 without details when something breaks inside', async () => {
    const broken = await createTestShop();
    await broken.close(); // the database is gone: every query fails
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await post(broken, '/customer/auth/login', { email: 'a@example.com', password: 'whatever-it-is' });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: 'Something went wrong on our side. Please try again later.' });
    expect(quiet).toHaveBeenCalled();
  });

  it('400, and nothing in the error log, for a client that hangs up before its body arrived', async () => {
    const errors = vi.spyOn(console, 'error');
    // What Node's HTTP server does to the body of a request whose connection closed early.
    const hangUp = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"email":"a@example.com",'));
          controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
        },
      });
    for (const path of ['/customer/auth/login', '/customer/auth/register', '/contact/messages']) {
      const response = await shop.app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': '50' },
        body: hangUp(),
        duplex: 'half',
      });
      expect(response.status).toBe(400);
    }
    // The request's signal says the same when @hono/node-server notices the closed connection.
    const gone = new AbortController();
    gone.abort();
    const aborted = await shop.app.request(
      new Request('http://shop.test/customer/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: hangUp(),
        duplex: 'half',
        signal: gone.signal,
      }),
    );
    expect(aborted.status).toBe(400);
    expect(errors).not.toHaveBeenCalled();
  });

  it('marks answers as not cacheable', async () => {
    const response = await get(shop, '/customer/captcha/settings/');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

/** The parts of the OpenAPI document these tests look at. */
const openApiDocument = z.object({
  openapi: z.string(),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.object({
    schemas: z.record(z.string(), z.unknown()),
    securitySchemes: z.record(z.string(), z.unknown()),
  }),
});
const operation = z.object({
  responses: z.record(z.string(), z.unknown()),
  requestBody: z.object({
    content: z.record(z.string(), z.object({ schema: z.object({ required: z.array(z.string()) }) })),
  }),
});

function isChallenge(value: unknown): value is Challenge {
  return typeof value === 'object' && value !== null && 'parameters' in value && 'signature' in value;
}

describe('GET /openapi.json', () => {
  it('documents every endpoint in OpenAPI 3.1 with the shared schemas', async () => {
    const response = await get(shop, '/openapi.json');
    expect(response.status).toBe(200);
    const document = openApiDocument.parse(response.body);
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/customer/account',
        '/customer/account/delete',
        '/customer/account/delete-request',
        '/customer/account/email',
        '/customer/account/language',
        '/customer/account/password',
        '/customer/account/restore',
        '/customer/account/restore-request',
        '/customer/addresses',
        '/customer/addresses/{id}',
        '/customer/auth/forgot-password',
        '/customer/auth/login',
        '/customer/auth/logout',
        '/customer/auth/refresh',
        '/customer/auth/register',
        '/customer/auth/reset-password',
        '/customer/captcha/challenge',
        '/customer/captcha/settings',
        '/customer/confirm-email',
        '/customer/confirm-email-change',
        '/catalogue/products',
        '/catalogue/prices/next-change',
        '/catalogue/products/{slug}',
        '/catalogue/products/{id}/similar',
        '/catalogue/resolve',
        '/catalogue/seed-banks',
        '/catalogue/seed-banks/{slug}',
        '/catalogue/suggest',
        '/catalogue/redirects',
        '/catalogue/images/products/{id}/{file}',
        '/catalogue/images/seed-banks/{file}',
        '/catalogue/products/{id}/reviews',
        '/catalogue/reviews/{id}/votes',
        '/catalogue/moderation/reviews',
        '/catalogue/moderation/reviews/{id}',
        '/dev/mailbox',
        '/contact/messages',
        '/newsletter/subscriptions',
        '/newsletter/confirm',
        '/newsletter/unsubscribe',
        '/newsletter/unsubscribe/one-click',
        '/cart',
        '/cart/lines',
        '/cart/lines/{id}',
        '/cart/coupon',
        '/cart/shipping-country',
        '/lists/favourites',
        '/lists/favourites/ids',
        '/lists/favourites/{productId}',
        '/checkout/quote',
        '/checkout/orders',
        '/account/orders',
        '/account/orders/{number}',
        '/account/orders/{number}/invoice.pdf',
        '/account/orders/{number}/reorder',
        '/account/reviews',
        '/account/reviews/{id}',
        '/account/summary-counts',
        '/lists/comparison',
        '/lists/comparison/{productId}',
        '/account/comparison-lists',
        '/account/comparison-lists/{id}',
        '/account/comparison-lists/{id}/open',
        '/shared/comparison-lists/{token}',
        '/orders/{number}',
        '/orders/{number}/invoice.pdf',
        '/staff/orders',
        '/staff/orders/{number}',
        '/staff/orders/{number}/events',
        '/subscriptions',
        '/subscriptions/confirm',
        '/subscriptions/unsubscribe',
        '/subscriptions/unsubscribe/one-click',
        '/account/subscriptions',
        '/account/subscriptions/{id}',
        '/account/notifications',
        '/account/notifications/read',
        '/account/notifications/unread-count',
        '/staff/variants/{id}/stock',
        '/staff/variants/{id}/price',
      ].sort(),
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Error', 'Session', 'Customer', 'Address', 'CaptchaSettings']),
    );
    expect(document.components.securitySchemes['bearerAuth']).toMatchObject({ type: 'http', scheme: 'bearer' });
    const login = operation.parse(document.paths['/customer/auth/login']?.['post']);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '422', '429']));
    expect(login.requestBody.content['application/json']?.schema.required).toEqual(['email', 'password']);
  });
});

describe('captcha endpoints', () => {
  it('answers the settings with and without the trailing slash', async () => {
    for (const path of ['/customer/captcha/settings/', '/customer/captcha/settings']) {
      const settings = bodyOf(await get(shop, path), captchaSettings);
      expect(settings).toEqual({ provider: 'altcha', site_key: '/api/shop/customer/captcha/challenge' });
    }
  });

  it('registers with a solved ALTCHA challenge from the real verifier', async () => {
    const captcha = createAltchaVerifier({
      hmacKey: 'integration-test-hmac-key-0123456789',
      challengeUrl: '/customer/captcha/challenge',
      maxNumber: 20,
      clock: systemClock,
    });
    const altchaShop = await createTestShop({ captcha });
    try {
      const challengeResponse = await get(altchaShop, '/customer/captcha/challenge');
      expect(challengeResponse.status).toBe(200);
      const challenge = challengeResponse.body;
      if (!isChallenge(challenge)) throw new Error(`not a challenge: ${JSON.stringify(challenge)}`);
      const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
      const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
      const registered = await post(altchaShop, '/customer/auth/register', {
        ...registrationBody('altcha@example.com'),
        captcha: payload,
      });
      expect(registered.status).toBe(201);
      // A solution works once.
      const replay = await post(altchaShop, '/customer/auth/register', {
        ...registrationBody('replay@example.com'),
        captcha: payload,
      });
      expect(expectError(replay, 422).errors).toHaveProperty('captcha');
    } finally {
      await altchaShop.close();
    }
  });
});

describe('mail delivery', () => {
  it('sends through the transport and marks the outbox row sent; a failure is kept for a retry', async () => {
    const sent: MailMessage[] = [];
    let fail = true;
    const transportShop = await createTestShop({
      transport: {
        async send(message) {
          if (fail) throw new Error('SMTP is down');
          sent.push(message);
        },
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const response = await post(transportShop, '/customer/auth/register', registrationBody('smtp@example.com'));
      expect(bodyOf(response, messageResponse).message).toMatch(/Thank you/u);
      const rows = () => transportShop.database.db.select().from(outbox).where(eq(outbox.to, 'smtp@example.com'));
      await vi.waitFor(async () => expect((await rows())[0]?.lastError).toBe('SMTP is down'));
      expect((await rows())[0]?.sentAt).toBeNull();

      fail = false;
      // The failed mail waits out its first backoff (1 minute ± 20 %); the next flush takes it too.
      transportShop.clock.advance(72_000);
      await post(transportShop, '/customer/auth/register', registrationBody('second@example.com'));
      await vi.waitFor(async () =>
        expect(sent.map((message) => message.to).sort()).toEqual(['second@example.com', 'smtp@example.com']),
      );
      await vi.waitFor(async () => expect((await rows())[0]?.sentAt).toBeInstanceOf(Date));
      expect((await rows())[0]?.attempts).toBe(2);
      expect(sent[0]?.subject).toBeTruthy();
    } finally {
      await transportShop.close();
    }
  });

  it('has no dev mailbox unless configured', async () => {
    const closed = await createTestShop({ config: { devMailbox: false } });
    try {
      expectError(await get(closed, '/dev/mailbox', { ip: LOOPBACK }), 404);
    } finally {
      await closed.close();
    }
  });
});
