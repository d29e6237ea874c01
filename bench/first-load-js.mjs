#!/usr/bin/env node
/**
 * First-load JavaScript of storefront pages: the scripts a browser must fetch to make a page
 * interactive, summed raw and gzip-compressed (level 9 — what a CDN would serve).
 *
 *   BASE_URL=http://127.0.0.1:3000 node bench/first-load-js.mjs [/path …]
 *
 * Needs a running production server (`pnpm start`).
 */
import { gzipSync } from 'node:zlib';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/de', '/ui-page', '/does-not-exist'];

async function text(url) {
  const response = await fetch(url, { headers: { 'accept-language': 'en' } });
  return { status: response.status, body: await response.text() };
}

const rows = [];
for (const path of paths) {
  const page = await text(new URL(path, baseUrl));
  // Scripts marked noModule (legacy polyfills) are never fetched by the browsers we support.
  const sources = [...page.body.matchAll(/<script([^>]+)>/g)]
    .filter((match) => !/noModule/i.test(match[1]))
    .map((match) => /src="([^"]+)"/.exec(match[1])?.[1])
    .filter(Boolean);
  const unique = [...new Set(sources)];
  let raw = 0;
  let gzip = 0;
  for (const source of unique) {
    const script = await fetch(new URL(source, baseUrl));
    const bytes = Buffer.from(await script.arrayBuffer());
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  const htmlGzip = gzipSync(Buffer.from(page.body), { level: 9 }).length;
  rows.push({
    path,
    status: page.status,
    scripts: unique.length,
    rawKiB: (raw / 1024).toFixed(1),
    gzipKiB: (gzip / 1024).toFixed(1),
    htmlGzipKiB: (htmlGzip / 1024).toFixed(1),
  });
}
console.table(rows);
