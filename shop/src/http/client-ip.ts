import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

let warnedUnknown = false;

/**
 * The caller's address for rate limits: the first hop of `X-Forwarded-For` (set by the proxy or
 * the in-process storefront), else the TCP peer. Deployments must let their proxy overwrite the
 * header; a client could otherwise pick its own rate-limit key.
 *
 * Undefined when neither says: callers then skip per-IP limits rather than count every visitor
 * in one shared bucket (20 failed logins anywhere would lock everybody out).
 */
export function clientIp(c: Context): string | undefined {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded !== undefined && isIP(forwarded) !== 0) return forwarded;
  try {
    const address = getConnInfo(c).remote.address;
    if (address !== undefined && isIP(address) !== 0) return address;
  } catch {
    // Not running under @hono/node-server (in-process mount, tests): no socket to ask.
  }
  if (!warnedUnknown) {
    warnedUnknown = true;
    console.warn('shop: a request without X-Forwarded-For or socket address; per-IP rate limits are skipped for it');
  }
  return undefined;
}
