import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * Reverse proxies in front of the shop when it runs inside the storefront's process: the
 * storefront's gateway, which sends exactly one `X-Forwarded-For` entry — the client address it
 * derived itself. There is no socket in process, so that entry is the only word about the client.
 */
export const IN_PROCESS_TRUSTED_PROXIES = 1;

/** The largest `TRUSTED_PROXIES` accepted; real deployments have one or two. */
export const MAX_TRUSTED_PROXIES = 10;

const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/u;
const bracketedIpv6 = /^\[([^\]]+)\](?::\d{1,5})?$/u;
const ipv4Mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/iu;

/**
 * One address as proxies and sockets write it (`203.0.113.7`, `203.0.113.7:4711`,
 * `[2001:db8::1]:443`, `::ffff:203.0.113.7`) in one spelling, so a client has one rate-limit key
 * however it arrived; undefined when it is not an IP address.
 */
export function normalizeAddress(raw: string): string | undefined {
  const value = raw.trim();
  const host = bracketedIpv6.exec(value)?.[1] ?? ipv4WithPort.exec(value)?.[1] ?? value;
  if (isIP(host) === 0) return undefined;
  return (ipv4Mapped.exec(host)?.[1] ?? host).toLowerCase();
}

/**
 * The client's address from the chain `[...X-Forwarded-For entries, peer]`. Every trusted proxy
 * appends the address it received the request from, so the entry `trustedProxies` places from the
 * right is the rightmost one no client could write: with 0 the peer itself, with 1 the entry the
 * one proxy appended. Entries further left are whatever the client sent and never count. A chain
 * shorter than that (a request that skipped a proxy) gives its leftmost entry, which a trusted
 * proxy wrote.
 */
export function resolveClientAddress(
  forwardedFor: string | undefined,
  peer: string | undefined,
  trustedProxies: number,
): string | undefined {
  const entries = (forwardedFor ?? '').split(',').filter((entry) => entry.trim() !== '');
  const chain: ReadonlyArray<string | undefined> = [...entries, peer];
  const chosen = chain[Math.max(0, chain.length - 1 - trustedProxies)];
  return chosen === undefined ? undefined : normalizeAddress(chosen);
}

/** 127.0.0.0/8 and ::1 (IPv4-mapped addresses are normalised to IPv4 first). */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const normalized = normalizeAddress(address);
  return normalized === '::1' || (normalized?.startsWith('127.') ?? false);
}

/** The TCP peer under @hono/node-server; undefined in process (no socket: the storefront calls `app.fetch`). */
function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** Works the client address out once per request (`c.var.clientIp`) for rate limits, captcha and logs. */
export function clientAddress(trustedProxies: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('clientIp', resolveClientAddress(c.req.header('x-forwarded-for'), peerAddress(c), trustedProxies));
    await next();
  };
}

let warnedUnknown = false;

/**
 * The caller's address (see `resolveClientAddress`). Undefined when nothing trustworthy names it:
 * callers then skip per-IP limits rather than count every such visitor in one shared bucket
 * (20 failed logins anywhere would lock everybody out).
 */
export function clientIp(c: Context): string | undefined {
  const value: unknown = c.get('clientIp');
  const address = typeof value === 'string' ? value : undefined;
  if (address === undefined && !warnedUnknown) {
    warnedUnknown = true;
    console.warn('shop: a request whose client address is unknown; per-IP rate limits are skipped for it');
  }
  return address;
}
