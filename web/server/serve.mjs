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
 *
 * SIGTERM and SIGINT stop accepting connections, let running requests finish (10 s at most) and
 * exit.
 */
import { createServer } from 'node:http';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFrontDoor } from './front-door.mjs';

function setting(name, fallback, check) {
  const value = process.env[name] || fallback;
  if (!check(value)) {
    console.error(`[storefront] invalid ${name}: ${JSON.stringify(value)}`);
    process.exit(2);
  }
  return value;
}

const port = Number(setting('PORT', '3000', (v) => /^\d{1,5}$/.test(v) && Number(v) > 0 && Number(v) < 65536));
const host = setting('HOST', '127.0.0.1', (v) => v.length > 0);
const trustedProxies = Number(setting('TRUSTED_PROXIES', '0', (v) => /^(?:10|\d)$/.test(v)));
const siteUrl = setting('SITE_URL', `http://localhost:${port}`, (v) => URL.canParse(v));
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

await app.prepare();

const server = createServer((request, response) => {
  const verdict = frontDoor.admit(request, request.socket.remoteAddress);
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
  void handle(request, response);
});
// A client that trickles its headers or body holds a connection, not the server: it is cut off.
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;
// An idle keep-alive connection stays open longer than clients keep theirs (Node's default is 5 s):
// a client reusing a connection the server closed at that moment gets ECONNRESET with no answer.
server.keepAliveTimeout = 65_000;
server.listen(port, host, () => {
  console.info(`[storefront] listening on http://${host.includes(':') ? `[${host}]` : host}:${port} (${siteUrl})`);
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
