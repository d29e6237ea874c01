import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Lets the listed browser origins (the Studio's product picker) read the public catalogue:
 * `GET /catalogue/*` only. Other methods, and the staff-only moderation endpoints, get no CORS
 * headers, and a preflight allows no request header but `Accept-Language`, so a page on an
 * allowed origin cannot send credentials either.
 */
export function catalogueCors(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  const handler = cors({
    origin: (origin, c) => (allowed.has(origin) && !c.req.path.startsWith('/catalogue/moderation') ? origin : null),
    allowMethods: ['GET', 'HEAD'],
    allowHeaders: ['Accept-Language'],
    maxAge: 600,
  });
  return (c, next) => (readMethods.has(c.req.method) ? handler(c, next) : next());
}
