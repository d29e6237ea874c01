import { solveChallenge, solveChallengeWorkers, type Challenge, type DeriveKeyFunction } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/web/sha';

/**
 * Solves the shop's ALTCHA proof of work in the browser and returns the payload the shop verifies
 * (shop/src/captcha/altcha.ts): the base64 of `{challenge, solution}`, as the ALTCHA widget sends
 * it, with the challenge exactly as the shop signed it.
 */

type Dict = Readonly<Record<string, unknown>>;

function isDict(value: unknown): value is Dict {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const requiredText = ['algorithm', 'nonce', 'salt', 'keyPrefix'] as const;
const requiredNumbers = ['cost', 'keyLength'] as const;
const optionalNumbers = ['memoryCost', 'parallelism', 'expiresAt'] as const;

/**
 * The shop's challenge, or null when it is not one. Loose on purpose: every key the shop adds is
 * signed with the rest and must travel back untouched, so the object is returned as it came.
 */
export function readChallenge(value: unknown): Challenge | null {
  if (!isDict(value) || !isDict(value.parameters)) return null;
  if (value.signature !== undefined && typeof value.signature !== 'string') return null;
  const parameters = value.parameters;
  if (!requiredText.every((key) => typeof parameters[key] === 'string')) return null;
  if (!requiredNumbers.every((key) => typeof parameters[key] === 'number')) return null;
  if (!optionalNumbers.every((key) => parameters[key] === undefined || typeof parameters[key] === 'number'))
    return null;
  if (parameters.keySignature !== undefined && typeof parameters.keySignature !== 'string') return null;
  const data = parameters.data;
  if (data !== undefined) {
    if (!isDict(data)) return null;
    const scalar = (entry: unknown) => entry === null || ['string', 'number', 'boolean'].includes(typeof entry);
    if (!Object.values(data).every(scalar)) return null;
  }
  return value as unknown as Challenge;
}

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
  const parsed = readChallenge(challenge);
  if (parsed === null) throw new CaptchaError('The shop sent an ALTCHA challenge in an unknown format');
  const deriveKey = deriveKeyFor(parsed.parameters.algorithm);
  if (!deriveKey) throw new CaptchaError(`ALTCHA algorithm ${parsed.parameters.algorithm} is not supported here`);
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solve(parsed, deriveKey, controller);
  if (!solution) throw new CaptchaError('The ALTCHA challenge could not be solved');
  return encode({ challenge: parsed, solution });
}
