#!/usr/bin/env node
/**
 * Publish-to-page latency: how long after an editor publishes does the storefront show the change?
 * Creates a German topic (a copy of a demo topic) in the content lake, then ROUNDS times: edits its
 * title through the lake's actions API, publishes, and polls `/de/topic/{slug}` until the new title
 * is in the HTML. The clock starts when the publish request is sent (an editor's click) and stops at
 * the first page that shows it: lake commit + signed webhook + revalidation + render. Prints
 * p50/p95/max; deletes the topic at the end.
 *
 *   pnpm start   # in another terminal
 *   ROUNDS=30 node bench/publish-latency.mjs
 *
 * Settings: BASE_URL (storefront, http://localhost:3000), LAKE_DATA_DIR (.data/lake: the running
 * lake's lake.json, certificate and editor token), ROUNDS (20), POLL_MS (25), TIMEOUT_MS (15000).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const dataDir = resolve(root, process.env.LAKE_DATA_DIR ?? join('.data', 'lake'));
const rounds = Number(process.env.ROUNDS ?? 20);
const pollMs = Number(process.env.POLL_MS ?? 25);
const timeoutMs = Number(process.env.TIMEOUT_MS ?? 15_000);

const lake = JSON.parse(readFileSync(join(dataDir, 'lake.json'), 'utf8'));
const token = readFileSync(join(dataDir, 'editor-token'), 'utf8').trim();
const ca = readFileSync(lake.certPath);
const dataset = 'production';

/** A JSON call to the lake, trusting its self-signed certificate (and nothing else). */
function lakeCall(method, path, body) {
  return new Promise((done, fail) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const call = request(
      new URL(`/v2025-02-19${path}`, lake.url),
      {
        method,
        ca,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if ((response.statusCode ?? 500) >= 300) fail(new Error(`${method} ${path}: ${response.statusCode} ${text}`));
          else done(JSON.parse(text));
        });
      },
    );
    call.on('error', fail);
    call.end(payload);
  });
}

const act = (actions) => lakeCall('POST', `/data/actions/${dataset}`, { actions });
const query = async (groq) =>
  (await lakeCall('GET', `/data/query/${dataset}?query=${encodeURIComponent(groq)}&perspective=published`)).result;

async function pageShows(path, text) {
  const response = await fetch(new URL(path, baseUrl), { headers: { 'accept-language': 'de' } });
  return response.ok && (await response.text()).includes(text);
}

const template = await query('*[_type == "topic" && language == "de" && defined(image.asset)][0]');
if (template === null) throw new Error('The lake has no German topic to copy');
const id = `topic.bench-${randomUUID().slice(0, 8)}.de`;
const slug = `bench-latenz-${id.slice(12, 20)}`;
const path = `/de/topic/${slug}`;
const { _id, _rev, _createdAt, _updatedAt, ...fields } = template;
const draftId = `drafts.${id}`;

await act([
  {
    actionType: 'sanity.action.document.create',
    publishedId: id,
    attributes: { ...fields, _id: draftId, slug: { _type: 'slug', current: slug }, title: 'Latenz 0' },
  },
  { actionType: 'sanity.action.document.publish', draftId, publishedId: id },
]);

const times = [];
try {
  for (let round = 1; round <= rounds; round += 1) {
    const title = `Latenz ${round} ${randomUUID().slice(0, 6)}`;
    await act([{ actionType: 'sanity.action.document.edit', draftId, publishedId: id, patch: { set: { title } } }]);
    const started = performance.now();
    await act([{ actionType: 'sanity.action.document.publish', draftId, publishedId: id }]);
    while (!(await pageShows(path, title))) {
      if (performance.now() - started > timeoutMs)
        throw new Error(`${path} did not show "${title}" within ${timeoutMs} ms`);
      await new Promise((done) => setTimeout(done, pollMs));
    }
    times.push(performance.now() - started);
  }
} finally {
  await act([{ actionType: 'sanity.action.document.delete', publishedId: id, includeDrafts: [draftId] }]);
}

const sorted = times.toSorted((a, b) => a - b);
const percentile = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
console.table([
  {
    page: path,
    rounds,
    'p50 ms': percentile(50).toFixed(0),
    'p95 ms': percentile(95).toFixed(0),
    'max ms': sorted.at(-1).toFixed(0),
  },
]);
