import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CaptchaError, readChallenge, solveAltcha } from './altcha';

const hmacSignatureSecret = 'a-test-secret-of-enough-length';
const hmacKeySignatureSecret = 'another-test-secret-of-enough-length';

/** A challenge made the way the shop makes it (shop/src/captcha/altcha.ts), only much easier. */
function shopLikeChallenge() {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 10,
    counter: 25,
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + 600,
    hmacSignatureSecret,
    hmacKeySignatureSecret,
  });
}

function decode(payload: string): unknown {
  return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
}

describe('solveAltcha', () => {
  it('answers with the base64 {challenge, solution} payload the shop verifies', async () => {
    const challenge = await shopLikeChallenge();
    // The challenge travels as JSON, as it does from the gateway.
    const payload = await solveAltcha(JSON.parse(JSON.stringify(challenge)));
    const decoded = decode(payload);
    expect(decoded).toMatchObject({ challenge: { signature: challenge.signature }, solution: { counter: 25 } });
    const { solution } = z
      .object({ solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }) })
      .parse(decoded);
    // The verifier recomputes everything from the original challenge; a tampered answer fails here.
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret,
      hmacKeySignatureSecret,
    });
    expect(result.verified).toBe(true);
  });

  it('sends the signed parameters back untouched, unknown keys included', async () => {
    const challenge = await shopLikeChallenge();
    const withExtra = { ...challenge, parameters: { ...challenge.parameters, data: { form: 'register' } } };
    const decoded = decode(await solveAltcha(JSON.parse(JSON.stringify(withExtra))));
    expect(decoded).toMatchObject({ challenge: { parameters: withExtra.parameters } });
  });

  it('refuses what is not a challenge, and algorithms a browser cannot afford', async () => {
    await expect(solveAltcha({ nope: true })).rejects.toBeInstanceOf(CaptchaError);
    const challenge = await shopLikeChallenge();
    await expect(
      solveAltcha({ ...challenge, parameters: { ...challenge.parameters, algorithm: 'ARGON2ID' } }),
    ).rejects.toBeInstanceOf(CaptchaError);
  });

  it('reads a challenge only when every signed parameter has its type, and keeps it as it came', async () => {
    const challenge = JSON.parse(JSON.stringify(await shopLikeChallenge())) as {
      parameters: Record<string, unknown>;
      signature?: unknown;
    };
    const withData = {
      ...challenge,
      parameters: { ...challenge.parameters, data: { form: 'register', n: 1, ok: true, x: null } },
    };
    expect(readChallenge(withData)).toBe(withData);
    const broken: unknown[] = [
      null,
      [],
      { ...challenge, parameters: null },
      { ...challenge, signature: 7 },
      { ...challenge, parameters: { ...challenge.parameters, salt: undefined } },
      { ...challenge, parameters: { ...challenge.parameters, cost: '10' } },
      { ...challenge, parameters: { ...challenge.parameters, expiresAt: 'soon' } },
      { ...challenge, parameters: { ...challenge.parameters, keySignature: 1 } },
      { ...challenge, parameters: { ...challenge.parameters, data: ['form'] } },
      { ...challenge, parameters: { ...challenge.parameters, data: { nested: { form: 'x' } } } },
    ];
    for (const value of broken) expect(readChallenge(value), JSON.stringify(value)).toBeNull();
  });
});
