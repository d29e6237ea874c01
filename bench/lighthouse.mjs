#!/usr/bin/env node
/**
 * Lab metrics of the storefront's page types with Lighthouse and the machine's Chromium: the median
 * of RUNS runs per page (performance score, LCP, TBT, CLS, DOM size, back/forward cache, and the
 * accessibility, best-practices and SEO scores), printed as a Markdown table for bench/README.md.
 *
 *   pnpm start                                   # production server on :3000 (or BASE_URL)
 *   node bench/lighthouse.mjs [path …]           # RUNS=3 PRESET=mobile|desktop CHROME_PATH=/usr/bin/chromium
 *
 * Without paths it measures the home page, the listing, a product, the blog, a blog post, the
 * topics, a topic and the checkout, finding the product through the catalogue API and the post and
 * topic through the first link of their index page. The visitor has answered the age question and
 * speaks English: the cookies are set in the browser (a Chromium started here, which Lighthouse
 * drives through its debugging port; Lighthouse clears caches between runs, not cookies), as a
 * returning visitor would have them. Lighthouse 12.2.3 runs through npx (its lockfile is the newest
 * this registry copy installs); it is not a dependency of the project.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const runs = Number(process.env.RUNS ?? 3);
const preset = process.env.PRESET === 'desktop' ? 'desktop' : 'mobile';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const cookie = process.env.COOKIE ?? 'seedshop_adult=1; language=en';

/** Chromium with a debugging port, holding the visitor's cookies for the site. */
async function startBrowser(folder) {
  const profile = join(folder, 'profile');
  const browser = spawn(
    chromePath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const portFile = join(profile, 'DevToolsActivePort');
  for (let waited = 0; !existsSync(portFile); waited += 100) {
    if (waited > 20_000) throw new Error(`${chromePath} opened no debugging port`);
    await sleep(100);
  }
  await sleep(100);
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const cookies = cookie.split(';').map((part) => {
    const [name, ...value] = part.trim().split('=');
    return { name, value: value.join('='), url: baseUrl };
  });
  await new Promise((resolve, reject) => {
    socket.onmessage = (event) => {
      const answer = JSON.parse(String(event.data));
      if (answer.id !== 1) return;
      if (answer.error) reject(new Error(answer.error.message));
      else resolve();
    };
    socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } }));
  });
  socket.close();
  return { port, stop: () => browser.kill('SIGTERM') };
}

async function html(path) {
  const response = await fetch(new URL(path, baseUrl), { headers: { cookie } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

/** The first link of an index page that goes one level deeper (`/blog` → `/blog/a-post`). */
async function firstLinkUnder(path) {
  const page = await html(path);
  const match = new RegExp(`href="(${path}/[a-z0-9-]+)"`).exec(page);
  if (!match?.[1]) throw new Error(`no link under ${path}`);
  return match[1];
}

async function productPath() {
  const response = await fetch(new URL('/api/shop/catalogue/products?per_page=1', baseUrl));
  const item = (await response.json()).items[0];
  return `/${item.path.catalog.en}/${item.path.category.en}/${item.path.product.en}`;
}

async function defaultPaths() {
  return [
    '/',
    '/cannabis-seeds',
    await productPath(),
    '/blog',
    await firstLinkUnder('/blog'),
    '/topic',
    await firstLinkUnder('/topic'),
    '/cart/checkout',
  ];
}

function lighthouse(url, outputPath, port) {
  const args = [
    '--yes',
    'lighthouse@12.2.3',
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    '--quiet',
    `--port=${port}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    // Lighthouse exits non-zero when some audits error (trace-based audits with newer Chromium);
    // the report is still written and its scores computed.
    child.on('close', () => {
      try {
        resolve(JSON.parse(readFileSync(outputPath, 'utf8')));
      } catch {
        reject(new Error(`lighthouse wrote no report for ${url}:\n${stderr.slice(-2000)}`));
      }
    });
  });
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
};

function figures(report) {
  const score = (id) => {
    const value = report.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const numeric = (id) => report.audits[id]?.numericValue ?? null;
  return {
    performance: score('performance'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    dom: numeric('dom-size'),
    bfcache: report.audits['bf-cache']?.score ?? null,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
  };
}

async function main() {
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : await defaultPaths();
  const folder = mkdtempSync(join(tmpdir(), 'seedshop-lighthouse-'));
  const browser = await startBrowser(folder);
  const rows = [];
  try {
    for (const path of paths) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        const report = await lighthouse(
          new URL(path, baseUrl).toString(),
          join(folder, `${rows.length}-${run}.json`),
          browser.port,
        );
        results.push(figures(report));
        console.error(`${path} run ${run + 1}: performance ${results.at(-1).performance}`);
      }
      const of = (key) => median(results.map((result) => result[key]));
      rows.push({ path, ...Object.fromEntries(Object.keys(results[0]).map((key) => [key, of(key)])) });
    }
  } finally {
    browser.stop();
    await sleep(500);
    rmSync(folder, { recursive: true, force: true });
  }
  const ms = (value) => (value === null ? '–' : `${Math.round(value).toLocaleString('en')}`);
  console.info(`\nLighthouse 12.2.3, ${preset}, median of ${runs}, ${baseUrl}`);
  console.info('| page | performance | LCP ms | TBT ms | CLS | DOM nodes | bfcache | a11y | best practices | SEO |');
  console.info('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.info(
      `| ${row.path} | ${row.performance ?? '–'} | ${ms(row.lcp)} | ${ms(row.tbt)} | ${row.cls === null ? '–' : row.cls.toFixed(3)} | ${ms(row.dom)} | ${row.bfcache === 1 ? 'yes' : row.bfcache === null ? '–' : 'no'} | ${row.accessibility ?? '–'} | ${row.bestPractices ?? '–'} | ${row.seo ?? '–'} |`,
    );
  }
}

await main();
