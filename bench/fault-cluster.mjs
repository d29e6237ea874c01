#!/usr/bin/env node
/**
 * Fault tests against a running `pnpm start:cluster`: a steady, bounded load through nginx (a
 * listing page, a cached content page, the catalogue API, and a guest cart write) while one fault
 * happens, then the answers by status before, during and after it, and the time until everything
 * answers 200 again.
 *
 *   node bench/fault-cluster.mjs instance   SIGKILL storefront A (start-cluster.mjs restarts it)
 *   node bench/fault-cluster.mjs redis      stop Redis for FAULT_SECONDS, then start it again
 *   node bench/fault-cluster.mjs lake       SIGSTOP the content lake for FAULT_SECONDS (it hangs,
 *                                           the worst case for a caller), then SIGCONT
 *
 * Settings: CLUSTER_PORT (3200), CLUSTER_DATA_DIR (.data/cluster), WORKERS (4), FAULT_SECONDS (10),
 * REDIS_STOP / REDIS_START (commands; default `service redis-server stop|start`). The Redis fault
 * always starts Redis again, also when this script fails or is interrupted.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const fault = process.argv[2];
if (!['instance', 'redis', 'lake'].includes(fault ?? '')) {
  console.error('usage: node bench/fault-cluster.mjs instance|redis|lake');
  process.exit(2);
}
const port = Number(process.env.CLUSTER_PORT ?? '3200');
const dataDir = resolve(import.meta.dirname, '..', process.env.CLUSTER_DATA_DIR ?? join('.data', 'cluster'));
const workers = Number(process.env.WORKERS ?? '4');
const faultMs = Number(process.env.FAULT_SECONDS ?? '10') * 1000;
const base = `http://localhost:${port}`;
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

const reads = ['/cannabis-seeds', '/topic/autoflowers', '/api/shop/catalogue/products?per_page=5'];
/** A variant in stock, for the cart writes. */
const listing = await (await fetch(`${base}/api/shop/catalogue/products?per_page=1`)).json();
const product = await (await fetch(`${base}/api/shop/catalogue/products/${listing.items[0].slug}`)).json();
const variant = product.variants.find((candidate) => candidate.in_stock);
if (!variant) throw new Error(`${product.slug} has no variant in stock`);

/** @type {{at: number, phase: string, what: string, status: number | string, ms: number}[]} */
const results = [];
let phase = 'before';
let stop = false;

async function one(what, request) {
  const started = performance.now();
  let status;
  try {
    const response = await request();
    status = response.status;
    await response.body?.cancel();
  } catch (error) {
    status = error instanceof Error ? error.name : 'error';
  }
  results.push({ at: Date.now(), phase, what, status, ms: performance.now() - started });
}

async function worker(index) {
  for (let round = index; !stop; round += 1) {
    const path = reads[round % reads.length];
    await one(`GET ${path.split('?')[0]}`, () => fetch(`${base}${path}`, { signal: AbortSignal.timeout(15_000) }));
    if (round % 4 === 0) {
      await one('POST /api/shop/cart/lines', () =>
        fetch(`${base}/api/shop/cart/lines`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base, 'idempotency-key': crypto.randomUUID() },
          body: JSON.stringify({ variant_id: variant.id, quantity: 1 }),
          signal: AbortSignal.timeout(15_000),
        }),
      );
    }
  }
}

const instances = JSON.parse(readFileSync(join(dataDir, 'instances.json'), 'utf8'));
const lake = JSON.parse(readFileSync(join(dataDir, 'lake', 'lake.json'), 'utf8'));
const redisStop = (process.env.REDIS_STOP ?? 'service redis-server stop').split(' ');
const redisStart = (process.env.REDIS_START ?? 'service redis-server start').split(' ');
const run = ([command, ...args]) => execFileSync(command, args, { stdio: 'inherit' });
let redisStopped = false;
function restoreRedis() {
  if (!redisStopped) return;
  redisStopped = false;
  run(redisStart);
}
process.on('exit', restoreRedis);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));

const running = Array.from({ length: workers }, (_, index) => worker(index));
await sleep(5_000);
phase = 'during';
const faultAt = Date.now();
if (fault === 'instance') {
  const a = instances[0];
  process.kill(a.pid, 'SIGKILL');
  console.info(`SIGKILL storefront ${a.name} (pid ${a.pid}, :${a.port})`);
  // start-cluster.mjs starts it again; the time until it answers /readyz on its own port.
  const waitStarted = Date.now();
  await sleep(500);
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${a.port}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    await sleep(250);
  }
  console.info(
    `storefront ${a.name} ready again ${((Date.now() - waitStarted) / 1000).toFixed(1)} s after the SIGKILL`,
  );
  await sleep(Math.max(0, faultMs - (Date.now() - waitStarted)));
} else if (fault === 'redis') {
  redisStopped = true;
  run(redisStop);
  await sleep(faultMs);
  restoreRedis();
} else {
  process.kill(lake.pid, 'SIGSTOP');
  console.info(`SIGSTOP the lake (pid ${lake.pid}) for ${faultMs / 1000} s`);
  await sleep(faultMs);
  process.kill(lake.pid, 'SIGCONT');
}
const endedAt = Date.now();
phase = 'after';
await sleep(10_000);
stop = true;
await Promise.all(running);

/** Status counts per phase and request. */
const table = new Map();
for (const result of results) {
  const key = `${result.phase.padEnd(6)} ${result.what}`;
  const counts = table.get(key) ?? new Map();
  counts.set(result.status, (counts.get(result.status) ?? 0) + 1);
  table.set(key, counts);
}
console.info(`\nfault: ${fault}, ${faultMs / 1000} s, ${workers} workers, ${new Date(faultAt).toISOString()}`);
for (const [key, counts] of [...table].sort()) {
  console.info(`${key.padEnd(48)} ${[...counts].map(([status, count]) => `${status}×${count}`).join(' ')}`);
}
const failures = results.filter((result) => result.status !== 200 && result.at >= faultAt);
const lastFailure = failures.reduce((latest, result) => Math.max(latest, result.at), 0);
console.info(
  failures.length === 0
    ? 'no failed request from the fault on'
    : `${failures.length} failed; the last ${((lastFailure - faultAt) / 1000).toFixed(1)} s after the fault began ` +
        `(it lasted ${((endedAt - faultAt) / 1000).toFixed(1)} s)`,
);
const p95 = (phaseName) => {
  const times = results
    .filter((result) => result.phase === phaseName)
    .map((result) => result.ms)
    .sort((x, y) => x - y);
  return times.length === 0 ? 0 : times[Math.min(times.length - 1, Math.floor(times.length * 0.95))];
};
console.info(
  `p95 before ${p95('before').toFixed(0)} ms, during ${p95('during').toFixed(0)} ms, after ${p95('after').toFixed(0)} ms`,
);
