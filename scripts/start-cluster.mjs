#!/usr/bin/env node
/**
 * `pnpm start:cluster`: the shop as it runs on more than one machine, on this one
 * (docs/adr/0037-cluster.md) — nginx on one port in front of two storefront instances (each with
 * the shop API in process), PostgreSQL, Redis and the content lake:
 *
 *   browser → nginx :CLUSTER_PORT (3200) → storefront A :3201 ┐→ PostgreSQL (DATABASE_URL)
 *                                        → storefront B :3202 ┘→ Redis (REDIS_URL), lake :LAKE_PORT
 *
 *   node scripts/start-cluster.mjs             build what is missing, then start
 *   node scripts/start-cluster.mjs --no-build  start the existing builds; fail if one is missing
 *   … --fresh-database                          a new database for this run, dropped at the end
 *
 * Settings: DATABASE_URL (default: the database `seedshop_cluster` on the local PostgreSQL,
 * created when missing), REDIS_URL (default redis://127.0.0.1:6379), CLUSTER_PORT (3200),
 * CLUSTER_INSTANCE_PORTS (3201,3202), LAKE_PORT (3334), CLUSTER_DATA_DIR (.data/cluster: the lake's
 * data, nginx's generated config, pid, logs and temporary files, the demo secrets), TRUSTED_PROXIES
 * (1: nginx; a test that names its own client addresses in front of nginx sets 2).
 *
 * nginx retries an idempotent request (GET, HEAD…) on the other instance when one cannot be
 * reached, times out or answers 502/503; other requests are never sent twice. A storefront
 * instance or the lake that dies is started again (5 deaths within a minute stop everything); when
 * nginx dies everything stops. SIGINT, SIGTERM, SIGHUP and SIGQUIT stop every process and wait for
 * them; the children also stop themselves if this script is killed outright.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { demoSecrets } from './demo-secrets.mjs';
import { exitWithParent, repoRoot as root, startLakeProcess } from './lake-process.mjs';
// Killed parent (`pnpm`, a shell, a supervisor) → this script stops everything it started.
import './exit-with-parent.mjs';

const noBuild = process.argv.includes('--no-build');
const clusterPort = Number(process.env.CLUSTER_PORT ?? '3200');
/** How long nginx keeps an anonymous shopper page (seconds). */
const microCacheSeconds = 2;
const instancePorts = (process.env.CLUSTER_INSTANCE_PORTS ?? `${clusterPort + 1},${clusterPort + 2}`)
  .split(',')
  .map((port) => Number(port.trim()));
const lakePort = process.env.LAKE_PORT ?? '3334';
const dataDir = resolve(root, process.env.CLUSTER_DATA_DIR ?? join('.data', 'cluster'));
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const trustedProxies = process.env.TRUSTED_PROXIES ?? '1';
const siteUrl = process.env.SITE_URL ?? `http://localhost:${clusterPort}`;
const web = join(root, 'web');
const log = (message) => console.info(`[cluster] ${message}`);

if (instancePorts.length < 2 || instancePorts.some((port) => !Number.isInteger(port) || port <= 0 || port > 65535)) {
  console.error(`[cluster] CLUSTER_INSTANCE_PORTS must name at least two ports, not ${instancePorts.join(',')}`);
  process.exit(2);
}
mkdirSync(dataDir, { recursive: true });

const freshDatabase = process.argv.includes('--fresh-database');
const adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
/** The database made for this run with --fresh-database, dropped when everything has stopped. */
let dropAtStop;

async function adminQuery(sql) {
  const { default: pg } = await import(createRequire(join(root, 'shop', 'package.json')).resolve('pg'));
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * DATABASE_URL; else `seedshop_cluster` on the local PostgreSQL, created when missing; with
 * --fresh-database a new `seedshop_cluster_<random>`, dropped at the end (the end-to-end tests).
 */
async function databaseUrl() {
  if (process.env.DATABASE_URL && !freshDatabase) return process.env.DATABASE_URL;
  const name = freshDatabase ? `seedshop_cluster_${randomBytes(6).toString('hex')}` : 'seedshop_cluster';
  const found = await adminQuery(`select 1 from pg_database where datname = '${name}'`);
  if (found.rowCount === 0) {
    await adminQuery(`create database ${name}`);
    log(`created the database ${name} on 127.0.0.1:5432`);
  }
  if (freshDatabase) dropAtStop = name;
  return `postgres://postgres@127.0.0.1:5432/${name}`;
}

/**
 * Builds what is missing: the Studio (served by the lake) and the storefront (`pnpm build`, which
 * renders against a lake of its own). A build that exists is used as it is; after changing the
 * sources, `pnpm build` (or `pnpm start`, which rebuilds what is stale) first.
 */
function build() {
  const steps = [
    { output: join(root, 'studio', 'dist', 'index.html'), filter: '@seedshop/studio', script: 'build' },
    { output: join(web, '.next', 'BUILD_ID'), filter: '@seedshop/web', script: 'build' },
  ];
  for (const { output, filter, script } of steps) {
    if (existsSync(output)) continue;
    if (noBuild) throw new Error(`no build at ${output}; run \`pnpm --filter ${filter} ${script}\` first`);
    log(`building ${filter} (no build yet)…`);
    const result = spawnSync('pnpm', ['--filter', filter, 'run', script], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`the ${filter} build failed`);
  }
}

/**
 * nginx's configuration: one upstream with both instances, retries only for idempotent requests,
 * and a micro-cache for anonymous shopper pages (docs/adr/0038-micro-cache.md).
 */
function nginxConfig() {
  const nginxDir = join(dataDir, 'nginx');
  for (const folder of ['tmp', 'logs', 'cache']) mkdirSync(join(nginxDir, folder), { recursive: true });
  const upstreams = instancePorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`);
  const config = `# Generated by scripts/start-cluster.mjs at each start; edits are overwritten.
worker_processes 1;
pid ${join(nginxDir, 'nginx.pid')};
error_log ${join(nginxDir, 'logs', 'error.log')} warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log ${join(nginxDir, 'logs', 'access.log')};
  client_body_temp_path ${join(nginxDir, 'tmp', 'body')};
  proxy_temp_path ${join(nginxDir, 'tmp', 'proxy')};
  fastcgi_temp_path ${join(nginxDir, 'tmp', 'fastcgi')};
  uwsgi_temp_path ${join(nginxDir, 'tmp', 'uwsgi')};
  scgi_temp_path ${join(nginxDir, 'tmp', 'scgi')};
  server_tokens off;
  client_max_body_size 12m;
  # The micro-cache. A request may be answered from it only when it carries no cookie but the
  # language and age cookies, no Authorization header and is not a router (RSC) request; a
  # response is kept only when the storefront marks its page as shared (x-seedshop-shared: the
  # same HTML for every anonymous visitor), it answered 200 or 404 and it sets no cookie. Kept
  # ${microCacheSeconds} s: a publish, price or stock change shows within that plus one render. The
  # request that finds the entry expired is answered by a new render, and the requests that arrive
  # while it renders get the entry it replaces; a page never yet kept is rendered once while the
  # others wait on the lock.
  proxy_cache_path ${join(nginxDir, 'cache')} levels=1:2 keys_zone=pages:16m max_size=256m inactive=60s use_temp_path=off;
  map $http_cookie $personal_request {
    default 1;
    "" 0;
    "~^(?:\\s*(?:language|seedshop_adult)=[^;]*;?)*\\s*$" 0;
  }
  map $http_rsc $router_request {
    default 1;
    "" 0;
  }
  map $upstream_http_x_seedshop_shared $not_shared {
    default 1;
    "1" 0;
  }
  upstream storefront {
${upstreams.join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${clusterPort};
    location / {
      proxy_pass http://storefront;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # An instance that is down, hangs or answers 502/503: the request goes to the other one.
      # nginx never resends a POST, PATCH or DELETE (no "non_idempotent").
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_buffers 16 64k;
      proxy_busy_buffers_size 128k;
      proxy_cache pages;
      proxy_cache_key "$request_method|$host|$request_uri|$cookie_language|$cookie_seedshop_adult";
      proxy_cache_bypass $personal_request $router_request $http_authorization;
      proxy_no_cache $personal_request $router_request $http_authorization $not_shared;
      # Next marks pages it renders per request "no-store" for browsers; the shared page header decides here.
      proxy_ignore_headers Cache-Control Expires;
      proxy_cache_valid 200 404 ${microCacheSeconds}s;
      proxy_cache_use_stale updating;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 5s;
      proxy_hide_header x-seedshop-shared;
      add_header X-Cache $upstream_cache_status always;
    }
  }
}
`;
  const file = join(nginxDir, 'nginx.conf');
  writeFileSync(file, config);
  return { file, prefix: nginxDir, pidFile: join(nginxDir, 'nginx.pid') };
}

const setpriv = '/usr/bin/setpriv';

/**
 * nginx's worker processes, noted while it runs: a master killed outright (SIGKILL)
 * leaves its workers serving on the port, so they are stopped when the master is gone.
 */
const nginxWorkers = new Set();
function noteNginxWorkers(masterPid) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === masterPid) nginxWorkers.add(Number(entry));
    } catch {
      // the process ended while it was read
    }
  }
}
function stopNginxWorkers() {
  for (const pid of nginxWorkers) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('nginx: worker')) process.kill(pid, 'SIGTERM');
    } catch {
      // gone already
    }
  }
  nginxWorkers.clear();
}

/** An nginx left running by an earlier start that was killed outright is stopped first. */
function stopStaleNginx(pidFile) {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  rmSync(pidFile, { force: true });
  if (!Number.isInteger(pid) || pid <= 1) return;
  try {
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('nginx')) return;
    process.kill(pid, 'SIGTERM');
    log(`stopped an nginx (pid ${pid}) left running by an earlier start`);
  } catch {
    // gone already
  }
}

/** @type {Map<string, import('node:child_process').ChildProcess>} */
const children = new Map();
let stopping = false;
const running = (child) => child !== undefined && child.exitCode === null && child.signalCode === null;
let lake;

async function stopAll(code) {
  if (stopping) return new Promise(() => {});
  stopping = true;
  const exits = [];
  for (const [, child] of children) {
    if (!running(child)) continue;
    exits.push(new Promise((done) => child.once('exit', done)));
    child.kill('SIGTERM');
  }
  if (lake) exits.push(lake.stop());
  // A child that ignores SIGTERM for 15 s is killed.
  const force = setTimeout(() => {
    for (const [, child] of children) if (running(child)) child.kill('SIGKILL');
    lake?.child.kill('SIGKILL');
  }, 15_000);
  await Promise.all(exits);
  clearTimeout(force);
  if (dropAtStop) {
    await adminQuery(`drop database if exists ${dropAtStop} with (force)`).then(
      () => log(`dropped the database ${dropAtStop}`),
      (error) => console.error(`[cluster] could not drop ${dropAtStop}: ${error.message}`),
    );
  }
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT']) process.on(signal, () => void stopAll(0));

/** Deaths per process name within the last minute; the fifth stops everything. */
const deaths = new Map();
function diedTooOften(name) {
  const now = Date.now();
  const recent = (deaths.get(name) ?? []).filter((at) => at > now - 60_000);
  recent.push(now);
  deaths.set(name, recent);
  return recent.length >= 5;
}

/** A child that stops itself when this script is gone (scripts/exit-with-parent.mjs). */
const orphanGuard = ['--import', exitWithParent];

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

async function waitFor(url, what, timeoutMs = 120_000) {
  const started = Date.now();
  while (!stopping && Date.now() - started < timeoutMs) {
    if (await answers(url)) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  if (!stopping) throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** `<data folder>/instances.json`: each storefront instance's port and pid (the fault tests kill one). */
function writeInstances() {
  const instances = [...children]
    .filter(([name]) => name !== 'nginx')
    .map(([name, child]) => ({ name, port: instancePorts[name.charCodeAt(0) - 65], pid: child.pid }));
  writeFileSync(join(dataDir, 'instances.json'), `${JSON.stringify(instances, null, 2)}\n`);
}

function startInstance(name, port, env) {
  const child = spawn(process.execPath, [...orphanGuard, join(web, 'server', 'serve.mjs')], {
    cwd: web,
    stdio: 'inherit',
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  children.set(name, child);
  writeInstances();
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[cluster] storefront ${name} stopped (${signal ?? `code ${code}`})`);
    if (diedTooOften(name)) {
      console.error(`[cluster] storefront ${name} died 5 times within a minute; stopping everything`);
      void stopAll(1);
      return;
    }
    log(`starting storefront ${name} again on :${port}`);
    startInstance(name, port, env);
  });
  return child;
}

function startNginx(config) {
  stopStaleNginx(config.pidFile);
  const args = ['-p', config.prefix, '-e', join(config.prefix, 'logs', 'error.log'), '-c', config.file];
  // nginx is no Node process, so exit-with-parent cannot guard it: setpriv (util-linux) asks the
  // kernel to send it SIGTERM when this script dies, also of a SIGKILL it cannot pass on.
  const child = existsSync(setpriv)
    ? spawn(setpriv, ['--pdeathsig', 'SIGTERM', '--', 'nginx', ...args], { stdio: 'inherit' })
    : spawn('nginx', args, { stdio: 'inherit' });
  children.set('nginx', child);
  // The master forks its workers as it starts: noted soon after, then again every second.
  for (const ms of [100, 300]) setTimeout(() => noteNginxWorkers(child.pid), ms).unref();
  const watch = setInterval(() => noteNginxWorkers(child.pid), 1_000);
  watch.unref();
  child.once('exit', (code, signal) => {
    clearInterval(watch);
    stopNginxWorkers();
    if (stopping) return;
    console.error(`[cluster] nginx stopped (${signal ?? `code ${code}`}); stopping everything`);
    void stopAll(1);
  });
}

async function startLake() {
  lake = await startLakeProcess({
    dataDir: join(dataDir, 'lake'),
    port: lakePort,
    env: {
      // Publishes reach the cluster through nginx: one instance receives each webhook, and the
      // shared cache purges the page on both.
      LAKE_WEBHOOK_URL: `${siteUrl}/api/shop/pricing/sync,${siteUrl}/api/revalidate`,
      SHOP_API_URL: `${siteUrl}/api/shop`,
      LAKE_PREVIEW_URL: siteUrl,
    },
  });
  lake.child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[cluster] the content lake stopped (${signal ?? `code ${code}`})`);
    if (diedTooOften('lake')) {
      console.error('[cluster] the content lake died 5 times within a minute; stopping everything');
      void stopAll(1);
      return;
    }
    startLake().then(
      () => log(`the content lake is back on ${lake.url}`),
      (error) => {
        console.error(`[cluster] ${error.message}`);
        void stopAll(1);
      },
    );
  });
}

try {
  build();
  const database = await databaseUrl();
  await startLake();
  const secrets = demoSecrets(join(dataDir, 'demo-secrets.json'));
  const env = {
    SHOP_DEV_MAILBOX: 'true',
    ...process.env,
    ...secrets,
    SEEDSHOP_DEMO: 'true',
    SITE_URL: siteUrl,
    DATABASE_URL: database,
    REDIS_URL: redisUrl,
    TRUSTED_PROXIES: trustedProxies,
    // nginx passes the browser's Host on: its port, not the instance's, under either loopback name.
    ALLOWED_HOSTS: [process.env.ALLOWED_HOSTS, `localhost:${clusterPort}`, `127.0.0.1:${clusterPort}`]
      .filter(Boolean)
      .join(','),
    LAKE_URL: lake.url,
    NODE_EXTRA_CA_CERTS: lake.certPath,
    CONTENT_WEBHOOK_SECRET: lake.webhookSecret,
    LAKE_READ_TOKEN: process.env.LAKE_READ_TOKEN ?? readFileSync(join(dataDir, 'lake', 'editor-token'), 'utf8').trim(),
  };
  // One instance first: it migrates and seeds the database; the others find it ready.
  const [first, ...others] = instancePorts;
  const names = instancePorts.map((_, index) => String.fromCharCode(65 + index));
  startInstance(names[0], first, env);
  await waitFor(`http://127.0.0.1:${first}/readyz`, `storefront ${names[0]}`);
  others.forEach((port, index) => startInstance(names[index + 1], port, env));
  await Promise.all(
    others.map((port, index) => waitFor(`http://127.0.0.1:${port}/readyz`, `storefront ${names[index + 1]}`)),
  );
  startNginx(nginxConfig());
  await waitFor(`http://127.0.0.1:${clusterPort}/healthz`, 'nginx', 10_000);
  noteNginxWorkers(children.get('nginx')?.pid);
  log(`storefront:  ${siteUrl} (nginx → ${instancePorts.map((port) => `127.0.0.1:${port}`).join(', ')})`);
  log(`database:    ${database.replace(/\/\/[^@/]*@/u, '//')}`);
  log(`redis:       ${redisUrl.replace(/\/\/[^@/]*@/u, '//')}`);
  log(`lake:        ${lake.url}; Studio sign-in: ${lake.studioLoginUrl}`);
  log(`nginx files: ${join(dataDir, 'nginx')}`);
} catch (error) {
  console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`);
  await stopAll(1);
}
