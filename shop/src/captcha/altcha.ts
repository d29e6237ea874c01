/**
 * The shop's own captcha: ALTCHA proof of work, no third party, no cookies.
 *
 * It speaks ALTCHA's current protocol (PoW v2, altcha-lib's default export, PBKDF2/SHA-256),
 * which the ALTCHA widget v3 solves. The challenge is "deterministic": the server picks the
 * secret counter and signs the key it derives, so checking a solution costs one HMAC.
 */
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { CaptchaVerifier, Clock } from '../ports';
import { createMemorySpentSignatures, type SpentSignatures } from './spent-signatures';

export interface AltchaVerifierOptions {
  /** Signs challenges; at least 16 characters, the same on every instance of the shop. */
  readonly hmacKey: string;
  /** Where the widget fetches challenges (served by `challenge()`); sent to the client as `siteKey`. */
  readonly challengeUrl: string;
  /**
   * Largest secret counter. The widget derives one PBKDF2 key per counter value, so the work is
   * about counter × cost; the counter is drawn from the upper half so no challenge is trivial.
   */
  readonly maxNumber?: number;
  /** How long a challenge may be solved and submitted. */
  readonly expiresInSeconds?: number;
  readonly clock: Clock;
  /**
   * Challenges already used for a form (default: kept in this process). Instances of the shop
   * behind one load balancer share them through Redis (spent-signatures.ts).
   */
  readonly spentSignatures?: SpentSignatures;
}

/** ALTCHA's recommended PBKDF2 iteration count per counter value. */
const cost = 5_000;
/**
 * The work must stay invisible to a shopper on submit: 500–1,000 keys × 5,000 iterations took
 * 0.4–0.8 s in Node on this project's 2-vCPU machine (0.82 ms per key) and about 1–2 s on a
 * phone, while still costing a bot that much per form it sends.
 */
const defaultMaxNumber = 1_000;
/** Long enough to fill in the registration or checkout form after the widget has solved it. */
const defaultExpiresInSeconds = 20 * 60;
/** Widget payloads are well under 1 KiB; anything far bigger is not one. */
const maxPayloadLength = 8_192;
const hex = z.string().regex(/^[0-9a-f]+$/u);

/** The payload the widget posts: base64 of `{challenge, solution}`. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal('PBKDF2/SHA-256'),
      nonce: hex,
      salt: hex,
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive(),
      keyPrefix: hex,
      keySignature: hex.optional(),
      expiresAt: z.number().int().positive(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: hex,
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: hex,
    time: z.number().optional(),
  }),
});

function parsePayload(token: string): z.infer<typeof payloadSchema> | null {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    const parsed = payloadSchema.safeParse(decoded);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function createAltchaVerifier(options: AltchaVerifierOptions): CaptchaVerifier {
  const { hmacKey, challengeUrl, clock } = options;
  const maxNumber = options.maxNumber ?? defaultMaxNumber;
  const expiresInSeconds = options.expiresInSeconds ?? defaultExpiresInSeconds;
  if (hmacKey.length < 16) throw new Error('ALTCHA: hmacKey must be at least 16 characters long');
  if (!Number.isInteger(maxNumber) || maxNumber < 2) throw new Error('ALTCHA: maxNumber must be an integer ≥ 2');
  // The key signature gets its own secret, derived so that one setting is enough.
  const keySignatureSecret = createHmac('sha256', hmacKey).update('seedshop altcha key signature').digest('hex');

  const spent = options.spentSignatures ?? createMemorySpentSignatures();

  return {
    settings: () => ({ provider: 'altcha', siteKey: challengeUrl }),

    async challenge() {
      const now = clock.now().getTime();
      return createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost,
        counter: randomInt(maxNumber, Math.ceil(maxNumber / 2)),
        deriveKey,
        expiresAt: Math.floor(now / 1000) + expiresInSeconds,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      });
    },

    async verify(token) {
      if (!token || token.length > maxPayloadLength) return false;
      const payload = parsePayload(token);
      if (!payload) return false;
      const { challenge, solution } = payload;
      const expiresAtMs = challenge.parameters.expiresAt * 1000;
      // altcha-lib also checks the expiry, but against the system clock; the shop's clock decides.
      if (expiresAtMs <= clock.now().getTime()) return false;
      if (spent.has(challenge.signature)) return false;
      try {
        const result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret: hmacKey,
          hmacKeySignatureSecret: keySignatureSecret,
        });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      // Claimed after the check: two submissions of one payload may have raced to here, and only
      // the first claim (on any instance sharing the store) wins.
      return spent.claim(challenge.signature, expiresAtMs, clock.now().getTime());
    },
  };
}
