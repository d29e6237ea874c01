import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../http/app-env';
import type { Logger } from './logger';
import type { ShopMetrics } from './metrics';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';

export interface RequestContextOptions {
  readonly logger: Logger;
  readonly metrics?: ShopMetrics;
  /** Take a well-formed incoming `X-Request-Id` (a trusted proxy or the storefront's gateway is in front). */
  readonly trustIncoming: boolean;
}

/**
 * Gives each request an id (the proxy's or a new one), a child logger carrying it (`c.var.log`),
 * echoes it in `X-Request-Id`, and on the way out logs one line and counts the request under its
 * route pattern — the raw path could hold a mail link's token and has no bound.
 */
export function requestContext(options: RequestContextOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER), options.trustIncoming);
    const log = options.logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    await next();
    c.header('X-Request-Id', requestId);
    const route = routePattern(c);
    const status = c.res.status;
    const seconds = (performance.now() - started) / 1000;
    options.metrics?.observeRequest(c.req.method, route, status, seconds);
    log.info({ method: c.req.method, route, status, ms: Math.round(seconds * 1000) }, 'request');
  };
}

/** The route that answered (`/customer/addresses/:id`), or `unmatched` for a 404 of no route. */
function routePattern(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  const routes = matchedRoutes(c);
  for (let index = routes.length - 1; index >= 0; index -= 1) {
    const route = routes[index];
    if (route !== undefined && route.method !== 'ALL') return route.path;
  }
  return 'unmatched';
}
