import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import {
  ARGON2_OPTIONS,
  burnPasswordCheck,
  generateToken,
  hashPassword,
  hashToken,
  openWithToken,
  sealWithToken,
  verifyPassword,
} from './secrets';

async function fastestOf(runs: number, task: () => Promise<unknown>): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await task();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

describe('sealWithToken', () => {
  it('opens only with the same token, and refuses damaged values', () => {
    const token = generateToken();
    const sealed = sealWithToken(token, '{"token":"a","refreshToken":"b"}');
    expect(sealed).not.toContain('refreshToken');
    expect(openWithToken(token, sealed)).toBe('{"token":"a","refreshToken":"b"}');
    expect(openWithToken(generateToken(), sealed)).toBeNull();
    expect(openWithToken(token, `${sealed.slice(0, -2)}AA`)).toBeNull();
    expect(openWithToken(token, 'short')).toBeNull();
    expect(sealWithToken(token, 'x')).not.toBe(sealWithToken(token, 'x'));
  });
});

describe('generateToken', () => {
  it('gives 256 random bits as base64url', () => {
    const token = generateToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('never repeats', () => {
    const tokens = new Set(Array.from({ length: 1000 }, generateToken));
    expect(tokens.size).toBe(1000);
  });
});

describe('hashToken', () => {
  it('is the SHA-256 of the token in hex', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('is stable, so a stored hash finds its token again', () => {
    const token = generateToken();
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toBe(hashToken(generateToken()));
  });
});

describe('hashPassword / verifyPassword', () => {
  it('uses Argon2id with the OWASP parameters', async () => {
    expect(ARGON2_OPTIONS).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(await hashPassword('purple haze 42')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('purple haze 42');
    expect(await verifyPassword(stored, 'purple haze 42')).toBe(true);
    expect(await verifyPassword(stored, 'purple haze 43')).toBe(false);
    expect(await verifyPassword(stored, 'Purple haze 42')).toBe(false);
    expect(await verifyPassword(stored, ' purple haze 42')).toBe(false);
  });

  it('salts every hash, so equal passwords do not show in the table', async () => {
    const [first, second] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'same password')).toBe(true);
    expect(await verifyPassword(second, 'same password')).toBe(true);
  });

  it('handles non-ASCII passwords', async () => {
    const stored = await hashPassword('Grüne Pflänzchen 🌱');
    expect(await verifyPassword(stored, 'Grüne Pflänzchen 🌱')).toBe(true);
    expect(await verifyPassword(stored, 'Grune Pflanzchen 🌱')).toBe(false);
  });

  it('refuses (instead of throwing) when the stored value is not a hash', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    expect(await verifyPassword('', 'anything')).toBe(false);
  });
});

describe('burnPasswordCheck', () => {
  it('takes about as long as checking a real password', async () => {
    const stored = await hashPassword('real password');
    await burnPasswordCheck('warm-up'); // the first call also makes the dummy hash
    const real = await fastestOf(3, () => verifyPassword(stored, 'wrong password'));
    const burned = await fastestOf(3, () => burnPasswordCheck('wrong password'));
    // A generous bound: it only has to show that real Argon2 work happens, not a benchmark.
    expect(burned).toBeGreaterThan(real / 4);
    await expect(burnPasswordCheck('')).resolves.toBeUndefined();
  });
});
