#!/usr/bin/env node
/**
 * The cached home page under load, side by side with a static file served by plain Node `http`,
 * in one run on the same machine: requests/s and latency p50/p95/p99 for both, and the
 * ratio. Uses `wrk` (Debian package) with a small Lua reporter for the percentiles.
 *
 *   pnpm start                          # production server on :3000 (or BASE_URL)
 *   node bench/home-load.mjs [/ /de …]  # DURATION=20 CONNECTIONS=32 THREADS=2
 *
 * COOKIE sends a Cookie header with every request (`COOKIE='language=en; seedshop_adult=1'`: a
 * returning anonymous visitor, whom the cluster's nginx micro-cache may answer). The cache headers
 * the first answer carried are printed (Next's, and nginx's X-Cache).
 *
 * The static server answers every request with the bytes of the home page's HTML fetched once, so
 * both sides move the same payload; the difference is what Next adds (proxy, cache lookup, headers).
 *
 * In the same run, an empty Next app (bench/reference-next-app.mjs) serves a prerendered page of
 * the same size for each path: Next's own ceiling for a cached page of those bytes, and the
 * "vs Next" ratio is the shop's requests/s over it. REFERENCE=0 leaves it out (it builds the app
 * first, ≈ 30 s).
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startReferenceApp } from './reference-next-app.mjs';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const duration = Number(process.env.DURATION ?? 20);
const connections = Number(process.env.CONNECTIONS ?? 32);
const threads = Number(process.env.THREADS ?? 2);
const cookie = process.env.COOKIE ?? '';
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const withReference = process.env.REFERENCE !== '0';

const reporter = join(tmpdir(), 'seedshop-wrk-report.lua');
writeFileSync(
  reporter,
  `done = function(summary, latency, requests)
  local seconds = summary.duration / 1e6
  io.write(string.format("JSON {\\"rps\\":%.1f,\\"p50\\":%.2f,\\"p95\\":%.2f,\\"p99\\":%.2f,\\"requests\\":%d,\\"errors\\":%d,\\"non2xx\\":%d}\\n",
    summary.requests / seconds, latency:percentile(50) / 1000, latency:percentile(95) / 1000,
    latency:percentile(99) / 1000, summary.requests,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.errors.status))
end
`,
);

/** Runs wrk without blocking this process's event loop (the static server lives here). */
function load(url, headers = []) {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', [
      `-t${threads}`,
      `-c${connections}`,
      `-d${duration}s`,
      '--timeout',
      '10s',
      '-s',
      reporter,
      ...headers.flatMap((header) => ['-H', header]),
      url,
    ]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => reject(new Error(`wrk failed to start (apt-get install wrk): ${error.message}`)));
    child.on('close', () => {
      const line = stdout.split('\n').find((l) => l.startsWith('JSON '));
      if (!line) reject(new Error(`wrk printed no report:\n${stdout}\n${stderr}`));
      else resolve(JSON.parse(line.slice(5)));
    });
  });
}

/** The first answer of each path: its bytes and the cache headers it carried. */
async function fetchPage(path) {
  const response = await fetch(new URL(path, baseUrl), { redirect: 'manual', headers: cookie ? { cookie } : {} });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}, expected 200`);
  const cache = [
    response.headers.get('x-nextjs-cache') ?? response.headers.get('x-nextjs-prerender') ?? 'n/a',
    response.headers.get('x-cache') ? `X-Cache ${response.headers.get('x-cache')}` : '',
  ].join(' ');
  return { html: Buffer.from(await response.arrayBuffer()), cache };
}

async function main() {
  const pages = [];
  for (const path of paths) pages.push({ path, ...(await fetchPage(path)) });
  const reference = withReference
    ? await startReferenceApp(Object.fromEntries(pages.map(({ html }, index) => [`page-${index}`, html])))
    : null;
  const results = [];
  for (const [index, { path, html, cache }] of pages.entries()) {
    const server = createServer((_request, reply) => {
      reply.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': html.length });
      reply.end(html);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const key = `page-${index}`;
    console.info(
      `${path}: ${(html.length / 1024).toFixed(1)} KiB HTML, Next cache header: ${cache}` +
        (reference ? `; reference page ${(reference.size(key) / 1024).toFixed(1)} KiB` : ''),
    );
    const next = await load(new URL(path, baseUrl).toString(), cookie ? [`Cookie: ${cookie}`] : []);
    const plain = await load(`http://127.0.0.1:${port}/`);
    const empty = reference ? await load(reference.url(key)) : null;
    server.close();
    results.push({ path, next, plain, empty });
  }
  await reference?.stop();
  console.info(`\n${duration} s each, ${connections} connections, ${threads} wrk threads`);
  console.info(
    'path | Next rps | Next p50 / p95 / p99 ms | static rps | static p50 / p95 / p99 ms | rps ratio' +
      (reference ? ' | empty Next rps | empty Next p50 / p95 / p99 ms | vs Next' : ''),
  );
  for (const { path, next, plain, empty } of results) {
    const errors = [next, plain, empty].reduce((sum, r) => sum + (r ? r.errors + r.non2xx : 0), 0);
    const columns = [
      path,
      next.rps.toFixed(0),
      `${next.p50} / ${next.p95} / ${next.p99}`,
      plain.rps.toFixed(0),
      `${plain.p50} / ${plain.p95} / ${plain.p99}`,
      (next.rps / plain.rps).toFixed(3),
    ];
    if (empty)
      columns.push(
        empty.rps.toFixed(0),
        `${empty.p50} / ${empty.p95} / ${empty.p99}`,
        (next.rps / empty.rps).toFixed(2),
      );
    console.info(columns.join(' | ') + (errors > 0 ? ` (errors: ${errors})` : ''));
  }
}

await main();
