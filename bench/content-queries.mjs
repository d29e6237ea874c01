#!/usr/bin/env node
/**
 * Latency of the storefront's content queries through the embedded lake: every GROQ query the
 * storefront registers (the `SanityQueries` map TypeGen writes into web/src/content/sanity.types.ts,
 * i.e. the assembled queries of web/src/content/queries and the blocks query) with real parameters
 * in all four languages, sent RUNS times each through @sanity/client the way the storefront's
 * client sends them (published perspective, no CDN). These are the storefront's cache misses: a
 * page served from Next's data cache does not query at all. Prints p50/p95/p99 per query and
 * overall.
 *
 *   node scripts/with-lake.mjs -- node bench/content-queries.mjs     (a throwaway lake with the demo content)
 *   LAKE_URL=https://localhost:3333 NODE_EXTRA_CA_CERTS=.data/lake/tls/cert.pem node bench/content-queries.mjs
 *
 * Options (env): RUNS (default 50 per query and language), WARM_UP (5), CONCURRENCY (1: one query
 * at a time; more measures the lake under parallel page renders).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const webDir = join(import.meta.dirname, '..', 'web');
const { createClient } = createRequire(join(webDir, 'package.json'))('@sanity/client');

const lakeUrl = process.env.LAKE_URL;
if (!lakeUrl) {
  console.error('LAKE_URL is not set: run `node scripts/with-lake.mjs -- node bench/content-queries.mjs`');
  process.exit(2);
}
const runs = Number(process.env.RUNS ?? 50);
const warmUp = Number(process.env.WARM_UP ?? 5);
const concurrency = Number(process.env.CONCURRENCY ?? 1);
const locales = ['en', 'de', 'fr', 'es'];

const client = createClient({
  projectId: process.env.LAKE_PROJECT_ID || 'local',
  dataset: process.env.LAKE_DATASET || 'production',
  apiVersion: process.env.SANITY_API_VERSION || '2025-10-01',
  apiHost: lakeUrl,
  useProjectHostname: false,
  useCdn: false,
  perspective: 'published',
  stega: false,
});

/** The registered queries, as TypeGen wrote them (single-quoted TypeScript string literals). */
function registeredQueries() {
  const types = readFileSync(join(webDir, 'src', 'content', 'sanity.types.ts'), 'utf8');
  const map = types.slice(types.indexOf('interface SanityQueries'));
  const literal = /^\s+'((?:[^'\\]|\\.)*)': (\w+);$/gm;
  return [...map.matchAll(literal)].map(([, body, resultType]) => ({
    name: resultType.replace(/Result$/, ''),
    query: body.replace(/\\(.)/g, (_all, char) => (char === 'n' ? '\n' : char === 't' ? '\t' : char)),
  }));
}

/** The document type a lookup query starts with (`*[_type == "x" && … slug.current == $slug]`). */
function lookedUpType(query) {
  return /^\s*\*\[\s*_type == "(\w+)"/.exec(query)?.[1] ?? null;
}

/** Real parameter values: slugs and ids of documents the lake holds, in the query's language. */
async function paramsFor(query, language) {
  const names = new Set([...query.matchAll(/\$(\w+)/g)].map((match) => match[1]));
  const params = {};
  for (const name of names) {
    if (name === 'language') params.language = language;
    else if (name === 'slug') {
      const type = lookedUpType(query);
      params.slug = await client.fetch('*[_type == $type && language == $language][0].slug.current', {
        type,
        language,
      });
      if (typeof params.slug !== 'string') throw new Error(`no ${type} with a slug in ${language}`);
    } else if (name === 'kind') params.kind = 'imprint';
    else if (name === 'id') params.id = `home.main.${language}`;
    else if (name === 'start') params.start = 0;
    else if (name === 'end') params.end = 6;
    else throw new Error(`bench/content-queries.mjs does not know a value for $${name}: add one`);
  }
  return params;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 10) / 10;

async function timed(query, params) {
  const started = performance.now();
  const result = await client.fetch(query, params);
  return { ms: performance.now() - started, result, bytes: JSON.stringify(result ?? null).length };
}

/** Runs `jobs` with at most `concurrency` in flight; returns their times. */
async function measure(jobs) {
  const times = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      times.push((await timed(job.query, job.params)).ms);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return times;
}

const queries = registeredQueries();
console.info(`[bench] ${queries.length} queries × ${locales.length} languages × ${runs} runs against ${lakeUrl}`);
const rows = [];
const all = [];
for (const { name, query } of queries) {
  const jobs = [];
  let bytes = 0;
  for (const language of locales) {
    const params = await paramsFor(query, language);
    for (let i = 0; i < Math.max(1, warmUp); i += 1) {
      const answer = await timed(query, params);
      // A lookup that finds nothing would time a cheap miss instead of the page's real query.
      if (answer.result === null && ['slug', 'kind', 'id'].some((name) => name in params)) {
        throw new Error(`${name} (${language}) found nothing for ${JSON.stringify(params)}`);
      }
      bytes = answer.bytes;
    }
    for (let i = 0; i < runs; i += 1) jobs.push({ query, params });
  }
  const times = (await measure(jobs)).sort((a, b) => a - b);
  all.push(...times);
  rows.push({
    query: name,
    n: times.length,
    'answer KB': round(bytes / 1024),
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    max: round(times.at(-1)),
  });
}
all.sort((a, b) => a - b);
rows.push({
  query: 'all',
  n: all.length,
  'answer KB': '',
  p50: round(percentile(all, 50)),
  p95: round(percentile(all, 95)),
  p99: round(percentile(all, 99)),
  max: round(all.at(-1)),
});
console.table(rows);
