import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { unauthorized } from '../http/api-error';
import type { AppEnv } from '../http/app-env';

const bearerPattern = /^Bearer +(\S+)$/iu;

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * True when `header` is `Bearer <expected>`. Both sides are hashed first, so the comparison takes
 * the same time whatever was sent and however long it is: a timing probe learns nothing about the
 * token. Without a configured token nobody is staff.
 */
export function isStaffToken(expected: string | undefined, header: string | undefined): boolean {
  if (expected === undefined || expected === '' || header === undefined) return false;
  const presented = bearerPattern.exec(header.trim())?.[1];
  if (presented === undefined) return false;
  return timingSafeEqual(digest(presented), digest(expected));
}

/** Lets only callers with the staff token through (review moderation); everyone else gets 401. */
export function requireStaff(staffToken: string | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isStaffToken(staffToken, c.req.header('authorization'))) throw unauthorized();
    await next();
  };
}
