/**
 * Google reCAPTCHA v3, used instead of ALTCHA when a deployment configures its keys. The browser
 * gets a token per form action; the server asks Google what it thinks of that token.
 */
import { z } from 'zod';
import type { CaptchaVerifier } from '../ports';

export interface RecaptchaVerifierOptions {
  readonly siteKey: string;
  readonly secretKey: string;
  /** 0 (bot) … 1 (human); Google suggests 0.5 to start with. */
  readonly minScore?: number;
  /** For tests; defaults to the global fetch. */
  readonly fetch?: typeof fetch;
  /** A form must not hang on Google: after this long the check counts as failed. */
  readonly timeoutMs?: number;
}

const siteverifyUrl = 'https://www.google.com/recaptcha/api/siteverify';

const siteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
});

export function createRecaptchaVerifier(options: RecaptchaVerifierOptions): CaptchaVerifier {
  const { siteKey, secretKey, minScore = 0.5, timeoutMs = 5_000 } = options;
  if (!siteKey || !secretKey) throw new Error('reCAPTCHA: siteKey and secretKey are required');

  return {
    settings: () => ({ provider: 'recaptcha', siteKey }),
    challenge: async () => null,

    async verify(token, action, remoteIp) {
      if (!token) return false;
      const body = new URLSearchParams({ secret: secretKey, response: token });
      if (remoteIp) body.set('remoteip', remoteIp);
      try {
        const fetchImpl = options.fetch ?? globalThis.fetch;
        const response = await fetchImpl(siteverifyUrl, {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return false;
        const answer = siteverifyAnswer.safeParse(await response.json());
        if (!answer.success) return false;
        const { success, score, action: answeredAction } = answer.data;
        // The action check stops a token earned on an easy form (newsletter) being spent on
        // another (login); a missing score means a v2 token, which says nothing about v3 risk.
        return success && score !== undefined && score >= minScore && answeredAction === action;
      } catch {
        // Google unreachable, timed out or answered garbage: refuse this submission, keep serving.
        return false;
      }
    },
  };
}
