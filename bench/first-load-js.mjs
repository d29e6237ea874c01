#!/usr/bin/env node
/**
 * First-load JavaScript of storefront pages: the scripts a browser must fetch to make a page
 * interactive, summed raw and gzip-compressed (level 9 — what a CDN would serve). `gzipKiB` counts
 * the page's `<script src>` (the route's entry chunks); `beforeHydrationKiB` the scripts Next loads
 * before it hydrates (`next/script` with `beforeInteractive`: the client messages); `preloadKiB`
 * the island chunks the page preloads (`<link rel="preload" as="script">`), which the islands
 * rendered on the server need when they hydrate; `totalKiB` all three without repeats.
 *
 *   BASE_URL=http://127.0.0.1:3000 node bench/first-load-js.mjs [/path …]
 *   FLOOR=1 BASE_URL=… node bench/first-load-js.mjs [/path …]
 *
 * Needs a running production server (`pnpm start`). With `FLOOR=1` it also builds the empty
 * reference Next app (bench/reference-next-app.mjs: the same Next and React, one prerendered page)
 * and measures its scripts the same way in the same run: the framework's floor, and each page's
 * `overFloorKiB` above it.
 */
import { gzipSync } from 'node:zlib';
import { startReferenceApp } from './reference-next-app.mjs';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/de', '/ui-page', '/does-not-exist'];

async function text(url) {
  const response = await fetch(url, { headers: { 'accept-language': 'en' } });
  return { status: response.status, body: await response.text() };
}

/** Raw and gzip bytes of the scripts at these addresses. */
async function weigh(sources, base) {
  let raw = 0;
  let gzip = 0;
  for (const source of sources) {
    const script = await fetch(new URL(source, base));
    const bytes = Buffer.from(await script.arrayBuffer());
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { count: sources.length, raw, gzip };
}

/** The scripts of the page at `url`, weighed. */
async function measure(url) {
  const page = await text(url);
  // Scripts marked noModule (legacy polyfills) are never fetched by the browsers we support.
  const sources = [...page.body.matchAll(/<script([^>]+)>/g)]
    .filter((match) => !/noModule/i.test(match[1]))
    .map((match) => /src="([^"]+)"/.exec(match[1])?.[1])
    .filter(Boolean);
  // `(self.__next_s=self.__next_s||[]).push(["/file.js",{…}])`, HTML-escaped JSON.
  const beforeHydration = [...page.body.matchAll(/self\.__next_s\|\|\[\]\)\.push\(\["([^"]+)"/g)].map(
    (match) => match[1],
  );
  const preloads = [...page.body.matchAll(/<link([^>]+)>/g)]
    .filter((match) => /rel="preload"/.test(match[1]) && /as="script"/.test(match[1]))
    .map((match) => /href="([^"]+)"/.exec(match[1])?.[1])
    .filter(Boolean);
  const unique = [...new Set(sources)];
  const entry = await weigh(unique, url);
  const early = await weigh(
    [...new Set(beforeHydration)].filter((source) => !unique.includes(source)),
    url,
  );
  const preloaded = await weigh(
    [...new Set(preloads)].filter((source) => !unique.includes(source) && !beforeHydration.includes(source)),
    url,
  );
  const htmlGzip = gzipSync(Buffer.from(page.body), { level: 9 }).length;
  return { status: page.status, entry, early, preloaded, htmlGzip };
}

let floor = null;
if (process.env.FLOOR === '1') {
  const reference = await startReferenceApp({
    floor: Buffer.from('<html><body><main><h1>floor</h1></main></body></html>'),
  });
  try {
    floor = (await measure(reference.url('floor'))).entry;
    console.log(`framework floor (empty Next app): ${floor.count} scripts, ${(floor.gzip / 1024).toFixed(1)} KiB gzip`);
  } finally {
    await reference.stop();
  }
}

const rows = [];
for (const path of paths) {
  const { status, entry, early, preloaded, htmlGzip } = await measure(new URL(path, baseUrl));
  rows.push({
    path,
    status,
    scripts: entry.count,
    rawKiB: (entry.raw / 1024).toFixed(1),
    gzipKiB: (entry.gzip / 1024).toFixed(1),
    ...(floor === null ? {} : { overFloorKiB: ((entry.gzip - floor.gzip) / 1024).toFixed(1) }),
    beforeHydrationKiB: (early.gzip / 1024).toFixed(1),
    preloads: preloaded.count,
    preloadKiB: (preloaded.gzip / 1024).toFixed(1),
    totalKiB: ((entry.gzip + early.gzip + preloaded.gzip) / 1024).toFixed(1),
    htmlGzipKiB: (htmlGzip / 1024).toFixed(1),
  });
}
console.table(rows);
