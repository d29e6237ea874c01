#!/usr/bin/env node
/**
 * Core Web Vitals of storefront pages in the machine's Chromium: LCP, CLS (whole visit, including
 * a scroll to the bottom) and first-load JS (gzip level 9, as `first-load-js.mjs` counts it).
 * Each page is loaded `RUNS` times in a fresh context; the median run is reported.
 *
 *   BASE_URL=http://localhost:3000 node bench/page-vitals.mjs /graines-de-cannabis /fr/... [more paths]
 *
 * Needs a running production server (`pnpm start`).
 */
import { gzipSync } from 'node:zlib';
/* global window, document -- the observer and scroll run inside the page */
import { chromium } from '@playwright/test';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const runs = Number(process.env.RUNS ?? 5);
const paths = process.argv.slice(2);
if (paths.length === 0) {
  console.error('usage: node bench/page-vitals.mjs <path> [path …]');
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});

const observe = () => {
  window.__vitals = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

async function measure(path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(observe);
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // a script without a body (redirect) adds nothing
    }
  });
  const started = Date.now();
  await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
  const loadMs = Date.now() - started;
  await page.waitForTimeout(500);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(700);
  const vitals = await page.evaluate(() => window.__vitals);
  await context.close();
  const jsGzipKiB = [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024;
  return { loadMs, lcpMs: vitals.lcp, cls: vitals.cls, jsGzipKiB };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
for (const path of paths) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await measure(path));
  rows.push({
    path,
    'LCP ms': median(results.map((r) => r.lcpMs)).toFixed(0),
    CLS: Math.max(...results.map((r) => r.cls)).toFixed(4),
    'load ms': median(results.map((r) => r.loadMs)).toFixed(0),
    'JS gzip KiB (all scripts fetched)': median(results.map((r) => r.jsGzipKiB)).toFixed(1),
  });
}
await browser.close();
console.table(rows);
console.log(`median of ${runs} runs per page (CLS: worst run), viewport 1280×800, ${baseUrl}`);
