import { statusDigest } from '@/routing/error-status';

/**
 * What fetchContent throws when the content source cannot be reached at all (nothing listening,
 * DNS, TLS), instead of the HTTP client's bare "fetch failed" with its request dump: one line that
 * says where content was expected, the network error's code, and what to do. An answer with a
 * status (a bad query, a 5xx) is passed on unchanged.
 */
export class ContentUnavailableError extends Error {
  override readonly name = 'ContentUnavailableError';
  /** A page that cannot read its content is unavailable for now, not broken: 503. */
  readonly status = 503;
  /** Carries the status to the error page (routing/error-status.ts). */
  readonly digest = statusDigest(503);
}

/** How long one content read (retries included) may take before the page gives up with a 503. */
export const CONTENT_FETCH_TIMEOUT_MS = 5_000;
/**
 * After a read ran out of time, the next reads for CONTENT_HUNG_WINDOW_MS get only
 * CONTENT_HUNG_TIMEOUT_MS: a page that reads content several times in a row answers its 503 after
 * one full wait, not one per read, and a source that recovered is read again at once.
 */
export const CONTENT_HUNG_WINDOW_MS = 10_000;
export const CONTENT_HUNG_TIMEOUT_MS = 1_000;

function isTimeout(error: unknown): boolean {
  return causes(error).some(
    (link) => isObject(link) && 'name' in link && (link.name === 'TimeoutError' || link.name === 'AbortError'),
  );
}

export interface ContentOrigin {
  readonly mode: 'lake' | 'sanity';
  /** The lake's origin, or the Sanity project's id. */
  readonly where: string;
}

const untrustedCertificateCodes = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_UNTRUSTED',
]);

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

const causeOf = (value: unknown): unknown => (isObject(value) && 'cause' in value ? value.cause : undefined);
const codeField = (value: unknown): unknown => (isObject(value) && 'code' in value ? value.code : undefined);
const statusField = (value: unknown): unknown =>
  isObject(value) && 'statusCode' in value ? value.statusCode : undefined;

/** The error and its causes, outermost first (bounded: cause chains can be cyclic). */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && chain.length < 8; current = causeOf(current)) {
    chain.push(current);
  }
  return chain;
}

/** An HTTP answer (the client's ClientError/ServerError carry its status), not a failed connection. */
function isHttpAnswer(error: unknown): boolean {
  return typeof statusField(error) === 'number';
}

function codeOf(error: unknown): string | null {
  for (const link of causes(error)) {
    const code = codeField(link);
    if (typeof code === 'string') return code;
  }
  return null;
}

/** The error to throw for a failed content fetch: `error` itself, or a ContentUnavailableError. */
export function contentFetchError(error: unknown, origin: ContentOrigin): unknown {
  if (isHttpAnswer(error) || error instanceof ContentUnavailableError) return error;
  if (isTimeout(error)) {
    const where =
      origin.mode === 'sanity' ? `Sanity's API for project ${origin.where}` : `content lake at ${origin.where}`;
    return new ContentUnavailableError(`${where} did not answer in time`, {
      cause: error,
    });
  }
  const code = codeOf(error);
  if (origin.mode === 'sanity') {
    return new ContentUnavailableError(
      `Sanity's API not reachable for project ${origin.where} (${code ?? 'no answer'})`,
      {
        cause: error,
      },
    );
  }
  if (code !== null && untrustedCertificateCodes.has(code)) {
    return new ContentUnavailableError(
      `content lake at ${origin.where} has a certificate this server does not trust (${code}); ` +
        'start it with NODE_EXTRA_CA_CERTS=<lake data>/tls/cert.pem (pnpm start does)',
    );
  }
  return new ContentUnavailableError(
    `content lake not reachable at ${origin.where} (${code ?? 'no answer'}); run pnpm start`,
  );
}
