/**
 * Real shop API processes for tests that need more than one instance on one database (races
 * between instances): a throwaway PostgreSQL database, the standalone server started as a child
 * process on a free loopback port, and ALTCHA answers the test can afford to make by the hundred.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import pg from 'pg';
import { createAltchaVerifier } from '../captcha/altcha';
import { createDatabase, type DatabaseHandle } from '../db/create-database';
import { systemClock } from '../ports';

/** The one place these helpers read the environment. */
// eslint-disable-next-line no-restricted-properties -- test support picks the PostgreSQL server
const environment = process.env;

/**
 * The PostgreSQL server to make databases on: the one of TEST_DATABASE_URL (the PostgreSQL pass of
 * `pnpm test`), else TEST_POSTGRES_URL, else the local server.
 */
export function postgresServerUrl(): string {
  return (
    environment['TEST_DATABASE_URL'] ??
    environment['TEST_POSTGRES_URL'] ??
    'postgres://postgres@127.0.0.1:5432/postgres'
  );
}

export interface ServerDatabase extends DatabaseHandle {
  /** Connection string of the new database, for the processes. */
  readonly url: string;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, migrated database on the server (`poolSize` connections for the caller); `close` ends the test's connections and drops it (with
 * FORCE, so connections of processes that did not end cleanly cannot keep it alive).
 */
export async function createServerDatabase(prefix: string, poolSize = 4): Promise<ServerDatabase> {
  const serverUrl = postgresServerUrl();
  // Identifiers cannot be bound as parameters; the name is made here from a fixed prefix and hex.
  const name = `${prefix.replace(/[^a-z_]/gu, '')}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = () => onServer(serverUrl, `drop database if exists "${name}" with (force)`);
  let handle: DatabaseHandle;
  try {
    handle = await createDatabase({ url: url.toString(), poolSize });
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    url: url.toString(),
    db: handle.db,
    async close() {
      await handle.close();
      await drop();
    },
  };
}

/** A loopback port nobody listens on at the moment of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export interface ShopProcess {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** What the process printed so far (shown when a test fails). */
  output(): string;
  /** Ends the process (SIGTERM, SIGKILL after a grace period) and waits for it. */
  stop(): Promise<void>;
}

const shopFolder = fileURLToPath(new URL('../../', import.meta.url));

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the standalone server (`src/server.ts` through tsx, as `pnpm start` does, without pnpm's
 * own start-up) with `env` on top of a minimal environment, and waits until it answers.
 */
export async function startShopProcess(
  env: Readonly<Record<string, string>>,
  timeoutMs = 30_000,
): Promise<ShopProcess> {
  const port = await freePort();
  const chunks: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: shopFolder,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: environment['PATH'] ?? '',
      HOME: environment['HOME'] ?? '',
      NODE_ENV: 'test',
      ...env,
      PORT: String(port),
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const handle: ShopProcess = {
    url,
    output: () => chunks.join(''),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 3_000);
      await exited(child);
      clearTimeout(killer);
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`shop process exited with ${child.exitCode} before answering:\n${handle.output()}`);
    }
    try {
      // Any answer of the app means it is listening; a guest's empty cart is read without writing.
      const response = await fetch(`${url}/cart`);
      await response.arrayBuffer();
      if (response.status === 200) return handle;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await handle.stop();
  throw new Error(`shop process did not answer within ${timeoutMs} ms:\n${handle.output()}`);
}

function isChallenge(value: unknown): value is Challenge {
  return typeof value === 'object' && value !== null && 'parameters' in value && 'signature' in value;
}

/**
 * Solved ALTCHA payloads for processes that share `hmacKey` (ALTCHA_HMAC_KEY). The challenges are
 * made with the shop's own verifier and the same key, with the smallest secret counter, so each one
 * costs the test a couple of key derivations instead of the several hundred a browser spends; the
 * processes check them exactly as they check a widget's.
 */
export function altchaSolver(hmacKey: string): () => Promise<string> {
  const issuer = createAltchaVerifier({ hmacKey, challengeUrl: '/challenge', maxNumber: 2, clock: systemClock });
  return async () => {
    // Through JSON, as the widget receives it.
    const challenge: unknown = JSON.parse(JSON.stringify(await issuer.challenge()));
    if (!isChallenge(challenge)) throw new Error('the ALTCHA verifier made no challenge');
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
    if (!solution) throw new Error('could not solve the ALTCHA challenge');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };
}
