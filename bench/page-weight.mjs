#!/usr/bin/env node
/**
 * Where a page's HTML bytes come from: raw and gzip size of the document, the RSC payload it
 * carries for hydration (the `self.__next_f.push` scripts), the UI messages in that payload per
 * namespace (`cart.*`, `checkout.*` …), inline SVG, and the largest payload rows.
 *
 *   BASE_URL=http://127.0.0.1:3000 node bench/page-weight.mjs [/path …]
 *   TOP=8 LANGUAGE=de node bench/page-weight.mjs /de/login     # more rows, another catalogue
 *
 * Needs a running production server (`pnpm start`). Sizes are KiB (1,024 bytes); "payload" is the
 * decoded flight text, "scripts" the bytes of the push scripts as they stand in the HTML.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const top = Number(process.env.TOP ?? 5);
const defaultPaths = ['/', '/cannabis-seeds', '/login', '/de/blog/page-2', '/cart'];
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : defaultPaths;

const kib = (bytes) => (bytes / 1024).toFixed(1);
const catalogueFor = (language) =>
  JSON.parse(readFileSync(new URL(`../locales/${language}.json`, import.meta.url), 'utf8'));
const catalogues = Object.fromEntries(['en', 'de', 'fr', 'es'].map((language) => [language, catalogueFor(language)]));

/** The language of a path: its first segment when that is a language prefix, else English. */
function languageOf(path) {
  const first = path.split('/')[1];
  return first in catalogues ? first : (process.env.LANGUAGE ?? 'en');
}

/** The push scripts (as they stand in the HTML) and the flight text they carry. */
function flightOf(html) {
  let scriptBytes = 0;
  let payload = '';
  for (const match of html.matchAll(/<script(?: nonce="[^"]*")?>(self\.__next_f\.push\((.*?)\))<\/script>/gs)) {
    scriptBytes += Buffer.byteLength(match[0]);
    const entry = JSON.parse(match[2]);
    if (typeof entry[1] === 'string') payload += entry[1];
  }
  return { scriptBytes, payload };
}

/** Bytes of `"key":"value"` pairs of the catalogue found in the payload, per namespace. */
function messagesIn(payload, catalogue) {
  const perNamespace = new Map();
  let total = 0;
  let keys = 0;
  for (const [key, value] of Object.entries(catalogue)) {
    const pair = `${JSON.stringify(key)}:${JSON.stringify(value)}`;
    if (!payload.includes(pair)) continue;
    const bytes = Buffer.byteLength(pair) + 1;
    const namespace = key.split('.')[0];
    perNamespace.set(namespace, (perNamespace.get(namespace) ?? 0) + bytes);
    total += bytes;
    keys += 1;
  }
  const largest = [...perNamespace].sort((a, b) => b[1] - a[1]).slice(0, top);
  return { total, keys, largest };
}

/** Inline `<svg>` markup in the HTML outside the payload scripts. */
function inlineSvgBytes(html) {
  const markup = html.replace(/<script>self\.__next_f\.push\(.*?\)<\/script>/gs, '');
  let bytes = 0;
  let count = 0;
  for (const match of markup.matchAll(/<svg\b.*?<\/svg>/gs)) {
    bytes += Buffer.byteLength(match[0]);
    count += 1;
  }
  return { bytes, count };
}

/** The payload's largest rows (`id:…` lines), for what dominates it. */
function largestRows(payload) {
  return payload
    .split('\n')
    .filter(Boolean)
    .map((row) => ({ bytes: Buffer.byteLength(row), head: row.slice(0, 70).replace(/\s+/g, ' ') }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, top);
}

const summary = [];
for (const path of paths) {
  const response = await fetch(new URL(path, baseUrl), { headers: { 'accept-language': 'en' } });
  const html = await response.text();
  const htmlBytes = Buffer.byteLength(html);
  const { scriptBytes, payload } = flightOf(html);
  const messages = messagesIn(payload, catalogues[languageOf(path)]);
  const svg = inlineSvgBytes(html);
  const svgInPayload = (payload.match(/\["\$","svg"/g) ?? []).length;
  summary.push({
    path,
    status: response.status,
    htmlKiB: kib(htmlBytes),
    gzipKiB: kib(gzipSync(html, { level: 9 }).length),
    rscScriptsKiB: kib(scriptBytes),
    rscPayloadKiB: kib(Buffer.byteLength(payload)),
    messagesKiB: kib(messages.total),
    messageKeys: messages.keys,
    inlineSvgKiB: kib(svg.bytes),
    svgs: `${svg.count} (+${svgInPayload} in payload)`,
  });
  console.log(
    `\n${path} — messages by namespace (KiB): ${messages.largest.map(([n, b]) => `${n} ${kib(b)}`).join(', ')}`,
  );
  for (const row of largestRows(payload)) console.log(`  row ${kib(row.bytes).padStart(6)} KiB  ${row.head}`);
}
console.log();
console.table(summary);
