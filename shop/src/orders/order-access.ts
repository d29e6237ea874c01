/**
 * The guest's link to an order: `?access=<token>`, an HMAC-SHA256 of the order's id and number
 * under the shop's order-link secret. Whoever holds the link sees the order (and its invoice);
 * nobody can make one for another number. A wrong token is treated exactly like an unknown number.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ShopConfig } from '../deps';

export interface OrderIdentity {
  readonly id: string;
  readonly number: string;
}

/**
 * Random per process when `ORDER_LINK_SECRET` is unset (development, tests, the one-machine demo):
 * links then stop working after a restart and on other instances, so production sets it.
 */
const processSecret = randomBytes(32).toString('base64url');

/** The secret that signs order links: the configured one, or this process's random one. */
export function orderLinkSecret(config: Pick<ShopConfig, 'orderLinkSecret'>): string {
  return config.orderLinkSecret ?? processSecret;
}

function sign(secret: string, order: OrderIdentity): Buffer {
  return createHmac('sha256', secret).update(`order-link:v1:${order.id}:${order.number}`, 'utf8').digest();
}

/** The `access` value of the guest link to `order` (43 characters, base64url). */
export function orderAccessToken(secret: string, order: OrderIdentity): string {
  return sign(secret, order).toString('base64url');
}

const tokenPattern = /^[A-Za-z0-9_-]{43}$/u;

/** True when `token` is the access token of `order`; the comparison takes the same time whatever was sent. */
export function verifyOrderAccess(secret: string, order: OrderIdentity, token: string | undefined): boolean {
  if (token === undefined || !tokenPattern.test(token)) return false;
  // The text is compared, not the decoded bytes: base64url's last character carries two unused
  // bits, so decoding would let four spellings of one token through.
  const presented = Buffer.from(token, 'ascii');
  const expected = Buffer.from(orderAccessToken(secret, order), 'ascii');
  return timingSafeEqual(presented, expected);
}
