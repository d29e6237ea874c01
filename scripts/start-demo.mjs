#!/usr/bin/env node
/**
 * `pnpm start`: the whole shop on this machine — the embedded content lake (with the editors'
 * Studio on its origin) and the storefront with the shop API — with the demo content.
 *
 *   node scripts/start-demo.mjs             build what is missing or stale, then start
 *   node scripts/start-demo.mjs --no-build  start the existing builds; fail if one is missing
 *                                            (end-to-end runs: CI builds in its own stage)
 *
 * Settings: PORT (storefront, 3000), LAKE_PORT (3333), LAKE_DATA_DIR (.data/lake), and whatever the
 * storefront, the shop and the lake read (web/README.md, shop/README.md, lake/README.md). The secrets a
 * production shop requires come from the environment or are drawn once into
 * `<LAKE_DATA_DIR>/../demo-secrets.json` (scripts/demo-secrets.mjs).
 * Stops both processes on SIGINT/SIGTERM; if this script is killed outright (SIGKILL), or its own
 * parent goes, the lake and the storefront stop themselves (scripts/exit-with-parent.mjs). A lake
 * that dies is started again (the storefront keeps running); when the storefront dies, or the lake
 * 5 times within a minute, everything stops and the script exits non-zero.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { demoSecrets } from './demo-secrets.mjs';
import { exitWithParent, repoRoot as root, startLakeProcess } from './lake-process.mjs';
// Killed parent (`pnpm`, a shell, a supervisor) → this script stops the lake and the storefront.
import './exit-with-parent.mjs';

const noBuild = process.argv.includes('--no-build');
const port = process.env.PORT ?? '3000';
const lakePort = process.env.LAKE_PORT ?? '3333';
const lakeDataDir = resolve(root, process.env.LAKE_DATA_DIR ?? join('.data', 'lake'));
const storefrontUrl = `http://localhost:${port}`;

const web = join(root, 'web');
const studio = join(root, 'studio');
const next = join(web, 'node_modules', 'next', 'dist', 'bin', 'next');
const sanity = join(studio, 'node_modules', 'sanity', 'bin', 'sanity');
const log = (message) => console.info(`[seedshop] ${message}`);

/** Newest modification time below a folder, skipping dependencies, build output, dot folders and docs. */
function newestChange(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'test-results'].includes(entry.name) || entry.name.startsWith('.')) continue;
    if (entry.name.endsWith('.md')) continue;
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Whether `output` is missing or older than anything in `sources`. */
function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((folder) => newestChange(folder) > built);
}

/** A start that cannot go on: the message says what to do, `code` is the exit code. */
class StartError extends Error {
  constructor(message, code = 1) {
    super(message);
    this.code = code;
  }
}

/** Builds when needed; with --no-build a missing build stops the start with what to run. */
function ensureBuild({ name, output, sources, cwd, args, buildHint, env = {} }) {
  if (noBuild) {
    if (existsSync(output)) return;
    throw new StartError(`no ${name} build (${output}); run \`${buildHint}\` first (--no-build never builds)`);
  }
  if (!isStale(output, sources)) return;
  log(`building the ${name} (first start or changed sources)…`);
  const build = spawnSync(process.execPath, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (build.status !== 0) throw new StartError(`the ${name} build failed`, build.status ?? 1);
}

function fail(error) {
  console.error(`[seedshop] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(error instanceof StartError ? error.code : 1);
}

// 1. The Studio first: the lake serves it, and a stale one would show editors an old schema.
try {
  ensureBuild({
    name: 'Studio',
    output: join(studio, 'dist', 'index.html'),
    sources: [studio, join(root, 'schemas'), join(root, 'locales')],
    cwd: studio,
    args: [sanity, 'build', 'dist', '--yes'],
    buildHint: 'pnpm --filter @seedshop/studio build',
    env: { SANITY_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
  });
} catch (error) {
  fail(error);
}

// 2. The lake: content API, Studio, sign-in page; it tells the storefront about publishes.
const startLake = () =>
  startLakeProcess({
    dataDir: lakeDataDir,
    port: lakePort,
    env: {
      // The shop's price-rule sync first, then the storefront's revalidation (lake/README.md).
      LAKE_WEBHOOK_URL:
        process.env.LAKE_WEBHOOK_URL ??
        `${process.env.SHOP_API_URL ?? `${storefrontUrl}/api/shop`}/pricing/sync,${storefrontUrl}/api/revalidate`,
      SHOP_API_URL: process.env.SHOP_API_URL ?? `${storefrontUrl}/api/shop`,
      // The storefront the Studio's Presentation tool shows (lake/README.md, /studio-settings).
      LAKE_PREVIEW_URL: process.env.LAKE_PREVIEW_URL ?? storefrontUrl,
    },
  });
let lake = await startLake().catch(fail);
// Node trusts the lake's self-signed certificate only through this, read when a process starts.
// The webhook secret is the lake's own (kept in its data folder, the same after a restart).
const lakeEnv = { LAKE_URL: lake.url, NODE_EXTRA_CA_CERTS: lake.certPath, CONTENT_WEBHOOK_SECRET: lake.webhookSecret };

/** @type {import('node:child_process').ChildProcess | undefined} */
let server;
let stopping = false;
/** A lake restart under way (stopAll waits for it, then stops what it started). */
let restarting = Promise.resolve();
const running = (child) => child !== undefined && child.exitCode === null && child.signalCode === null;

/** Stops whatever still runs, then exits with `code` (never resolves: the process ends). */
async function stopAll(code) {
  if (stopping) return new Promise(() => {});
  stopping = true;
  const web = server;
  const webStopped = running(web) ? new Promise((done) => web.once('exit', done)) : undefined;
  if (running(web)) web.kill('SIGTERM');
  await restarting;
  await Promise.all([lake.stop(), webStopped]);
  process.exit(code);
}

/**
 * A lake that dies is started again on the same port and folder: the open Studio reconnects
 * within seconds, the storefront never notices (an outage of more than a few seconds crashes the
 * Studio's panes). A lake that keeps dying — 5 times within a minute — stops everything.
 */
const crashWindowMs = 60_000;
const maxCrashes = 5;
const crashes = [];

function superviseLake(current) {
  current.child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[seedshop] the content lake stopped (${signal ?? `code ${code}`}); starting it again…`);
    restarting = restartLake();
  });
}

async function restartLake() {
  while (!stopping) {
    const now = Date.now();
    crashes.push(now);
    while (crashes[0] < now - crashWindowMs) crashes.shift();
    if (crashes.length >= maxCrashes) {
      console.error(`[seedshop] the content lake died ${maxCrashes} times within a minute; stopping everything`);
      restarting = Promise.resolve();
      void stopAll(1);
      return;
    }
    try {
      lake = await startLake();
      log(`the content lake is back on ${lake.url}`);
      superviseLake(lake);
      return;
    } catch (error) {
      console.error(`[seedshop] ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll(0));
superviseLake(lake);

// 3. The storefront, built against the running lake (the home page is prerendered from it).
try {
  ensureBuild({
    name: 'storefront',
    output: join(web, '.next', 'BUILD_ID'),
    sources: [web, ...['locales', 'urls', 'shop', 'demo-content', 'schemas'].map((folder) => join(root, folder))],
    cwd: web,
    args: [next, 'build'],
    buildHint: 'pnpm build',
    env: lakeEnv,
  });
} catch (error) {
  console.error(`[seedshop] ${error.message}`);
  await stopAll(error instanceof StartError ? error.code : 1);
}

// The demo has no mail server, so the dev mailbox shows the mails (allowed on localhost only).
// A production server refuses to start without strong secrets: the environment's, or the demo's own,
// drawn once next to the lake's data folder (scripts/demo-secrets.mjs).
const secretsFile = join(dirname(lakeDataDir), 'demo-secrets.json');
let secrets;
try {
  secrets = demoSecrets(secretsFile);
} catch (error) {
  console.error(`[seedshop] ${error.message}`);
  await stopAll(1);
}
const webEnv = {
  SHOP_DEV_MAILBOX: 'true',
  SITE_URL: storefrontUrl,
  ...process.env,
  ...secrets,
  SEEDSHOP_DEMO: 'true',
  ...lakeEnv,
  // Draft mode (the Studio's Presentation tool) reads drafts with the lake's editor token; it
  // opens only with a preview secret that the signed-in Studio writes (docs/adr/0033-visual-editing.md).
  LAKE_READ_TOKEN: process.env.LAKE_READ_TOKEN ?? readFileSync(join(lakeDataDir, 'editor-token'), 'utf8').trim(),
};
// The storefront's own server (web/server/serve.mjs): loopback only unless HOST says otherwise,
// known Host headers only, the client's address from TRUSTED_PROXIES.
server = spawn(process.execPath, ['--import', exitWithParent, join(web, 'server', 'serve.mjs')], {
  cwd: web,
  stdio: 'inherit',
  env: { ...webEnv, PORT: port },
});
server.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`[seedshop] the storefront stopped (${signal ?? `code ${code}`}); stopping the content lake`);
  void stopAll(code || 1);
});

/** Resolves once the storefront answers, so the URLs below are printed when they work. */
async function storefrontReady() {
  while (!stopping) {
    try {
      // The shop's first call creates and seeds its embedded database: done here, not by a visitor.
      if ((await fetch(`${storefrontUrl}/api/shop/catalogue/products?per_page=1`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return false;
}

if (await storefrontReady()) {
  console.info(
    [
      '',
      `[seedshop] storefront:      ${storefrontUrl}`,
      `[seedshop] dev mailbox:     ${storefrontUrl}/dev/mailbox`,
      `[seedshop] Studio sign-in:  ${lake.studioLoginUrl}`,
      `[seedshop]   (opens the editors' Studio at ${lake.url}/ signed in as the local editor)`,
      `[seedshop] The content lake uses a self-signed certificate (${lake.certPath}).`,
      '[seedshop]   Trust it once as lake/README.md describes, or accept the browser warning.',
      '',
    ].join('\n'),
  );
}
