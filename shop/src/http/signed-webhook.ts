import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';

/**
 * The gate in front of a signed GROQ webhook receiver — the storefront's revalidation
 * (`POST /api/revalidate`) and the shop's price-rule sync (`POST /pricing/sync`): a request gets through
 * only with a configured secret, a valid `@sanity/webhook` signature, a fresh signing time, and a
 * signature not seen before — so a captured request cannot be sent again to purge caches.
 *
 * - No secret (or one of the defaults once published in this repository): every request is
 *   refused with 401 and the log says so once.
 * - The signature's time (`t=`, ms) must be at most SIGNATURE_MAX_AGE_MS old and at most
 *   SIGNATURE_MAX_SKEW_MS ahead of this server's clock.
 * - A signature is remembered until its time is older than SIGNATURE_MAX_AGE_MS (after that the
 *   time check refuses it anyway); a second request with it is refused with 401. A request the
 *   handler did not accept (not 2xx) is forgotten, so the sender may retry it. The lake re-signs
 *   every attempt, so its own retries never look like replays.
 * - At most `capacity` signatures are remembered: when all are still fresh, new requests answer
 *   503 (the lake retries later) rather than forgetting one that could then be replayed.
 */

export const SIGNATURE_MAX_AGE_MS = 5 * 60_000;
export const SIGNATURE_MAX_SKEW_MS = 60_000;
const DEFAULT_CAPACITY = 10_000;
/** Secrets that were defaults in this repository: anyone can read them, so they protect nothing. */
const PUBLISHED_SECRETS: readonly string[] = ['seedshop-local-content-webhook-secret'];

export interface SignedWebhookOptions {
  /** '' when none is configured. */
  readonly secret: string;
  readonly capacity?: number;
  readonly now?: () => number;
  /** What the log names when no secret is set: the endpoint and the setting that opens it. */
  readonly missingSecretMessage?: string;
}

export type WebhookHandler = (verified: Request) => Promise<Response>;

function refuse(status: 401 | 503, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

export interface SignedWebhookReceiver {
  /** Checks the request and, when it may pass, hands the handler a copy with the same body. */
  receive(request: Request, handle: WebhookHandler): Promise<Response>;
}

export function createSignedWebhookReceiver(options: SignedWebhookOptions): SignedWebhookReceiver {
  const now = options.now ?? Date.now;
  const capacity = options.capacity ?? DEFAULT_CAPACITY;
  const usable = options.secret !== '' && !PUBLISHED_SECRETS.includes(options.secret);
  /** Signature → when it stops being fresh, roughly oldest first. */
  const seen = new Map<string, number>();
  let warned = false;

  const forgetStale = (at: number, all: boolean) => {
    for (const [signature, expires] of seen) {
      if (expires <= at) seen.delete(signature);
      else if (!all) break;
    }
  };

  return {
    async receive(request, handle) {
      if (!usable) {
        if (!warned) {
          console.error(
            options.missingSecretMessage ??
              '[content] CONTENT_WEBHOOK_SECRET is not set (or is a published default): /api/revalidate refuses every ' +
                "request. Set it to the content lake's webhook secret (webhook-secret in the lake's data folder).",
          );
          warned = true;
        }
        return refuse(401, 'Webhooks are not accepted: no secret is configured');
      }
      const signature = request.headers.get(SIGNATURE_HEADER_NAME);
      const payload = await request.text();
      if (signature === null || !(await isValidSignature(payload, signature, options.secret))) {
        return refuse(401, 'Invalid or missing webhook signature');
      }
      const at = now();
      const signedAt = decodeSignatureHeader(signature).timestamp;
      if (at - signedAt > SIGNATURE_MAX_AGE_MS || signedAt - at > SIGNATURE_MAX_SKEW_MS) {
        return refuse(401, 'The webhook signature is too old or from the future');
      }
      forgetStale(at, false);
      if (seen.has(signature)) return refuse(401, 'This webhook was already received');
      if (seen.size >= capacity) forgetStale(at, true);
      if (seen.size >= capacity) return refuse(503, 'Too many webhooks at once', { 'Retry-After': '60' });
      seen.set(signature, signedAt + SIGNATURE_MAX_AGE_MS);

      let response: Response;
      try {
        response = await handle(new Request(request.url, { method: 'POST', headers: request.headers, body: payload }));
      } catch (error) {
        seen.delete(signature);
        throw error;
      }
      if (!response.ok) seen.delete(signature);
      return response;
    },
  };
}
