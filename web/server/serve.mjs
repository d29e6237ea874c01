#!/usr/bin/env node
/**
 * Serves the built storefront (`next build` first): Next's request handler behind the front door
 * (front-door.mjs). Listens on HOST (default 127.0.0.1 — the demo is not reachable from other
 * machines unless asked) and PORT (3000). Settings read here, before Next starts:
 *
 *   HOST             address to bind, e.g. 0.0.0.0 behind a proxy on another machine
 *   PORT             port, default 3000
 *   SITE_URL         public origin; its host is always allowed
 *   ALLOWED_HOSTS    more Host values to serve, comma-separated (host:port as the browser sends it)
 *   TRUSTED_PROXIES  reverse proxies in front that append to X-Forwarded-For (0–10, default 0)
 *   LOG_LEVEL        JSON log level (pino): trace, debug, info (default), warn, error, silent
 *   METRICS_TOKEN    bearer token that lets a scraper off this machine read /metrics
 *
 * `/healthz`, `/readyz` and `/metrics` are answered here, before Next (ops.mjs); from a loopback
 * client also under any Host header (an orchestrator's probe names the pod's address).
 *
 * SIGTERM and SIGINT stop accepting connections, let running requests finish (10 s at most) and
 * exit.
 */
import { createServer } from 'node:http';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allowBackForwardCache } from './back-forward-cache.mjs';
import { emptyFailedPrefetches } from './prefetch-misses.mjs';
import { hashPrerenderedScripts } from './csp-hashes.mjs';
import { createFrontDoor } from './front-door.mjs';
import { createOps, isLoopback, OPS_PATHS, SHOP_HOOK } from './ops.mjs';

function setting(name, fallback, check) {
  const value = process.env[name] || fallback;
  if (!check(value)) {
    console.error(
      JSON.stringify({ level: 60, service: 'storefront', msg: `invalid ${name}: ${JSON.stringify(value)}` }),
    );
    process.exit(2);
  }
  return value;
}

const port = Number(setting('PORT', '3000', (v) => /^\d{1,5}$/.test(v) && Number(v) > 0 && Number(v) < 65536));
const host = setting('HOST', '127.0.0.1', (v) => v.length > 0);
const trustedProxies = Number(setting('TRUSTED_PROXIES', '0', (v) => /^(?:10|\d)$/.test(v)));
const siteUrl = setting('SITE_URL', `http://localhost:${port}`, (v) => URL.canParse(v));
const logLevel = setting('LOG_LEVEL', 'info', (v) => /^(?:trace|debug|info|warn|error|fatal|silent)$/.test(v));
const shopApiUrl = process.env.SHOP_API_URL || undefined;
const lakeUrl = process.env.SANITY_PROJECT_ID ? undefined : process.env.LAKE_URL || 'https://localhost:3333';
const allowedHosts = (process.env.ALLOWED_HOSTS ?? '')
  .split(',')
  .map((entry) => entry.trim())
  .filter((entry) => entry.length > 0);

// Next reads NODE_ENV when it loads.
process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');
// No `hostname`: Next builds its own URLs on "localhost" as `next start` does; naming the bind
// address instead makes every rewrite of the proxy look external and loop back over HTTP.
const app = next({ dev: false, dir: dirname(dirname(fileURLToPath(import.meta.url))), port });
const handle = app.getRequestHandler();
const frontDoor = createFrontDoor({ siteUrl, port, trustedProxies, allowedHosts });
const hsts = new URL(siteUrl).protocol === 'https:';

/** Resolves when the URL answers 200 within the check's time. */
async function answers(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(1_500) });
  await response.body?.cancel();
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
}

const ops = createOps({
  logLevel,
  metricsToken: process.env.METRICS_TOKEN || undefined,
  trustedProxies,
  checks: {
    // A separate shop reports its own database, Redis and lake; the in-process one reports them here.
    shop: shopApiUrl
      ? () => answers(new URL('readyz', shopApiUrl.endsWith('/') ? shopApiUrl : `${shopApiUrl}/`))
      : async () => {
          const hook = globalThis[SHOP_HOOK];
          if (!hook) throw new Error('the in-process shop is not set up');
          const report = await hook.readiness();
          const down = Object.entries(report.checks).filter(([, check]) => check.status !== 'ok');
          if (down.length > 0) throw new Error(down.map(([name, check]) => `${name}: ${check.error}`).join('; '));
        },
    // The storefront reads its pages' content from the lake too (not with a Sanity project).
    ...(lakeUrl ? { lake: () => answers(new URL('/healthz', lakeUrl)) } : {}),
  },
});

await app.prepare();

const server = createServer((request, response) => {
  const path = (request.url ?? '/').split('?', 1)[0];
  // Probes and scrapes from this machine are answered whatever Host they name.
  if (OPS_PATHS.has(path) && isLoopback(request.socket.remoteAddress) && !request.headers['x-forwarded-for']) {
    void ops.answer(request, response, request.socket.remoteAddress);
    return;
  }
  const verdict = frontDoor.admit(request, request.socket.remoteAddress);
  ops.track(request, response);
  if (!verdict.ok) {
    response.writeHead(verdict.status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...(verdict.allow ? { Allow: verdict.allow } : {}),
    });
    response.end(`${verdict.status} ${verdict.message}\n`);
    return;
  }
  // Over HTTPS, browsers are told to come back over HTTPS only (a year, subdomains included).
  if (hsts) response.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  if (OPS_PATHS.has(path)) {
    void ops.answer(request, response, verdict.client);
    return;
  }
  // A prerendered page's policy names its inline scripts' hashes instead of the nonce, and a server
  // error page leaves with the 5xx status its error names (csp-hashes.mjs).
  hashPrerenderedScripts(request, response);
  // An anonymous visitor's shared page may be restored by back and forward (back-forward-cache.mjs).
  allowBackForwardCache(request, response);
  // A router prefetch of a missing page gets its status without a body (prefetch-misses.mjs).
  emptyFailedPrefetches(request, response);
  handle(request, response).catch((error) => {
    ops.logger.error({ reqId: request.headers['x-request-id'], err: error }, 'request failed');
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
});
// A client that trickles its headers or body holds a connection, not the server: it is cut off.
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;
// An idle keep-alive connection stays open longer than clients keep theirs (Node's default is 5 s):
// a client reusing a connection the server closed at that moment gets ECONNRESET with no answer.
server.keepAliveTimeout = 65_000;
server.listen(port, host, () => {
  ops.logger.info(
    { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, siteUrl },
    'storefront listening',
  );
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), 10_000).unref();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  });
}
