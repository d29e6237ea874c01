import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { systemClock } from '../ports';
import { createAltchaVerifier } from './altcha';
import { createMemorySpentSignatures, createRedisSpentSignatures } from './spent-signatures';

const redisUrl = 'redis://127.0.0.1:6379';
const hmacKey = 'test-hmac-key-0123456789abcdef';

/** One shop instance's verifier; instances share the HMAC key, as production requires. */
function instance(spentSignatures: ReturnType<typeof createRedisSpentSignatures>) {
  return createAltchaVerifier({ hmacKey, challengeUrl: '/c', maxNumber: 20, clock: systemClock, spentSignatures });
}

function isChallenge(value: unknown): value is Challenge {
  return typeof value === 'object' && value !== null && 'parameters' in value && 'signature' in value;
}

async function solvedPayload(verifier: ReturnType<typeof createAltchaVerifier>): Promise<string> {
  const challenge: unknown = JSON.parse(JSON.stringify(await verifier.challenge()));
  if (!isChallenge(challenge)) throw new Error('not a challenge');
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('could not solve the challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('spent captcha solutions shared through Redis (127.0.0.1:6379)', () => {
  const keyPrefix = `seedshop:altcha:test-${randomUUID()}:`;
  const storeA = createRedisSpentSignatures(redisUrl, { keyPrefix });
  const storeB = createRedisSpentSignatures(redisUrl, { keyPrefix });
  const inspector = new Redis(redisUrl);

  afterAll(async () => {
    const leftovers = await inspector.keys(`${keyPrefix}*`);
    if (leftovers.length > 0) await inspector.del(...leftovers);
    await Promise.all([inspector.quit(), storeA.close(), storeB.close()]);
  });

  it('a solution accepted by one instance is refused by the other', async () => {
    const a = instance(storeA);
    const b = instance(storeB);
    const payload = await solvedPayload(a);
    expect(await a.verify(payload, 'register', undefined)).toBe(true);
    expect(await b.verify(payload, 'register', undefined)).toBe(false);
    expect(await a.verify(payload, 'register', undefined)).toBe(false);
    const keys = await inspector.keys(`${keyPrefix}*`);
    expect(keys).toHaveLength(1);
    // The key goes when the challenge would have expired anyway.
    expect(await inspector.pttl(keys[0] ?? '')).toBeGreaterThan(0);
  });
});

describe('spent captcha solutions while Redis is unreachable', () => {
  it('the instance still refuses a replay and logs the outage once', async () => {
    const messages: string[] = [];
    // Port 1: nothing listens there, every connection attempt is refused.
    const store = createRedisSpentSignatures('redis://127.0.0.1:1', { log: (message) => messages.push(message) });
    try {
      const verifier = instance(store);
      const first = await solvedPayload(verifier);
      const second = await solvedPayload(verifier);
      expect(await verifier.verify(first, 'register', undefined)).toBe(true);
      expect(await verifier.verify(first, 'register', undefined)).toBe(false);
      expect(await verifier.verify(second, 'register', undefined)).toBe(true);
      await new Promise<void>((done) => setTimeout(done, 300));
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/captcha replays are checked in this process only: Redis unreachable/u);
    } finally {
      await store.close();
    }
  });
});

describe('createMemorySpentSignatures', () => {
  it('claims a signature once and forgets it after its expiry', async () => {
    const store = createMemorySpentSignatures();
    const now = Date.UTC(2026, 10, 27);
    expect(await store.claim('ab', now + 1_000, now)).toBe(true);
    expect(store.has('ab')).toBe(true);
    expect(await store.claim('ab', now + 1_000, now)).toBe(false);
    // The sweep runs at most once a minute, on a claim.
    expect(await store.claim('cd', now + 120_000, now + 61_000)).toBe(true);
    expect(store.has('ab')).toBe(false);
    expect(store.size()).toBe(1);
  });
});
