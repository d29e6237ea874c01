/**
 * The storefront's operations side, in front of Next (serve.mjs):
 *
 * - `/healthz` — the process answers; asks nothing else, so it works while Next is busy.
 * - `/readyz` — the shop (in process: its database, Redis when configured, the content lake; or the
 *   remote shop's own `/readyz`) and the lake answer, each within a short timeout: 200 with each
 *   check, else 503 with `Retry-After`.
 * - `/metrics` — Prometheus text: requests by method, route group and status class, their
 *   latency, Node's process metrics, and the in-process shop's own metrics. Loopback clients, or
 *   `Authorization: Bearer $METRICS_TOKEN`; 404 to anyone else.
 * - A request id per request (`X-Request-Id`: a trusted proxy's when well formed, else a new one),
 *   passed to Next and the shop in the request and echoed in the answer, and one JSON log line
 *   (pino, level `LOG_LEVEL`) per request.
 *
 * Plain JavaScript, loaded by the start script as it is.
 */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { pino } from 'pino';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const OPS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** The global through which the in-process shop (inside Next's bundle) reports readiness and metrics. */
export const SHOP_HOOK = Symbol.for('seedshop.inProcessShop.ops');

const CHECK_TIMEOUT_MS = 1_500;
const READY_RETRY_AFTER_SECONDS = 5;
const wellFormedId = /^[A-Za-z0-9._:-]{1,128}$/u;

/**
 * @param {string | string[] | undefined} incoming the request's X-Request-Id
 * @param {boolean} trustIncoming a trusted proxy is in front
 */
export function requestIdOf(incoming, trustIncoming) {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  if (trustIncoming && value !== undefined && wellFormedId.test(value)) return value;
  return randomUUID();
}

/**
 * A bounded label for a path: the route group, never the raw path (one series per product page
 * would grow without end).
 * @param {string} url the request target
 */
export function routeGroup(url) {
  const path = url.split('?', 1)[0] ?? '/';
  if (OPS_PATHS.has(path)) return path;
  if (path.startsWith('/_next/static/')) return '/_next/static/*';
  if (path.startsWith('/_next/image')) return '/_next/image';
  if (path.startsWith('/_next/')) return '/_next/*';
  if (path.startsWith('/api/shop/')) return '/api/shop/*';
  if (path.startsWith('/api/')) return '/api/*';
  if (/\.[a-z0-9]{2,5}$/iu.test(path)) return 'file';
  return 'page';
}

/** @param {string | undefined} address */
export function isLoopback(address) {
  if (address === undefined) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || plain.startsWith('127.');
}

/**
 * @param {string | undefined} authorization
 * @param {string | undefined} token
 */
export function hasToken(authorization, token) {
  if (!token || !authorization) return false;
  const match = /^Bearer (.+)$/u.exec(authorization);
  if (!match?.[1]) return false;
  const digest = (/** @type {string} */ value) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * Runs the checks at once, each cut off after the timeout.
 * @param {Record<string, () => Promise<unknown>>} checks
 * @param {number} [timeoutMs]
 */
export async function checkReadiness(checks, timeoutMs = CHECK_TIMEOUT_MS) {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, probe]) => {
      const started = performance.now();
      /** @type {ReturnType<typeof setTimeout> | undefined} */
      let timer;
      try {
        await Promise.race([
          probe(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
          }),
        ]);
        return [name, { status: 'ok', ms: Math.round(performance.now() - started) }];
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return [name, { status: 'down', ms: Math.round(performance.now() - started), error: message.slice(0, 200) }];
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return {
    status: entries.every(([, result]) => /** @type {{status: string}} */ (result).status === 'ok')
      ? 'ok'
      : 'unavailable',
    checks: Object.fromEntries(entries),
  };
}

/**
 * @param {{
 *   logLevel?: string,
 *   logDestination?: import('pino').DestinationStream,
 *   metricsToken?: string,
 *   trustedProxies: number,
 *   checks: Record<string, () => Promise<unknown>>,
 * }} settings
 */
export function createOps(settings) {
  const logger = pino(
    { level: settings.logLevel || 'info', base: { service: 'storefront' }, timestamp: pino.stdTimeFunctions.isoTime },
    ...(settings.logDestination ? [settings.logDestination] : []),
  );
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_class'];
  const requests = new Counter({
    name: 'storefront_http_requests_total',
    help: 'Requests answered by the storefront, by method, route group and status class.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'storefront_http_request_duration_seconds',
    help: 'Time from request to answer in the storefront, by method, route group and status class.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  /**
   * Gives the request its id and logs and counts it when the answer is sent.
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  function track(request, response) {
    const started = performance.now();
    const id = requestIdOf(request.headers['x-request-id'], settings.trustedProxies > 0);
    request.headers['x-request-id'] = id;
    response.setHeader('X-Request-Id', id);
    response.once('finish', () => {
      const seconds = (performance.now() - started) / 1000;
      const labels = {
        method: request.method ?? 'OTHER',
        route: routeGroup(request.url ?? '/'),
        status_class: `${Math.floor(response.statusCode / 100)}xx`,
      };
      requests.inc(labels);
      duration.observe(labels, seconds);
      logger.info(
        {
          reqId: id,
          method: labels.method,
          route: labels.route,
          status: response.statusCode,
          ms: Math.round(seconds * 1000),
        },
        'request',
      );
    });
    return id;
  }

  /** @returns {{ readiness?: () => Promise<{status: string}>, metrics?: () => Promise<string> } | undefined} */
  function shopHook() {
    return /** @type {any} */ (globalThis)[SHOP_HOOK];
  }

  /**
   * Answers an operations path; the caller has checked that the path is one.
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {string | undefined} client the client address the front door worked out (or the loopback peer)
   */
  async function answer(request, response, client) {
    const path = (request.url ?? '/').split('?', 1)[0];
    /** @param {number} status @param {string} type @param {string} body @param {Record<string, string>} [extra] */
    const send = (status, type, body, extra = {}) => {
      response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...extra });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      send(405, 'text/plain; charset=utf-8', '405 Method not allowed\n', { Allow: 'GET, HEAD' });
      return;
    }
    if (path === '/healthz') {
      send(200, 'application/json', JSON.stringify({ status: 'ok' }));
      return;
    }
    if (path === '/readyz') {
      const report = await checkReadiness(settings.checks);
      const ok = report.status === 'ok';
      send(
        ok ? 200 : 503,
        'application/json',
        JSON.stringify(report),
        ok ? {} : { 'Retry-After': String(READY_RETRY_AFTER_SECONDS) },
      );
      return;
    }
    if (!isLoopback(client) && !hasToken(request.headers.authorization, settings.metricsToken)) {
      send(404, 'text/plain; charset=utf-8', '404 Not found\n');
      return;
    }
    const own = await registry.metrics();
    const shop =
      (await shopHook()
        ?.metrics?.()
        .catch(() => '')) ?? '';
    send(200, registry.contentType, shop ? `${own}\n${shop}` : own);
  }

  return { logger, registry, track, answer, shopHook };
}
