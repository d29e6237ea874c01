/**
 * The HTTP status an error page shows. In production a server component's error reaches the
 * error page without its properties, only with its digest — which Next keeps when the error brings
 * one. So an error that knows its status writes it into the digest (`HTTP_STATUS;503;<id>`), and
 * the page reads it back from there (or from `status`, for an error thrown in the browser).
 * Anything else is a 500.
 */
const DIGEST_PREFIX = 'HTTP_STATUS;';

export function isErrorStatus(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599;
}

/** A digest naming `status`, unique per error so support can still find it in the log. */
export function statusDigest(status: number): string {
  return `${DIGEST_PREFIX}${status};${Math.random().toString(36).slice(2, 10)}`;
}

export function errorStatus(error: { readonly digest?: unknown; readonly status?: unknown }): number {
  if (isErrorStatus(error.status)) return error.status;
  if (typeof error.digest === 'string' && error.digest.startsWith(DIGEST_PREFIX)) {
    const status = Number(error.digest.slice(DIGEST_PREFIX.length).split(';')[0]);
    if (isErrorStatus(status)) return status;
  }
  return 500;
}
