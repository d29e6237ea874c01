/**
 * REDIS_URL set and Redis unreachable: besides the logins (rate-limit-fallback.int.test.ts), the
 * captcha still refuses a replayed solution, the cart keeps working, and the outage is logged once.
 * (Carts live in the database; spent captcha solutions fall back to the process while Redis is
 * away: captcha/spent-signatures.test.ts.)
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAltchaVerifier } from '../captcha/altcha';
import { CART_ID_HEADER } from '../contract/cart';
import { systemClock } from '../ports';
import { expectError, get, post, registrationBody } from '../testing/api-client';
import { demo } from '../testing/catalogue-oracle';
import { createTestShop, type TestShop } from '../testing/test-app';
import { createMemoryRateLimiter, createRedisRateLimiter } from './rate-limit';

function isChallenge(value: unknown): value is Challenge {
  return typeof value === 'object' && value !== null && 'parameters' in value && 'signature' in value;
}

describe('while Redis is unreachable', () => {
  const messages: string[] = [];
  let limiter: ReturnType<typeof createRedisRateLimiter>;
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({
      captcha: createAltchaVerifier({
        hmacKey: 'integration-test-hmac-key-0123456789',
        challengeUrl: '/customer/captcha/challenge',
        maxNumber: 20,
        clock: systemClock,
      }),
      rateLimiter: (clock) => {
        // Port 1: nothing listens there, every connection attempt is refused.
        limiter = createRedisRateLimiter('redis://127.0.0.1:1', {
          fallback: createMemoryRateLimiter(clock),
          log: (message) => messages.push(message),
        });
        return limiter;
      },
    });
  });
  afterAll(async () => {
    await limiter.close();
    await shop.close();
  });

  it('a captcha solution still works once and its replay is refused', async () => {
    const errors = vi.spyOn(console, 'error');
    const challenge = (await get(shop, '/customer/captcha/challenge')).body;
    if (!isChallenge(challenge)) throw new Error(`not a challenge: ${JSON.stringify(challenge)}`);
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const first = await post(shop, '/customer/auth/register', {
      ...registrationBody('redis-down@example.com'),
      captcha: payload,
    });
    expect(first.status).toBe(201);
    const replay = await post(shop, '/customer/auth/register', {
      ...registrationBody('replay@example.com'),
      captcha: payload,
    });
    expect(expectError(replay, 422).errors).toHaveProperty('captcha');
    expect(errors).not.toHaveBeenCalled();
  });

  it('the cart takes a line and answers it back', async () => {
    const variant = demo.variants.find((candidate) => candidate.stock > 0);
    if (variant === undefined) throw new Error('no variant in stock');
    const added = await post(shop, '/cart/lines', { variant_id: variant.id, quantity: 1 });
    expect(added.status).toBe(200);
    const cartId = added.headers.get(CART_ID_HEADER) ?? '';
    expect(cartId).not.toBe('');
    const cart = await get(shop, '/cart', { headers: { [CART_ID_HEADER]: cartId } });
    expect(cart.status).toBe(200);
    expect(JSON.stringify(cart.body)).toContain(variant.id);
  });

  it('logs the outage once', () => {
    expect(messages).toHaveLength(1);
  });
});
