/**
 * REDIS_URL set and Redis unreachable: the limiter falls back to per-process limits, says so once,
 * and the login keeps answering (200, 401, 429 — never 500).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createConfirmedAccount, expectError, login, post, type Account } from '../testing/api-client';
import { createTestShop, type TestShop } from '../testing/test-app';
import { createMemoryRateLimiter, createRedisRateLimiter } from './rate-limit';

describe('login while Redis is unreachable', () => {
  const messages: string[] = [];
  let limiter: ReturnType<typeof createRedisRateLimiter>;
  let shop: TestShop;
  let account: Account;
  beforeAll(async () => {
    shop = await createTestShop({
      rateLimiter: (clock) => {
        // Port 1: nothing listens there, every connection attempt is refused.
        limiter = createRedisRateLimiter('redis://127.0.0.1:1', {
          fallback: createMemoryRateLimiter(clock),
          log: (message) => messages.push(message),
        });
        return limiter;
      },
    });
    account = await createConfirmedAccount(shop, 'redis-down@example.com');
  });
  afterAll(async () => {
    await limiter.close();
    await shop.close();
  });

  it('answers 200 and 401 as usual, never 500', async () => {
    const errors = vi.spyOn(console, 'error');
    const session = await login(shop, account);
    expect(session.customer.email).toBe(account.email);
    expectError(await post(shop, '/customer/auth/login', { ...account, password: 'Not-the-one-2030' }), 401);
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps the same limits in the process', async () => {
    const ip = '192.0.2.77';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expectError(
        await post(shop, '/customer/auth/login', { email: `nobody${attempt}@example.com`, password: 'x' }, { ip }),
        401,
      );
    }
    expectError(await post(shop, '/customer/auth/login', account, { ip }), 429);
    await login(shop, account);
  });

  it('says so once per outage, with a clear message', () => {
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^shop: rate limits fall back to in-process limits: Redis unreachable \(.+\)$/u);
  });
});
