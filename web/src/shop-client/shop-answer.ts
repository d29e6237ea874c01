import { z } from 'zod';
import { isErrorStatus, statusDigest } from '@/routing/error-status';

/**
 * The shop answered a call with a status or a body its contract does not allow: a bug to see,
 * never a page to guess. The one error type of the storefront's shop calls.
 */
export class ShopAnswerError extends Error {
  /** The status the page fails with: the shop's own error status, else 500 (a wrong answer is our bug). */
  readonly status: number;
  /** Carries the status to the error page (see error-status.ts). */
  readonly digest: string;

  constructor(call: string, detail: string, shopStatus?: number) {
    super(`Shop call ${call} failed: ${detail}`);
    this.name = 'ShopAnswerError';
    this.status = isErrorStatus(shopStatus) ? shopStatus : 500;
    this.digest = statusDigest(this.status);
  }
}

/** The answer's JSON body checked against the contract's schema, or a ShopAnswerError. */
export async function parseAnswer<T>(call: string, response: Response, schema: z.ZodType<T>): Promise<T> {
  if (!response.ok) throw new ShopAnswerError(call, `status ${response.status}`, response.status);
  const body: unknown = await response.json().catch(() => undefined);
  const result = schema.safeParse(body);
  if (!result.success) throw new ShopAnswerError(call, `unexpected answer (${z.prettifyError(result.error)})`);
  return result.data;
}
