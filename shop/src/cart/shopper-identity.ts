/**
 * Who calls a cart or checkout route: a customer by bearer token, else the guest cart named by
 * `X-Cart-Id`. A token that is sent must be valid (401 otherwise, so the storefront refreshes); a
 * cart id that cannot be one is ignored.
 */
import type { MiddlewareHandler } from 'hono';
import { CART_ID_HEADER } from '../contract/cart';
import type { Database } from '../db/database';
import { unauthorized } from '../http/api-error';
import type { AppVariables } from '../http/app-env';
import type { Clock } from '../ports';
import { authenticate } from '../sessions/session-store';
import type { Shopper } from './cart-operations';
import { parseCartSecret } from './cart-store';

/** The environment of routes behind `identifyShopper`. */
export interface ShopperEnv {
  Variables: AppVariables & { shopper: Shopper };
}

/** An access token as `generateToken` makes them (as in `require-customer.ts`). */
const bearerPattern = /^Bearer +([A-Za-z0-9_-]{20,200})$/iu;

/** Sets `shopper` before the body is validated, so a bad token is a 401 whatever the body says. */
export function identifyShopper(db: Database, clock: Clock): MiddlewareHandler<ShopperEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    let customerId: string | null = null;
    if (header !== undefined && header.trim() !== '') {
      const token = bearerPattern.exec(header.trim())?.[1];
      const auth = token === undefined ? null : await authenticate(db, token, clock.now());
      if (auth === null) throw unauthorized((m) => m.sessionExpired);
      customerId = auth.customer.id;
    }
    c.set('shopper', { customerId, guestSecret: parseCartSecret(c.req.header(CART_ID_HEADER)) });
    await next();
  };
}
