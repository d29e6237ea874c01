import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { Clock, RateLimitRule } from '../ports';
import { createMemoryRateLimiter, createRedisRateLimiter, rateLimitRules } from './rate-limit';

const redisUrl = 'redis://127.0.0.1:6379';

function fakeClock(start = Date.UTC(2026, 0, 1)): Clock & { advance(seconds: number): void } {
  let now = start;
  return {
    now: () => new Date(now),
    advance: (seconds) => {
      now += seconds * 1000;
    },
  };
}

const threePerMinute: RateLimitRule = { name: 'test:three', limit: 3, windowSeconds: 60 };

describe('rateLimitRules', () => {
  it('has the agreed limits', () => {
    expect(rateLimitRules.loginPerIp).toEqual({ name: 'login:ip', limit: 20, windowSeconds: 900 });
    expect(rateLimitRules.loginPerAccountAndIp).toEqual({ name: 'login:account-ip', limit: 5, windowSeconds: 900 });
    expect(rateLimitRules.loginCaptchaPerAccount).toEqual({
      name: 'login:account-captcha',
      limit: 30,
      windowSeconds: 900,
    });
    expect(rateLimitRules.passwordCheckPerAccount).toEqual({
      name: 'password-check:account',
      limit: 5,
      windowSeconds: 900,
    });
    expect(rateLimitRules.registerPerIp).toEqual({ name: 'register:ip', limit: 5, windowSeconds: 3600 });
    expect(rateLimitRules.forgotPasswordPerIp).toEqual({ name: 'forgot:ip', limit: 5, windowSeconds: 3600 });
    expect(rateLimitRules.forgotPasswordPerAccount).toEqual({ name: 'forgot:account', limit: 3, windowSeconds: 3600 });
    expect(rateLimitRules.contactPerIp).toEqual({ name: 'contact:ip', limit: 5, windowSeconds: 3600 });
  });

  it('gives every rule its own name', () => {
    const names = Object.values(rateLimitRules).map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('createMemoryRateLimiter', () => {
  it('allows up to the limit, then refuses with a Retry-After', async () => {
    const limiter = createMemoryRateLimiter(fakeClock());
    expect(await limiter.hit(threePerMinute, '203.0.113.7')).toEqual({
      allowed: true,
      remaining: 2,
      retryAfterSeconds: 0,
    });
    expect(await limiter.hit(threePerMinute, '203.0.113.7')).toEqual({
      allowed: true,
      remaining: 1,
      retryAfterSeconds: 0,
    });
    expect(await limiter.hit(threePerMinute, '203.0.113.7')).toEqual({
      allowed: true,
      remaining: 0,
      retryAfterSeconds: 0,
    });
    expect(await limiter.hit(threePerMinute, '203.0.113.7')).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 60,
    });
  });

  it('counts down the Retry-After as time passes, and frees the key when the window closes', async () => {
    const clock = fakeClock();
    const limiter = createMemoryRateLimiter(clock);
    for (let i = 0; i < 3; i += 1) await limiter.hit(threePerMinute, 'anna@example.com');
    clock.advance(45);
    const refused = await limiter.hit(threePerMinute, 'anna@example.com');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(15);
    clock.advance(14.5);
    expect((await limiter.hit(threePerMinute, 'anna@example.com')).retryAfterSeconds).toBe(1);
    clock.advance(0.5);
    expect(await limiter.hit(threePerMinute, 'anna@example.com')).toEqual({
      allowed: true,
      remaining: 2,
      retryAfterSeconds: 0,
    });
  });

  it('keeps keys and rules apart', async () => {
    const limiter = createMemoryRateLimiter(fakeClock());
    const otherRule: RateLimitRule = { ...threePerMinute, name: 'test:other' };
    for (let i = 0; i < 3; i += 1) await limiter.hit(threePerMinute, 'a');
    expect((await limiter.hit(threePerMinute, 'a')).allowed).toBe(false);
    expect((await limiter.hit(threePerMinute, 'b')).allowed).toBe(true);
    expect((await limiter.hit(otherRule, 'a')).allowed).toBe(true);
  });

  it('forgets a key on reset (e.g. after a successful login)', async () => {
    const limiter = createMemoryRateLimiter(fakeClock());
    for (let i = 0; i < 4; i += 1) await limiter.hit(threePerMinute, 'a');
    await limiter.reset(threePerMinute, 'a');
    expect(await limiter.hit(threePerMinute, 'a')).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
  });

  it('drops closed windows, so a stream of one-off visitors does not fill the memory', async () => {
    const clock = fakeClock();
    const limiter = createMemoryRateLimiter(clock);
    let largest = 0;
    // Ten simulated minutes with a new visitor every second, each seen once.
    for (let visitor = 0; visitor < 600; visitor += 1) {
      await limiter.hit(threePerMinute, `198.51.100.${visitor}`);
      largest = Math.max(largest, limiter.size);
      clock.advance(1);
    }
    // A window lasts 60 s and closed ones are swept every 60 s: about two windows' worth stay.
    expect(largest).toBeLessThanOrEqual(121);
    clock.advance(120);
    await limiter.hit(threePerMinute, 'latecomer');
    expect(limiter.size).toBe(1);
  });
});

describe('createRedisRateLimiter (Redis on 127.0.0.1:6379)', () => {
  const keyPrefix = `seedshop:rl:test-${randomUUID()}:`;
  const limiter = createRedisRateLimiter(redisUrl, { keyPrefix });
  const inspector = new Redis(redisUrl);

  afterAll(async () => {
    const leftovers = await inspector.keys(`${keyPrefix}*`);
    if (leftovers.length > 0) await inspector.del(...leftovers);
    await inspector.quit();
    await limiter.close();
  });

  it('allows up to the limit, then refuses with a Retry-After', async () => {
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await limiter.hit(threePerMinute, '203.0.113.7'));
    expect(results.slice(0, 3)).toEqual([
      { allowed: true, remaining: 2, retryAfterSeconds: 0 },
      { allowed: true, remaining: 1, retryAfterSeconds: 0 },
      { allowed: true, remaining: 0, retryAfterSeconds: 0 },
    ]);
    expect(results[3]?.allowed).toBe(false);
    expect(results[3]?.retryAfterSeconds).toBeGreaterThan(55);
    expect(results[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('counts atomically when hits arrive at the same time', async () => {
    const rule: RateLimitRule = { name: 'test:burst', limit: 10, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 25 }, () => limiter.hit(rule, 'burst')));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
  });

  it('stores prefixed keys that expire with the window and do not contain the address', async () => {
    await limiter.hit(threePerMinute, 'anna@example.com');
    const keys = await inspector.keys(`${keyPrefix}*`);
    const annaKeys = keys.filter((key) => key.startsWith(`${keyPrefix}test:three:`));
    expect(annaKeys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith('seedshop:rl:') && !key.includes('anna'))).toBe(true);
    for (const key of keys) {
      const ttl = await inspector.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
  });

  it('frees the key when the window closes', async () => {
    const rule: RateLimitRule = { name: 'test:short', limit: 1, windowSeconds: 1 };
    expect((await limiter.hit(rule, 'a')).allowed).toBe(true);
    const refused = await limiter.hit(rule, 'a');
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await limiter.hit(rule, 'a')).allowed).toBe(true);
  });

  it('forgets a key on reset and keeps other keys', async () => {
    for (let i = 0; i < 4; i += 1) {
      await limiter.hit(threePerMinute, 'reset-me');
      await limiter.hit(threePerMinute, 'keep-me');
    }
    await limiter.reset(threePerMinute, 'reset-me');
    expect(await limiter.hit(threePerMinute, 'reset-me')).toEqual({
      allowed: true,
      remaining: 2,
      retryAfterSeconds: 0,
    });
    expect((await limiter.hit(threePerMinute, 'keep-me')).allowed).toBe(false);
  });
});
