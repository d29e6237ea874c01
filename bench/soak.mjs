#!/usr/bin/env node
/**
 * The soak: shopper journeys at a fixed rate against the cluster (`pnpm start:cluster`, nginx in
 * front of two storefront instances) for a fixed time, then p50 / p95 / max and errors per step,
 * and the memory of each process over the run as a slope.
 *
 *   CLUSTER_DATA_DIR=/tmp/c TRUSTED_PROXIES=2 pnpm start:cluster --no-build --fresh-database
 *   CLUSTER_DATA_DIR=/tmp/c node bench/soak.mjs       # BASE_URL=http://localhost:3200
 *                                                      # MINUTES=10 JOURNEYS_PER_MINUTE=40
 *                                                      # ORDER_EVERY=8
 *
 * A journey is one shopper in one of the four languages, with an address of its own in front of
 * nginx (the cluster must trust two proxies) and its own cookies: the home page, the listing, the
 * listing filtered by a seed bank, a search, a product page, a pack added to the cart through
 * `/api/shop`, and every ORDER_EVERY-th journey the checkout: a quote, the captcha solved here
 * and the order placed (201). Journeys start on a fixed schedule whether or not earlier ones have
 * finished (an open loop: a slow server shows as latency, not as a lower rate). Any network error,
 * 5xx, or an answer other than the step expects counts as an error.
 *
 * Memory: the resident size (RSS) of the storefront instances, the content lake, nginx (master and
 * worker) and Redis,
 * read from /proc every 10 s; the slope is a least-squares line over the samples after the first
 * minute (warm-up), in MB per 10 minutes, and again over the second half of the run (a heap that is
 * still filling slows down; a leak keeps its pace). For each storefront instance also its V8 heap
 * in use (`nodejs_heap_size_used_bytes` from the instance's own `/metrics`): RSS that grows while
 * the heap stays flat is memory the allocator keeps, not objects the code holds.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { guestOrderBody } from './guest-order.mjs';

const require = createRequire(join(import.meta.dirname, '..', 'tests', 'package.json'));
const { solveChallenge } = await import(require.resolve('altcha-lib'));
const { deriveKey } = await import(require.resolve('altcha-lib/algorithms/pbkdf2'));

const baseUrl = (process.env.BASE_URL ?? 'http://localhost:3200').replace(/\/+$/u, '');
const dataDir = process.env.CLUSTER_DATA_DIR ?? '';
const minutes = Number(process.env.MINUTES ?? 10);
const journeysPerMinute = Number(process.env.JOURNEYS_PER_MINUTE ?? 40);
const orderEvery = Number(process.env.ORDER_EVERY ?? 8);
const locales = ['en', 'de', 'fr', 'es'];
const prefix = (locale) => (locale === 'en' ? '' : `/${locale}`);
const searchWords = ['lemon', 'kush', 'haze', 'auto', 'cbd', 'skunk', 'purple', 'diesel'];

/** @type {Map<string, {ms: number[], errors: string[]}>} */
const steps = new Map();
function record(step, ms, error) {
  const entry = steps.get(step) ?? { ms: [], errors: [] };
  steps.set(step, entry);
  entry.ms.push(ms);
  if (error !== undefined) entry.errors.push(error);
}

/** A shopper: an address of its own and a cookie jar (name → value). */
function shopper(index) {
  return {
    address: `198.18.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`,
    cookies: new Map(),
  };
}

async function call(client, step, path, { method = 'GET', body, expect = [200], headers = {} } = {}) {
  const begin = performance.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
      headers: {
        'x-forwarded-for': client.address,
        cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body === undefined ? {} : { 'content-type': 'application/json', origin: baseUrl }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) client.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const ms = performance.now() - begin;
    const ok = expect.includes(response.status);
    record(step, ms, ok ? undefined : `${method} ${path}: ${response.status} ${text.slice(0, 160)}`);
    return ok ? { status: response.status, text } : undefined;
  } catch (error) {
    record(step, performance.now() - begin, `${method} ${path}: ${error.message}`);
    return undefined;
  }
}

/** Per language: product pages, their packs in stock, the listing and the seed banks. */
async function discover() {
  const catalogue = {};
  for (const locale of locales) {
    const response = await fetch(`${baseUrl}/api/shop/catalogue/products?per_page=48`, {
      headers: { 'accept-language': locale },
    });
    if (!response.ok) throw new Error(`the catalogue answered ${response.status}; is the cluster running?`);
    const { items } = await response.json();
    const products = [];
    for (const item of items.slice(0, 24)) {
      const detail = await (
        await fetch(`${baseUrl}/api/shop/catalogue/products/${item.slug}`, { headers: { 'accept-language': locale } })
      ).json();
      const packs = (detail.variants ?? detail.product?.variants ?? [])
        .filter((variant) => variant.stock > 0 || variant.in_stock === true)
        .map((variant) => variant.id);
      if (packs.length === 0) continue;
      const { catalog, category, product } = item.path;
      products.push({ page: `${prefix(locale)}/${catalog[locale]}/${category[locale]}/${product[locale]}`, packs });
    }
    const first = items[0];
    catalogue[locale] = {
      listing: `${prefix(locale)}/${first.path.catalog[locale]}`,
      seedBanks: [...new Set(items.map((item) => item.seed_bank.slug))],
      products,
    };
  }
  return catalogue;
}

async function solvedCaptcha(client) {
  const challenge = JSON.parse(
    (await call(client, 'captcha challenge', '/api/shop/customer/captcha/challenge'))?.text ?? 'null',
  );
  if (challenge === null) return undefined;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function journey(index, catalogue) {
  const locale = locales[index % locales.length];
  const { listing, seedBanks, products } = catalogue[locale];
  const client = shopper(index);
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  await call(client, 'home', prefix(locale) || '/');
  await call(client, 'listing', listing);
  await call(client, 'filter', `${listing}?seed_bank=${pick(seedBanks)}`);
  await call(client, 'search', `${prefix(locale)}/search?q=${pick(searchWords)}`);
  const product = pick(products);
  await call(client, 'product', product.page);
  const added = await call(client, 'add to cart', '/api/shop/cart/lines', {
    method: 'POST',
    body: { variant_id: pick(product.packs), quantity: 1 },
  });
  if (added === undefined || index % orderEvery !== 0) return;
  const quote = await call(client, 'checkout quote', '/api/shop/checkout/quote?country=DE&shipping_method=standard');
  if (quote === undefined) return;
  const captcha = await solvedCaptcha(client);
  if (captcha === undefined) return;
  await call(client, 'place order', '/api/shop/checkout/orders', {
    method: 'POST',
    expect: [201],
    headers: { 'accept-language': locale, 'idempotency-key': randomUUID() },
    body: guestOrderBody({
      email: `soak-${Date.now().toString(36)}-${index}@example.com`,
      houseNumber: 1 + (index % 200),
      quote: JSON.parse(quote.text),
      captcha,
    }),
  });
}

/** The processes whose memory is watched: name → pid, looked up again at every sample. */
function watchedProcesses() {
  const found = new Map();
  const nginxWorkers = [];
  if (dataDir !== '') {
    for (const instance of JSON.parse(readFileSync(join(dataDir, 'instances.json'), 'utf8'))) {
      found.set(`storefront ${instance.name}`, instance.pid);
    }
  }
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/u.test(entry)) continue;
    let command = '';
    try {
      command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      continue;
    }
    const environ = () => {
      try {
        return readFileSync(`/proc/${entry}/environ`, 'utf8');
      } catch {
        return '';
      }
    };
    if (command.includes('src/cli.ts start') && (dataDir === '' || environ().includes(dataDir)))
      found.set('lake', Number(entry));
    else if (command.startsWith('nginx: master') && (dataDir === '' || command.includes(dataDir)))
      found.set('nginx master', Number(entry));
    else if (command.startsWith('nginx: worker')) nginxWorkers.push(Number(entry));
    else if (command.startsWith('redis-server')) found.set('redis', Number(entry));
  }
  const master = found.get('nginx master');
  for (const pid of nginxWorkers) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === master) found.set('nginx worker', pid);
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

const rssMb = (pid) => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((row) => row.startsWith('VmRSS:'));
    return Number(line?.split(/\s+/u)[1] ?? Number.NaN) / 1024;
  } catch {
    return Number.NaN;
  }
};

/** name → [{t (s), mb, pid}] */
const memory = new Map();
const started = performance.now();
const recordMemory = (name, point) => {
  const series = memory.get(name) ?? [];
  memory.set(name, series);
  series.push(point);
};
/** Each storefront instance's V8 heap in use, from its own `/metrics` (loopback is allowed). */
async function sampleHeaps(t) {
  if (dataDir === '') return;
  for (const instance of JSON.parse(readFileSync(join(dataDir, 'instances.json'), 'utf8'))) {
    try {
      const text = await (await fetch(`http://127.0.0.1:${instance.port}/metrics`)).text();
      const bytes = Number(/^nodejs_heap_size_used_bytes (\S+)$/mu.exec(text)?.[1]);
      if (!Number.isNaN(bytes)) recordMemory(`heap ${instance.name}`, { t, mb: bytes / 2 ** 20, pid: instance.pid });
    } catch {
      // the instance is restarting
    }
  }
}
function sampleMemory() {
  const t = (performance.now() - started) / 1000;
  for (const [name, pid] of watchedProcesses()) {
    const mb = rssMb(pid);
    if (Number.isNaN(mb)) continue;
    recordMemory(name, { t, mb, pid });
  }
  void sampleHeaps(t);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN);
};

/** Least-squares slope of mb over t, in MB per 10 minutes. */
function slopePer10Minutes(points) {
  const n = points.length;
  if (n < 3) return Number.NaN;
  const meanT = points.reduce((sum, point) => sum + point.t, 0) / n;
  const meanMb = points.reduce((sum, point) => sum + point.mb, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const point of points) {
    covariance += (point.t - meanT) * (point.mb - meanMb);
    variance += (point.t - meanT) ** 2;
  }
  return (covariance / variance) * 600;
}

const catalogue = await discover();
console.info(
  `soak: ${minutes} min at ${journeysPerMinute} journeys/min against ${baseUrl}; ` +
    `${locales.map((locale) => `${locale} ${catalogue[locale].products.length} products`).join(', ')}; an order every ${orderEvery} journeys`,
);
const load = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
const loadBefore = load();
sampleMemory();
const memoryTimer = setInterval(sampleMemory, 10_000);
const journeys = [];
const total = Math.round(minutes * journeysPerMinute);
const gapMs = 60_000 / journeysPerMinute;
for (let index = 0; index < total; index += 1) {
  const due = started + index * gapMs;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  journeys.push(journey(index, catalogue));
  if (index % Math.max(1, journeysPerMinute) === 0 && index > 0) {
    const minute = Math.round((performance.now() - started) / 60_000);
    const errors = [...steps.values()].reduce((sum, entry) => sum + entry.errors.length, 0);
    console.info(`  minute ${minute}: ${index} journeys started, ${errors} errors so far, load ${load().toFixed(1)}`);
  }
}
await Promise.all(journeys);
clearInterval(memoryTimer);
sampleMemory();

const elapsed = (performance.now() - started) / 1000;
const requests = [...steps.values()].reduce((sum, entry) => sum + entry.ms.length, 0);
console.info(
  `\n${total} journeys, ${requests} requests in ${elapsed.toFixed(0)} s (${(requests / elapsed).toFixed(1)} req/s); load average ${loadBefore.toFixed(1)} before, ${load().toFixed(1)} after`,
);
console.info(
  `${'step'.padEnd(16)} ${'count'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)} errors`,
);
let errorCount = 0;
for (const [step, { ms, errors }] of steps) {
  errorCount += errors.length;
  console.info(
    `${step.padEnd(16)} ${String(ms.length).padStart(6)} ${percentile(ms, 0.5).toFixed(0).padStart(8)} ${percentile(ms, 0.95).toFixed(0).padStart(8)} ${Math.max(
      ...ms,
    )
      .toFixed(0)
      .padStart(8)} ${errors.length}`,
  );
}
console.info(
  `\n${'process'.padEnd(16)} ${'start MB'.padStart(9)} ${'end MB'.padStart(9)} ${'max MB'.padStart(9)} ${'MB/10 min'.padStart(10)} ${'2nd half'.padStart(9)}`,
);
for (const [name, series] of memory) {
  const steady = series.filter((point) => point.t >= 60);
  const secondHalf = series.filter((point) => point.t >= elapsed / 2);
  const restarted = new Set(series.map((point) => point.pid)).size > 1 ? ' (restarted during the run)' : '';
  console.info(
    `${name.padEnd(16)} ${series[0].mb.toFixed(0).padStart(9)} ${series.at(-1).mb.toFixed(0).padStart(9)} ${Math.max(
      ...series.map((point) => point.mb),
    )
      .toFixed(0)
      .padStart(9)} ${slopePer10Minutes(steady).toFixed(1).padStart(10)} ${slopePer10Minutes(secondHalf)
      .toFixed(1)
      .padStart(9)}${restarted}`,
  );
}
for (const [step, { errors }] of steps)
  for (const error of errors.slice(0, 5)) console.error(`error in ${step}: ${error}`);
if (errorCount > 0) console.error(`\n${errorCount} errors`);
process.exit(errorCount > 0 ? 1 : 0);
