#!/usr/bin/env node
/**
 * The first request of a never-seen listing address: each request asks for a filter, sort and
 * page combination no earlier request of the run asked for, so the page cache has no entry for it
 * and the storefront renders it (the response's `x-nextjs-cache` header says MISS; a HIT is
 * counted and reported, not timed). Sequential GETs of the full HTML, after a warm-up of other
 * never-seen addresses, in the four languages' general catalogs; p50/p95/max per language and over
 * all. Use it against a production server with the catalogue size to measure, e.g. 10,000
 * products on PostgreSQL (see bench/README.md):
 *
 *   BASE_URL=http://localhost:3000 REQUESTS=200 node bench/listing-first-render.mjs
 *
 * The combinations come from a seeded generator (SEED), so two runs against two fresh servers ask
 * for the same addresses; a second run against the same server finds them cached (change SEED).
 */
const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const requests = Number(process.env.REQUESTS ?? 200);
const warmUp = Number(process.env.WARM_UP ?? 20);
let seed = Number(process.env.SEED ?? 1);

const catalogs = {
  en: '/cannabis-seeds',
  de: '/de/cannabis-samen',
  fr: '/fr/graines-de-cannabis',
  es: '/es/semillas-de-cannabis',
};

/** Facets whose values are fixed keys (the shop's catalogue-keys), with the values shoppers pick. */
const facets = {
  seed_type: ['feminized', 'autoflowering', 'regular'],
  flowering: ['short', 'medium', 'long'],
  height: ['small', 'medium', 'tall'],
  genotype: ['indica', 'sativa', 'hybrid'],
  yield: ['low', 'medium', 'high'],
  growth_area: ['indoor', 'outdoor', 'greenhouse'],
  thc_level: ['low', 'medium', 'high', 'very-high'],
  cbd: ['low', 'medium', 'high'],
  badge: ['new', 'bestseller', 'sale'],
};
const sorts = ['popularity', 'price-asc', 'price-desc', 'thc-desc', 'flowering-asc', 'newest', 'rating'];

/** mulberry32: a small seeded generator, so a run can be repeated on another server. */
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];

const seen = new Set();
/** One to three facets with one or two values each, a sort, sometimes a price cap and a page. */
function combination() {
  for (;;) {
    const params = new URLSearchParams();
    const keys = Object.keys(facets).sort(() => random() - 0.5);
    const count = 1 + Math.floor(random() * 3);
    for (const key of keys.slice(0, count)) {
      const values = new Set([pick(facets[key])]);
      if (random() < 0.3) values.add(pick(facets[key]));
      params.set(key, [...values].sort().join(','));
    }
    if (random() < 0.6) params.set('sort', pick(sorts));
    if (random() < 0.4) params.set('price_max', String(10 + Math.floor(random() * 90)));
    if (random() < 0.3) params.set('page', String(2 + Math.floor(random() * 3)));
    const locale = pick(Object.keys(catalogs));
    const path = `${catalogs[locale]}?${params}`;
    if (!seen.has(path)) {
      seen.add(path);
      return { locale, path };
    }
  }
}

async function get(path) {
  const started = performance.now();
  const response = await fetch(new URL(path, baseUrl), { headers: { cookie: 'seedshop_adult=1' }, redirect: 'manual' });
  const body = await response.arrayBuffer();
  return {
    ms: performance.now() - started,
    status: response.status,
    cache: response.headers.get('x-nextjs-cache') ?? '-',
    bytes: body.byteLength,
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

for (let i = 0; i < warmUp; i += 1) await get(combination().path);

const byLocale = new Map();
const statuses = new Map();
const caches = new Map();
let bytes = 0;
for (let i = 0; i < requests; i += 1) {
  const { locale, path } = combination();
  const result = await get(path);
  statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
  caches.set(result.cache, (caches.get(result.cache) ?? 0) + 1);
  bytes += result.bytes;
  if (result.cache === 'HIT') continue;
  const times = byLocale.get(locale) ?? [];
  times.push(result.ms);
  byLocale.set(locale, times);
}

const row = (name, times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    listing: name,
    requests: sorted.length,
    'p50 ms': percentile(sorted, 50).toFixed(1),
    'p95 ms': percentile(sorted, 95).toFixed(1),
    'max ms': sorted.at(-1).toFixed(1),
  };
};
const rows = [...byLocale].map(([locale, times]) => row(catalogs[locale], times));
rows.push(row('all', [...byLocale.values()].flat()));
console.table(rows);
console.info(
  `statuses ${JSON.stringify(Object.fromEntries(statuses))}, x-nextjs-cache ${JSON.stringify(Object.fromEntries(caches))}, ` +
    `mean HTML ${(bytes / requests / 1024).toFixed(1)} KiB`,
);
