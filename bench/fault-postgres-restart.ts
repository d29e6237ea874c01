/**
 * Fault test: the shop API (standalone server, PostgreSQL) under a steady, bounded load while the
 * PostgreSQL server restarts. Reports the answers during the outage by status, the time until the
 * shop answers again, and whether every write it acknowledged (a guest cart with one line, 200)
 * is still there afterwards.
 *
 *   pnpm --filter @seedshop/shop exec tsx ../bench/fault-postgres-restart.ts
 *
 * Needs root (it runs `pg_ctlcluster 15 main restart`, which cuts every session on that server —
 * other users' too) and the local server at TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 * Settings: PORT (shop, 4217), WORKERS (4), RESTART_CMD; FAULT=terminate cuts the database's sessions for
 * 3 s instead of restarting the server (a rehearsal that leaves other users alone).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type pgModule from 'pg';

const adminUrl = process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env['PORT'] ?? '4217');
const workers = Number(process.env['WORKERS'] ?? '4');
const restartCommand = (process.env['RESTART_CMD'] ?? 'pg_ctlcluster 15 main restart').split(' ');
const base = `http://127.0.0.1:${port}`;
const shopFolder = join(import.meta.dirname, '..', 'shop');
// The driver is the shop's dependency; bench has none of its own.
const pg = createRequire(join(shopFolder, 'package.json'))('pg') as typeof pgModule;
const name = `seedshop_fault_${randomBytes(5).toString('hex')}`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${name}`;

await admin(`create database "${name}"`);
const server = spawn(join(shopFolder, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
  cwd: shopFolder,
  stdio: ['ignore', 'ignore', 'pipe'],
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    DATABASE_URL: databaseUrl.toString(),
    // Each request names its own client address, so the per-address limits do not throttle the load.
    TRUSTED_PROXIES: '1',
    SHOP_DEV_MAILBOX: 'false',
    LAKE_URL: 'https://127.0.0.1:9',
    LOG_LEVEL: 'error',
  },
});
let serverErrors = '';
server.on('exit', (code, signal) => {
  if (code !== null && code !== 0)
    console.error(`the shop server exited (${code ?? signal}):\n${serverErrors.slice(-4000)}`);
});
server.stderr.on('data', (chunk: Buffer) => {
  serverErrors += chunk.toString();
});

/** FAULT=terminate: no restart, the database's sessions are cut again and again for `ms` (a rehearsal). */
async function terminateSessions(ms: number): Promise<number> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
    await sleep(100);
  }
  return 0;
}

async function cleanUp(): Promise<void> {
  server.kill('SIGTERM');
  await sleep(500);
  await admin(`drop database if exists "${name}" with (force)`).catch((error: unknown) => console.error(error));
}

try {
  const readyBy = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${base}/catalogue/products?per_page=1`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > readyBy) throw new Error(`the shop did not start:\n${serverErrors}`);
    await sleep(250);
  }
  const variantsClient = new pg.Client({ connectionString: databaseUrl.toString() });
  await variantsClient.connect();
  const variantIds = (
    await variantsClient.query<{ id: string }>('select id from variants where stock > 0 limit 50')
  ).rows.map((row) => row.id);
  await variantsClient.end();

  type Sample = { at: number; status: string; ms: number };
  const samples: Sample[] = [];
  const acknowledged: { cart: string; variant: string }[] = [];
  let stop = false;
  let sequence = 0;

  async function worker(): Promise<void> {
    while (!stop) {
      sequence += 1;
      const variant = variantIds[sequence % variantIds.length] ?? '';
      const started = Date.now();
      let status: string;
      try {
        const response = await fetch(`${base}/cart/lines`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `198.18.${(sequence >> 8) & 255}.${sequence & 255}`,
          },
          body: JSON.stringify({ variant_id: variant, quantity: 1 }),
          signal: AbortSignal.timeout(15_000),
        });
        status =
          response.status === 503 && response.headers.get('retry-after') === null
            ? '503 without Retry-After'
            : String(response.status);
        const cart = response.headers.get('x-cart-id');
        await response.arrayBuffer();
        if (response.ok && cart) acknowledged.push({ cart, variant });
      } catch (error) {
        status = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network error';
      }
      samples.push({ at: started, status, ms: Date.now() - started });
      await sleep(20);
    }
  }

  const running = Array.from({ length: workers }, () => worker());
  await sleep(3000);
  const restartStarted = Date.now();
  // Not spawnSync: the load must go on while the server restarts.
  const restartStatus =
    process.env['FAULT'] === 'terminate'
      ? await terminateSessions(3000)
      : await new Promise<number | null>((resolve) => {
          const restart = spawn(restartCommand[0] ?? '', restartCommand.slice(1), { stdio: 'inherit' });
          restart.on('exit', (code) => resolve(code));
        });
  const restartEnded = Date.now();
  if (restartStatus !== 0) console.error(`restart failed (exit ${restartStatus})`);
  // Recovery: the first acknowledged write that started after the server was back.
  let recoveredAt: number | undefined;
  const recoveryDeadline = Date.now() + 30_000;
  while (recoveredAt === undefined && Date.now() < recoveryDeadline) {
    recoveredAt = samples.find((sample) => sample.at >= restartEnded && sample.status === '200')?.at;
    await sleep(50);
  }
  await sleep(3000);
  stop = true;
  await Promise.all(running);

  const count = (from: number, to: number) => {
    const counts: Record<string, number> = {};
    for (const sample of samples)
      if (sample.at >= from && sample.at < to) counts[sample.status] = (counts[sample.status] ?? 0) + 1;
    return counts;
  };
  const outageEnd = recoveredAt ?? Date.now();
  const during = samples.filter((sample) => sample.at >= restartStarted && sample.at < outageEnd);
  const slowest = Math.max(0, ...during.map((sample) => sample.ms));

  // Every acknowledged write must still be there.
  let missing = 0;
  for (const { cart, variant } of acknowledged) {
    const response = await fetch(`${base}/cart`, { headers: { 'x-cart-id': cart } });
    const body = (await response.json()) as { lines?: { variant_id: string }[] };
    if (!response.ok || !body.lines?.some((line) => line.variant_id === variant)) missing += 1;
  }

  console.info(
    `fault (${process.env['FAULT'] === 'terminate' ? 'sessions cut for 3 s' : restartCommand.join(' ')}) took ${restartEnded - restartStarted} ms`,
  );
  console.info(`before the restart: ${JSON.stringify(count(0, restartStarted))}`);
  console.info(
    `during the outage (restart start → first acknowledged write after it): ${JSON.stringify(count(restartStarted, outageEnd))}, slowest answer ${slowest} ms`,
  );
  console.info(
    recoveredAt === undefined
      ? 'NOT recovered within 30 s'
      : `recovered ${recoveredAt - restartEnded} ms after the server was back (${recoveredAt - restartStarted} ms after the restart began)`,
  );
  console.info(`after: ${JSON.stringify(count(outageEnd, Number.POSITIVE_INFINITY))}`);
  console.info(`acknowledged writes: ${acknowledged.length}, missing afterwards: ${missing}`);
} finally {
  await cleanUp();
}
