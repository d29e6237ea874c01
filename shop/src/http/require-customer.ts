import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/database';
import type { Clock } from '../ports';
import { authenticate } from '../sessions/session-store';
import { unauthorized } from './api-error';
import type { AuthenticatedEnv } from './app-env';

/** A bearer token as `generateToken` makes them (base64url); anything else is refused unread. */
const bearerPattern = /^Bearer +([A-Za-z0-9_-]{20,200})$/iu;

/** Lets only a signed-in customer through and tells the handler who it is. */
export function requireCustomer(db: Database, clock: Clock): MiddlewareHandler<AuthenticatedEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (header === undefined || header.trim() === '') throw unauthorized();
    const token = bearerPattern.exec(header.trim())?.[1];
    const auth = token === undefined ? null : await authenticate(db, token, clock.now());
    if (auth === null) throw unauthorized((m) => m.sessionExpired);
    c.set('auth', auth);
    await next();
  };
}
