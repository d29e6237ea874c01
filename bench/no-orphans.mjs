#!/usr/bin/env node
/**
 * `pnpm start` leaves no process behind, whichever of its processes a signal hits: for each case
 * it starts the demo (`pnpm start --no-build`, the existing builds) on ports of its own, waits
 * until the storefront answers, notes every process of the tree (pnpm, the start script, the
 * content lake, the storefront), sends the signal and checks that all of them are gone within
 * 30 s. Exit code 1 when one case leaves a process running (the survivors are then killed). The
 * `pnpm start:cluster` cases do the same for nginx, both storefront instances and the lake (they
 * need PostgreSQL and Redis; a SIGKILLed start script leaves its fresh database behind).
 *
 *   node bench/no-orphans.mjs              all cases
 *   node bench/no-orphans.mjs kill-parent  the cases whose name contains this text
 *
 * The `npx` cases start it as README line 1 does (`npx --yes pnpm@… start`) and signal npx.
 *
 * Needs the Studio and storefront builds (`pnpm build`); runs one demo at a time.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.ORPHANS_PORT ?? 3977);
const lakePort = Number(process.env.ORPHANS_LAKE_PORT ?? 4277);

/** Which process of the tree gets the signal: pnpm, the start script, or one of its children. */
const cases = [
  // Ctrl-C in a terminal: SIGINT to the whole foreground process group.
  { name: 'SIGINT to the process group (Ctrl-C)', target: 'group', signal: 'SIGINT' },
  { name: 'SIGTERM to pnpm', target: 'pnpm', signal: 'SIGTERM' },
  // README line 1 runs pnpm through npx: npx passes SIGTERM to its `sh -c pnpm` only.
  { name: 'npx: SIGTERM to npx', npx: true, target: 'pnpm', signal: 'SIGTERM' },
  { name: 'npx: SIGKILL to npx (kill-parent)', npx: true, target: 'pnpm', signal: 'SIGKILL' },
  { name: 'SIGKILL to pnpm (kill-parent)', target: 'pnpm', signal: 'SIGKILL' },
  { name: 'SIGTERM to the start script', target: 'start', signal: 'SIGTERM' },
  { name: 'SIGKILL to the start script (kill-parent)', target: 'start', signal: 'SIGKILL' },
  { name: 'SIGKILL to the storefront (kill-child)', target: 'storefront', signal: 'SIGKILL' },
  { name: 'SIGTERM to the storefront (kill-child)', target: 'storefront', signal: 'SIGTERM' },
  // `pnpm start:cluster`: nginx is no Node process; the kernel stops it with its parent (setpriv).
  { name: 'cluster: SIGINT to the process group (Ctrl-C)', cluster: true, target: 'group', signal: 'SIGINT' },
  { name: 'cluster: SIGKILL to the start script (kill-parent)', cluster: true, target: 'start', signal: 'SIGKILL' },
  { name: 'cluster: SIGKILL to nginx (kill-child)', cluster: true, target: 'nginx', signal: 'SIGKILL' },
].filter((entry) => process.argv.length < 3 || process.argv.slice(2).some((word) => entry.name.includes(word)));

/** pid → {ppid, command line} of every process on this machine. */
function processTable() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      table.set(Number(entry), { ppid, command });
    } catch {
      // the process ended while the table was read
    }
  }
  return table;
}

/** The pid and every descendant of it, with their command lines. */
function tree(pid) {
  const table = processTable();
  const found = new Map([[pid, table.get(pid)?.command ?? '?']]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [child, { ppid, command }] of table) {
      if (found.has(ppid) && !found.has(child)) {
        found.set(child, command);
        grew = true;
      }
    }
  }
  return found;
}

const alive = (pid) => {
  try {
    // A zombie (ended, not yet collected) counts as gone.
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
};
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function storefrontAnswers(deadline) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://localhost:${port}/healthz`);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  return false;
}

async function run({ name, cluster = false, npx = false, target, signal }) {
  const folder = mkdtempSync(join(tmpdir(), 'seedshop-orphans-'));
  const env = cluster
    ? // A database of its own (PostgreSQL, dropped when the cluster stops in order).
      { CLUSTER_PORT: String(port), LAKE_PORT: String(lakePort), CLUSTER_DATA_DIR: folder }
    : { PORT: String(port), LAKE_PORT: String(lakePort), LAKE_DATA_DIR: join(folder, 'lake') };
  const args = cluster ? ['start:cluster', '--no-build', '--fresh-database'] : ['start', '--no-build'];
  // Detached: its own process group, so nothing here reaches it except the signal under test.
  const [command, commandArgs] = npx ? ['npx', ['--yes', 'pnpm@10.34.9', ...args]] : ['pnpm', args];
  const pnpm = spawn(command, commandArgs, {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, ...env },
  });
  pnpm.unref();
  try {
    if (!(await storefrontAnswers(Date.now() + 90_000))) return { name, ok: false, detail: 'the demo did not start' };
    const processes = tree(pnpm.pid);
    const pidOf = {
      pnpm: pnpm.pid,
      group: pnpm.pid,
      start: [...processes].find(([, command]) => /scripts\/start-(demo|cluster)\.mjs/.test(command))?.[0],
      storefront: [...processes].find(([, command]) => command.includes('server/serve.mjs'))?.[0],
      nginx: [...processes].find(([, command]) => command.startsWith('nginx: master'))?.[0],
    };
    const victim = target === 'group' ? -pnpm.pid : pidOf[target];
    if (victim === undefined) return { name, ok: false, detail: `no ${target} process in ${[...processes.values()]}` };
    process.kill(victim, signal);
    const sent = Date.now();
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && [...processes.keys()].some(alive)) await sleep(200);
    const left = [...processes].filter(([pid]) => alive(pid));
    for (const [pid] of left) process.kill(pid, 'SIGKILL');
    return {
      name,
      ok: left.length === 0,
      detail:
        left.length === 0
          ? `${processes.size} processes, all gone within ${((Date.now() - sent) / 1000).toFixed(1)} s`
          : `left running: ${left.map(([pid, command]) => `${pid} ${command.slice(0, 80)}`).join('; ')}`,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

let failed = false;
for (const entry of cases) {
  const result = await run(entry);
  failed ||= !result.ok;
  console.info(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name}: ${result.detail}`);
}
process.exit(failed ? 1 : 0);
