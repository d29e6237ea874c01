import { randomUUID } from 'node:crypto';

/** The header that carries a request's id between the storefront, the shop and the logs. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** 1–128 characters a proxy's id is made of (UUIDs, hex, base64url, dots, colons): no spaces, no control characters. */
const wellFormed = /^[A-Za-z0-9._:-]{1,128}$/u;

/**
 * The id of this request: the incoming `X-Request-Id` when a trusted proxy is in front and it is
 * well formed, a fresh UUID otherwise (a client must not be able to write into the logs).
 */
export function requestIdOf(incoming: string | null | undefined, trustIncoming: boolean): string {
  if (trustIncoming && incoming !== null && incoming !== undefined && wellFormed.test(incoming)) return incoming;
  return randomUUID();
}
