import { solveChallenge, solveChallengeWorkers, type Challenge, type DeriveKeyFunction } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/web/sha';
import { z } from 'zod';

/**
 * Solves the shop's ALTCHA proof of work in the browser and returns the payload the shop verifies
 * (shop/src/captcha/altcha.ts): the base64 of `{challenge, solution}`, as the ALTCHA widget sends
 * it, with the challenge exactly as the shop signed it.
 */

// Loose on purpose: every key the shop adds is signed with the rest and must travel back untouched.
const challengeSchema = z.looseObject({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});

export class CaptchaError extends Error {}

/** Web Crypto key derivation for the algorithms a browser can afford (not scrypt, not Argon2). */
function deriveKeyFor(algorithm: string): DeriveKeyFunction | null {
  if (algorithm.startsWith('PBKDF2/')) return pbkdf2;
  if (algorithm.startsWith('SHA-')) return sha;
  return null;
}

function encode(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const SOLVE_TIMEOUT_MS = 90_000;
const MAX_WORKERS = 4;

function createWorker(): Worker {
  return new Worker(new URL('./altcha-worker.ts', import.meta.url), { type: 'module' });
}

/** Several workers when the browser has them; the page's own thread otherwise. */
async function solve(challenge: Challenge, deriveKey: DeriveKeyFunction, controller: AbortController) {
  if (typeof Worker !== 'undefined') {
    try {
      const concurrency = Math.max(1, Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 1));
      const solution = await solveChallengeWorkers({
        challenge,
        concurrency,
        createWorker,
        controller,
        timeout: SOLVE_TIMEOUT_MS,
      });
      if (solution || controller.signal.aborted) return solution;
    } catch (error) {
      console.warn('[captcha] ALTCHA workers failed, solving on the main thread', error);
    }
  }
  return solveChallenge({ challenge, deriveKey, controller, timeout: SOLVE_TIMEOUT_MS });
}

/** Solves `challenge` (the shop's JSON, untouched) and returns the base64 payload for the form. */
export async function solveAltcha(challenge: unknown, signal?: AbortSignal): Promise<string> {
  const parsed = challengeSchema.safeParse(challenge);
  if (!parsed.success) throw new CaptchaError('The shop sent an ALTCHA challenge in an unknown format');
  const deriveKey = deriveKeyFor(parsed.data.parameters.algorithm);
  if (!deriveKey) throw new CaptchaError(`ALTCHA algorithm ${parsed.data.parameters.algorithm} is not supported here`);
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solve(parsed.data, deriveKey, controller);
  if (!solution) throw new CaptchaError('The ALTCHA challenge could not be solved');
  return encode({ challenge: parsed.data, solution });
}
