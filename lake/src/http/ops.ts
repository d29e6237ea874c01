import { randomUUID, createHash, timingSafeEqual } from 'node:crypto';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { pino, type DestinationStream, type Logger } from 'pino';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sendJson, writeHead } from './json';
import type { LakeContext, LakeHttpRequest, LakeHttpResponse } from './route-contract';
import { isApiPath, stripApiVersion } from './router';

export const LAKE_OPS_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);

export interface LakeOpsOptions {
  /** pino level (`LOG_LEVEL`); default `warn`, so a lake started by tests logs failures only. */
  readonly logLevel?: string;
  readonly logDestination?: DestinationStream;
  /** Lets a scraper off this machine read `/metrics` with `Authorization: Bearer <token>`. */
  readonly metricsToken?: string;
}

const CHECK_TIMEOUT_MS = 1_500;
const wellFormedId = /^[A-Za-z0-9._:-]{1,128}$/u;

/**
 * The lake's operations side: a request id and one JSON log line per request (pino), request
 * counts and latency per API area and status class, `/healthz` (the process answers), `/readyz`
 * (the store is open and its data folder writable, within 1.5 s; else 503 with Retry-After) and
 * `/metrics` (loopback or the bearer token; 404 otherwise). The lake has no proxy in front, so an
 * incoming id is kept only from a loopback caller (the storefront and the Studio's server on this
 * machine).
 */
export function createLakeOps(lake: Pick<LakeContext, 'dataDir' | 'store'>, options: LakeOpsOptions = {}) {
  const loggerOptions = {
    level: options.logLevel ?? 'warn',
    base: { service: 'lake' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  const logger: Logger =
    options.logDestination === undefined ? pino(loggerOptions) : pino(loggerOptions, options.logDestination);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'lake_http_requests_total',
    help: 'Requests answered by the lake, by method, API area and status class.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'lake_http_request_duration_seconds',
    help: 'Time from request to answer in the lake, by method, API area and status class.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  function track(req: LakeHttpRequest, res: LakeHttpResponse): string {
    const started = performance.now();
    const incoming = req.headers['x-request-id'];
    const id =
      typeof incoming === 'string' && wellFormedId.test(incoming) && isLoopback(req.socket.remoteAddress)
        ? incoming
        : randomUUID();
    if (!res.headersSent) res.setHeader('X-Request-Id', id);
    res.once('finish', () => {
      const seconds = (performance.now() - started) / 1000;
      const labels = {
        method: req.method ?? 'GET',
        route: lakeRoute(req.url ?? '/'),
        status_class: `${Math.floor(res.statusCode / 100)}xx`,
      };
      requests.inc(labels);
      duration.observe(labels, seconds);
      logger.info({ reqId: id, ...labels, status: res.statusCode, ms: Math.round(seconds * 1000) }, 'request');
    });
    return id;
  }

  async function answer(req: LakeHttpRequest, res: LakeHttpResponse, path: string): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    if (path === '/healthz') {
      sendJson(res, 200, { status: 'ok' });
      return;
    }
    if (path === '/readyz') {
      const started = performance.now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        await Promise.race([
          access(lake.dataDir, constants.W_OK).then(() => {
            if (!Number.isInteger(lake.store.seq)) throw new Error('the document store is not open');
          }),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
          }),
        ]);
        sendJson(res, 200, {
          status: 'ok',
          checks: { storage: { status: 'ok', ms: Math.round(performance.now() - started) } },
        });
      } catch (error) {
        res.setHeader('Retry-After', '5');
        const message = error instanceof Error ? error.message : String(error);
        sendJson(res, 503, {
          status: 'unavailable',
          checks: { storage: { status: 'down', ms: Math.round(performance.now() - started), error: message } },
        });
      } finally {
        clearTimeout(timer);
      }
      return;
    }
    const authorization = req.headers.authorization;
    if (!isLoopback(req.socket.remoteAddress) && !hasToken(authorization, options.metricsToken)) {
      sendJson(res, 404, { error: 'Not Found', statusCode: 404 });
      return;
    }
    const text = await registry.metrics();
    writeHead(res, 200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
    res.end(text);
  }

  return { logger, registry, track, answer };
}

export type LakeOps = ReturnType<typeof createLakeOps>;

/** `/data/query`, `/assets`, `studio`: the API area, a bounded label whatever the path. */
export function lakeRoute(url: string): string {
  const { path } = stripApiVersion(url.split('?', 1)[0] ?? '/');
  if (LAKE_OPS_PATHS.has(path)) return path;
  if (!isApiPath(path)) return 'studio';
  const [first, second] = path.split('/').slice(1);
  return first === 'data' && second !== undefined && /^[a-z-]{1,20}$/u.test(second) ? `/data/${second}` : `/${first}`;
}

function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || plain.startsWith('127.');
}

function hasToken(authorization: string | undefined, token: string | undefined): boolean {
  if (token === undefined || token === '' || authorization === undefined) return false;
  const match = /^Bearer (.+)$/u.exec(authorization);
  if (match?.[1] === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}
