import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../ports';
import { createAltchaVerifier } from './altcha';

const hmacKey = 'test-hmac-key-0123456789abcdef';
const challengeUrl = '/api/shop/customer/captcha/challenge';

/**
 * Starts at the real time: altcha-lib checks expiry against the system clock as well, so a
 * clock stuck in the past would make every challenge look expired.
 */
function fakeClock(): Clock & { advance(seconds: number): void } {
  let now = Date.now();
  return {
    now: () => new Date(now),
    advance: (seconds) => {
      now += seconds * 1000;
    },
  };
}

function isChallenge(value: unknown): value is Challenge {
  return typeof value === 'object' && value !== null && 'parameters' in value && 'signature' in value;
}

async function fetchChallenge(verifier: ReturnType<typeof createAltchaVerifier>): Promise<Challenge> {
  // Through JSON, as the widget receives it.
  const received: unknown = JSON.parse(JSON.stringify(await verifier.challenge()));
  if (!isChallenge(received)) throw new Error('not a challenge');
  return received;
}

/** What the widget does in the browser: find the counter, post base64 JSON. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('could not solve the challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64');
}

// A small maxNumber keeps each solve to a few dozen PBKDF2 runs.
function makeVerifier(clock: Clock = fakeClock(), extra: { expiresInSeconds?: number } = {}) {
  return createAltchaVerifier({ hmacKey, challengeUrl, maxNumber: 20, clock, ...extra });
}

describe('createAltchaVerifier', () => {
  it('tells the client to use ALTCHA with the challenge URL', () => {
    expect(makeVerifier().settings()).toEqual({ provider: 'altcha', siteKey: challengeUrl });
  });

  it('hands out signed, expiring PBKDF2 challenges, a new one each time', async () => {
    const clock = fakeClock();
    const verifier = makeVerifier(clock, { expiresInSeconds: 600 });
    const first = await fetchChallenge(verifier);
    const second = await fetchChallenge(verifier);
    expect(first.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(first.parameters.expiresAt).toBe(Math.floor(clock.now().getTime() / 1000) + 600);
    expect(first.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(first.signature).not.toBe(second.signature);
  });

  it('accepts a solved challenge once', async () => {
    const verifier = makeVerifier();
    const payload = await solve(await fetchChallenge(verifier));
    expect(await verifier.verify(payload, 'register', '203.0.113.7')).toBe(true);
  });

  it('refuses a replayed payload, also when both copies arrive at the same time', async () => {
    const verifier = makeVerifier();
    const payload = await solve(await fetchChallenge(verifier));
    expect(await verifier.verify(payload, 'register', undefined)).toBe(true);
    expect(await verifier.verify(payload, 'contact', undefined)).toBe(false);

    const racing = await solve(await fetchChallenge(verifier));
    const results = await Promise.all([
      verifier.verify(racing, 'login', undefined),
      verifier.verify(racing, 'login', undefined),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('refuses an expired challenge', async () => {
    const clock = fakeClock();
    const verifier = makeVerifier(clock, { expiresInSeconds: 60 });
    const payload = await solve(await fetchChallenge(verifier));
    clock.advance(61);
    expect(await verifier.verify(payload, 'register', undefined)).toBe(false);
  });

  it('accepts a challenge until it expires', async () => {
    const clock = fakeClock();
    const verifier = makeVerifier(clock, { expiresInSeconds: 60 });
    const payload = await solve(await fetchChallenge(verifier));
    clock.advance(55);
    expect(await verifier.verify(payload, 'register', undefined)).toBe(true);
  });

  it('refuses a missing or malformed payload', async () => {
    const verifier = makeVerifier();
    expect(await verifier.verify(undefined, 'register', undefined)).toBe(false);
    expect(await verifier.verify('', 'register', undefined)).toBe(false);
    expect(await verifier.verify('not base64 at all!', 'register', undefined)).toBe(false);
    expect(await verifier.verify(encode({}), 'register', undefined)).toBe(false);
    expect(await verifier.verify(encode('a string'), 'register', undefined)).toBe(false);
    expect(await verifier.verify(encode({ challenge: null, solution: null }), 'register', undefined)).toBe(false);
    expect(await verifier.verify('A'.repeat(100_000), 'register', undefined)).toBe(false);
  });

  it('refuses a payload whose challenge or solution was tampered with', async () => {
    const verifier = makeVerifier();
    const challenge = await fetchChallenge(verifier);
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('could not solve the challenge');

    const longer = {
      ...challenge,
      parameters: { ...challenge.parameters, expiresAt: (challenge.parameters.expiresAt ?? 0) + 3600 },
    };
    expect(await verifier.verify(encode({ challenge: longer, solution }), 'register', undefined)).toBe(false);

    const cheaper = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    expect(await verifier.verify(encode({ challenge: cheaper, solution }), 'register', undefined)).toBe(false);

    // The challenge publishes the first half of the key; the second half is what takes the work.
    const prefix = challenge.parameters.keyPrefix;
    const guessed = { counter: solution.counter, derivedKey: prefix + '0'.repeat(64 - prefix.length) };
    expect(await verifier.verify(encode({ challenge, solution: guessed }), 'register', undefined)).toBe(false);

    const forged = { counter: solution.counter, derivedKey: 'ab'.repeat(32) };
    expect(await verifier.verify(encode({ challenge, solution: forged }), 'register', undefined)).toBe(false);

    const unsigned = { parameters: challenge.parameters, signature: '' };
    expect(await verifier.verify(encode({ challenge: unsigned, solution }), 'register', undefined)).toBe(false);

    // The untouched payload still works: the refusals above were for the changes.
    expect(await verifier.verify(encode({ challenge, solution }), 'register', undefined)).toBe(true);
  });

  it('refuses a challenge signed with another key', async () => {
    const other = createAltchaVerifier({
      hmacKey: 'another-key-0123456789abcdef',
      challengeUrl,
      maxNumber: 20,
      clock: fakeClock(),
    });
    const payload = await solve(await fetchChallenge(other));
    expect(await makeVerifier().verify(payload, 'register', undefined)).toBe(false);
  });

  it('refuses a weak key up front', () => {
    expect(() => createAltchaVerifier({ hmacKey: 'secret', challengeUrl, clock: fakeClock() })).toThrow(/hmacKey/);
  });
});
