/**
 * A database that cannot be reached — refused, or accepting and then silent — is a 503 with
 * Retry-After in the caller's language, quickly: never a 500, never a request left hanging.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createShopApp } from '../app';
import { demoPaymentConfig } from '../checkout/payment-env';
import * as schema from '../db/schema';
import { renderMail } from '../mail/templates';
import { createMemoryRateLimiter } from '../security/rate-limit';
import { createFakeCaptcha } from '../testing/fake-captcha';
import { createFakeClock } from '../testing/fake-clock';
import { DATABASE_RETRY_AFTER_SECONDS } from './error-handler';

/** Accepts connections and never answers: a server that hangs. */
let silent: Server;
const sockets = new Set<Socket>();
/** A port nobody listens on. */
let closedPort: number;

beforeAll(async () => {
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  closedPort = typeof address === 'object' && address !== null ? address.port : 1;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

function shopOn(port: number) {
  const pool = new pg.Pool({
    connectionString: `postgres://postgres@127.0.0.1:${port}/seedshop`,
    max: 2,
    connectionTimeoutMillis: 500,
  });
  pool.on('error', () => undefined);
  const clock = createFakeClock();
  const app = createShopApp({
    db: drizzle({ client: pool, schema }),
    clock,
    captcha: createFakeCaptcha(),
    rateLimiter: createMemoryRateLimiter(clock),
    mail: { render: renderMail, transport: null },
    payments: demoPaymentConfig(),
    config: { publicUrl: 'https://shop.test', accessTokenTtlMinutes: 60, refreshTokenTtlDays: 30, devMailbox: false },
  });
  return { app, close: () => pool.end() };
}

describe('database outage', () => {
  it.each([
    ['refuses connections', () => closedPort],
    ['accepts and never answers', () => (silent.address() as { port: number }).port],
  ])('a server that %s: 503 with Retry-After, translated, within the connect timeout', async (_name, port) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const shop = shopOn(port());
    try {
      const started = performance.now();
      const response = await shop.app.request('/catalogue/products?page=1', {
        headers: { 'Accept-Language': 'de' },
      });
      const elapsed = performance.now() - started;
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(await response.json()).toEqual({
        message: 'Der Shop ist kurz nicht erreichbar. Bitte versuche es in ein paar Sekunden erneut.',
      });
      expect(elapsed).toBeLessThan(3000);
      expect(logged.mock.calls.every((call) => !String(call[0]).includes('unhandled error'))).toBe(true);
    } finally {
      await shop.close();
    }
  });
});
