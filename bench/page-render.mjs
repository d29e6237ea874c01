#!/usr/bin/env node
/**
 * Server render time of storefront pages: sequential GETs of the full HTML (no browser), after a
 * warm-up, reported as p50/p95/max. Use it against a production server seeded with the catalogue
 * size to measure, e.g. DEMO_CATALOGUE_PRODUCTS=10000 (see bench/README.md).
 *
 *   BASE_URL=http://localhost:3000 REQUESTS=200 node bench/page-render.mjs /cannabis-seeds '/cannabis-seeds?seed_type=feminized'
 */
const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const requests = Number(process.env.REQUESTS ?? 200);
const warmUp = Number(process.env.WARM_UP ?? 20);
const paths = process.argv.slice(2);
if (paths.length === 0) {
  console.error('usage: node bench/page-render.mjs <path> [path …]');
  process.exit(2);
}

async function get(path) {
  const started = performance.now();
  const response = await fetch(new URL(path, baseUrl), { headers: { 'accept-language': 'en' }, redirect: 'manual' });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const rows = [];
for (const path of paths) {
  for (let i = 0; i < warmUp; i += 1) await get(path);
  const times = [];
  let status = 0;
  for (let i = 0; i < requests; i += 1) {
    const result = await get(path);
    times.push(result.ms);
    status = result.status;
  }
  times.sort((a, b) => a - b);
  rows.push({
    path,
    status,
    requests,
    'p50 ms': percentile(times, 50).toFixed(1),
    'p95 ms': percentile(times, 95).toFixed(1),
    'max ms': times.at(-1).toFixed(1),
  });
}
console.table(rows);
