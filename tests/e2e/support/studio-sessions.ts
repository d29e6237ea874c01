import { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { lakeAt, type Lake } from './lake';
import { signIn } from './studio';

/**
 * What the collaboration and crash specs need next to support/lake.ts and support/studio.ts:
 * several signed-in Studio sessions, and a content lake of the test's own that it may kill.
 */

/** A browser context of its own (its own localStorage, so its own sign-in), on the desk. */
export async function studioSession(browser: Browser, lake: Lake): Promise<{ context: BrowserContext; page: Page }> {
  // The lake's certificate is self-signed; only the Studio specs ignore it (playwright.config.ts).
  const context = await browser.newContext({ ignoreHTTPSErrors: true, locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, lake);
  return { context, page };
}

/** A port nobody listens on right now (the lake must come back on the same one after a crash). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A lake process started by scripts/lake-process.mjs. */
export interface LakeProcess {
  readonly lake: Lake;
  /** The lake's own process (lake.json `pid`, the same as `child.pid`): what a crash kills. */
  readonly pid: number;
  readonly child: ChildProcess;
  readonly stop: () => Promise<void>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type StartLakeProcess = (options: {
  dataDir: string;
  port: number;
  env: Record<string, string>;
  quiet: boolean;
}) => Promise<unknown>;

/** scripts/lake-process.mjs is plain JavaScript (JSDoc types only): its exports are checked here. */
async function loadStartLakeProcess(): Promise<StartLakeProcess> {
  const specifier = new URL('../../../scripts/lake-process.mjs', import.meta.url).href;
  const module: unknown = await import(specifier);
  if (!isRecord(module) || typeof module.startLakeProcess !== 'function') {
    throw new Error('scripts/lake-process.mjs has no startLakeProcess');
  }
  const start = module.startLakeProcess;
  return (options) => Promise.resolve(start(options));
}

/**
 * Starts a lake on `dataDir` and `port` with the built Studio, the demo content (first start
 * only) and no webhook (no storefront listens for it).
 */
export async function startOwnLake(dataDir: string, port: number): Promise<LakeProcess> {
  const start = await loadStartLakeProcess();
  // Only the demo content: the e2e fixture (LAKE_IMPORT_EXTRA) belongs to the run's lake.
  const started = await start({ dataDir, port, quiet: true, env: { LAKE_WEBHOOK_URL: '', LAKE_IMPORT_EXTRA: '' } });
  if (
    !isRecord(started) ||
    typeof started.pid !== 'number' ||
    !(started.child instanceof ChildProcess) ||
    typeof started.stop !== 'function'
  ) {
    throw new Error('startLakeProcess answered without pid, child or stop');
  }
  const { pid, child, stop } = started;
  return {
    lake: lakeAt(dataDir),
    pid,
    child,
    stop: async () => {
      const stopped: unknown = stop();
      await stopped;
    },
  };
}

const isGone = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
};

/**
 * A real crash: SIGKILL to the lake's own process (no snapshot, no cleanup, lake.json and the
 * folder lock stay behind). Resolves once the process is gone and its port is free.
 */
export async function crash(running: LakeProcess): Promise<void> {
  const launcherExited = new Promise((resolve) => {
    if (running.child.exitCode !== null || running.child.signalCode !== null) resolve(undefined);
    else running.child.once('exit', resolve);
  });
  process.kill(running.pid, 'SIGKILL');
  await launcherExited;
  await expect.poll(() => isGone(running.pid), { message: `lake process ${running.pid} is gone` }).toBe(true);
}

/** A temporary data folder; `remove` deletes it (after the lake using it stopped). */
export function tempDataDir(): { dataDir: string; remove: () => void } {
  const dataDir = mkdtempSync(join(tmpdir(), 'seedshop-e2e-own-lake-'));
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}
