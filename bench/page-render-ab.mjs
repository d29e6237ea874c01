#!/usr/bin/env node
/**
 * Server render time of the same pages on two running storefronts, A/B: a warm-up, then 12 rounds of
 * 25 sequential GETs per page and side, the side that goes first alternating per round, so drifting
 * load hits both alike. Prints p50/p95 per side and the p50 change. Start the two servers first
 * (e.g. two checkouts, each `pnpm start` with its own PORT, LAKE_PORT, LAKE_DATA_DIR and
 * DATABASE_URL, and the same DEMO_CATALOGUE_PRODUCTS).
 *
 *   BEFORE_URL=http://localhost:4100 AFTER_URL=http://localhost:4200 node bench/page-render-ab.mjs /cannabis-seeds
 */
const paths = process.argv.slice(2);
const sides = {
  before: process.env.BEFORE_URL ?? 'http://localhost:4100',
  after: process.env.AFTER_URL ?? 'http://localhost:4200',
};
async function get(base, path) {
  const t = performance.now();
  const r = await fetch(base + path, { headers: { 'accept-language': 'en' }, redirect: 'manual' });
  await r.arrayBuffer();
  return performance.now() - t;
}
const res = {};
for (const p of paths)
  for (const s in sides) {
    for (let i = 0; i < 10; i++) await get(sides[s], p);
  }
for (let round = 0; round < 12; round++) {
  for (const p of paths)
    for (const s of round % 2 ? ['before', 'after'] : ['after', 'before']) {
      for (let i = 0; i < 25; i++) {
        const ms = await get(sides[s], p);
        ((res[p] ??= {})[s] ??= []).push(ms);
      }
    }
}
const pct = (a, q) => {
  const s = [...a].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};
for (const p of paths) {
  const b = res[p].before,
    a = res[p].after;
  console.log(
    p,
    `before p50 ${pct(b, 0.5).toFixed(1)} p95 ${pct(b, 0.95).toFixed(1)} | after p50 ${pct(a, 0.5).toFixed(1)} p95 ${pct(a, 0.95).toFixed(1)} | p50 ${(100 * (pct(a, 0.5) / pct(b, 0.5) - 1)).toFixed(1)} %`,
  );
}
