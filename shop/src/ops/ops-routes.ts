import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { clientAddress, isLoopback } from '../http/client-ip';
import type { ShopMetrics } from './metrics';
import { checkReadiness, type ReadinessCheck } from './readiness';

/** The operations paths a standalone service answers next to its API. */
export const OPS_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);

/** Seconds an orchestrator should wait before asking `/readyz` again after a 503. */
export const READY_RETRY_AFTER_SECONDS = 5;

export interface OpsOptions {
  readonly readiness: readonly ReadinessCheck[];
  readonly metrics: ShopMetrics;
  /** Lets a scraper that is not on this machine read `/metrics` with `Authorization: Bearer <token>`. */
  readonly metricsToken?: string | undefined;
  /** As the API's: proxies in front that append to X-Forwarded-For. */
  readonly trustedProxies: number;
}

/**
 * `/healthz` (the process answers; no dependency asked), `/readyz` (every dependency answers within
 * its timeout: 200, else 503 with Retry-After) and `/metrics` (Prometheus text, for loopback clients
 * or the `METRICS_TOKEN` bearer; 404 to anyone else). Never cached.
 */
export function createOpsApp(options: OpsOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', clientAddress(options.trustedProxies));
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    const report = await checkReadiness(options.readiness);
    if (report.status === 'ok') return c.json(report);
    return c.json(report, 503, { 'Retry-After': String(READY_RETRY_AFTER_SECONDS) });
  });
  app.get('/metrics', async (c) => {
    if (!isLoopback(c.var.clientIp) && !hasToken(c.req.header('authorization'), options.metricsToken)) {
      return c.json({ message: 'Not found' }, 404);
    }
    const registry = options.metrics.registry;
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType });
  });
  return app;
}

/** `Bearer <token>` matching the configured token (compared in constant time); never without one. */
export function hasToken(authorization: string | undefined, token: string | undefined): boolean {
  if (token === undefined || token === '' || authorization === undefined) return false;
  const match = /^Bearer (.+)$/u.exec(authorization);
  if (match?.[1] === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

/** The API with the operations paths in front of it. */
export function withOps(ops: { fetch: Fetch }, api: { fetch: Fetch }): Fetch {
  return (request, env) => (OPS_PATHS.has(new URL(request.url).pathname) ? ops : api).fetch(request, env);
}
