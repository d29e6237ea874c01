#!/usr/bin/env node
/**
 * Runs a command with a content lake to read from:
 *   node scripts/with-lake.mjs [--data-dir <folder>] [--webhook <url>] -- <command> [args…]
 * The storefront's build reads content while it prerenders (`web`: `pnpm build`), so it needs a
 * lake. When LAKE_URL is set and answers, the command uses it as it is (`pnpm start` builds against
 * its own lake). Otherwise a lake starts on a free port with a throwaway data folder — its first
 * start imports the demo content from content/ — and the command gets LAKE_URL,
 * NODE_EXTRA_CA_CERTS (Node trusts the lake's self-signed certificate only through that variable,
 * read when a process starts) and CONTENT_WEBHOOK_SECRET (what the lake signs its webhooks with).
 * The lake stops and its folder goes when the command ends; this script exits with the command's
 * code.
 * `--data-dir` keeps the lake's data in that folder instead (`pnpm dev`: what editors do in the
 * Studio survives restarts) and `--webhook` sends its publish webhooks there (the dev server's
 * /api/revalidate), so published changes show at once.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { rootCertificates } from 'node:tls';
import { startLakeProcess } from './lake-process.mjs';

const separator = process.argv.indexOf('--');
const own = separator === -1 ? [] : process.argv.slice(2, separator);
const option = (name) => {
  const at = own.indexOf(name);
  return at === -1 ? undefined : own[at + 1];
};
const keptDataDir = option('--data-dir');
const webhookUrl = option('--webhook') ?? '';
const [command, ...args] = separator === -1 ? process.argv.slice(2) : process.argv.slice(separator + 1);
if (!command) {
  console.error('usage: with-lake.mjs -- <command> [args…]');
  process.exit(2);
}
const log = (message) => console.info(`[with-lake] ${message}`);

/**
 * Whether a lake answers at `url`: any HTTP answer to a query counts. The certificate is checked
 * against the CA the command will trust (NODE_EXTRA_CA_CERTS), so "answers" also means "usable".
 */
function answers(url) {
  const extraCa = process.env.NODE_EXTRA_CA_CERTS;
  let ca;
  try {
    ca = extraCa ? [...rootCertificates, readFileSync(extraCa, 'utf8')] : undefined;
  } catch {
    return Promise.resolve(false);
  }
  const dataset = process.env.LAKE_DATASET || 'production';
  const probe = new URL(`/v2025-02-19/data/query/${dataset}?query=count(*[false])`, url);
  if (probe.protocol !== 'https:') return Promise.resolve(false);
  return new Promise((resolve) => {
    const req = request(probe, { ca, timeout: 3_000 }, (res) => {
      res.resume();
      resolve(res.statusCode !== undefined && res.statusCode < 500);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve(false));
    req.end();
  });
}

let lake;
let dataDir;
const env = { ...process.env };
if (process.env.LAKE_URL && (await answers(process.env.LAKE_URL))) {
  log(`using the content lake at ${process.env.LAKE_URL}`);
} else {
  if (process.env.LAKE_URL) log(`no usable content lake at ${process.env.LAKE_URL}; starting a throwaway one`);
  const lakeDataDir = keptDataDir ? resolve(keptDataDir) : mkdtempSync(join(tmpdir(), 'seedshop-lake-'));
  if (!keptDataDir) dataDir = lakeDataDir;
  try {
    lake = await startLakeProcess({
      dataDir: lakeDataDir,
      port: keptDataDir ? undefined : 0,
      quiet: !keptDataDir,
      // A build's lake is edited by nobody, so nobody needs to hear about publishes ('' = off).
      env: { LAKE_WEBHOOK_URL: webhookUrl },
    });
  } catch (error) {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    console.error(`[with-lake] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  log(`started ${keptDataDir ? 'the' : 'a throwaway'} content lake at ${lake.url} (data in ${lakeDataDir})`);
  Object.assign(env, {
    LAKE_URL: lake.url,
    NODE_EXTRA_CA_CERTS: lake.certPath,
    CONTENT_WEBHOOK_SECRET: lake.webhookSecret,
  });
}

async function cleanUp() {
  if (lake) await lake.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

const child = spawn(command, args, { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
const code = await new Promise((resolve) => {
  child.on('error', (error) => {
    console.error(`[with-lake] cannot run ${command}: ${error.message}`);
    resolve(127);
  });
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
await cleanUp();
process.exit(code);
