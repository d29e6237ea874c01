/**
 * Starts the embedded content lake (`lake/src/cli.ts start`) as a child process and waits until it
 * listens. Used by `pnpm start` (scripts/start-demo.mjs), the storefront build and the end-to-end
 * runs (scripts/with-lake.mjs). The lake writes `<dataDir>/lake.json` once it is listening:
 * `{url, port, pid, certPath, studioLoginUrl, webhookSecret}`. `webhookSecret` signs the lake's
 * revalidation webhooks (generated in its data folder on first start, or CONTENT_WEBHOOK_SECRET):
 * whoever starts the storefront hands it on as CONTENT_WEBHOOK_SECRET.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const lakeDir = join(repoRoot, 'lake');
/** Preload that stops a child whose parent is gone (scripts/exit-with-parent.mjs). */
export const exitWithParent = pathToFileURL(join(repoRoot, 'scripts', 'exit-with-parent.mjs')).href;

/**
 * @param {{dataDir: string, port?: string | number, env?: Record<string, string>, quiet?: boolean,
 *   timeoutMs?: number}} options
 * @returns {Promise<{url: string, port: number, certPath: string, studioLoginUrl: string,
 *   webhookSecret: string, child: import('node:child_process').ChildProcess,
 *   stop: () => Promise<void>}>}
 */
export async function startLakeProcess({ dataDir, port, env = {}, quiet = false, timeoutMs = 60_000 }) {
  const readyFile = join(dataDir, 'lake.json');
  rmSync(readyFile, { force: true });
  // One process (tsx as a loader, not tsx's launcher, which would run the lake in a grandchild):
  // a signal to `child`, SIGKILL included, reaches the lake itself.
  // The lake stops itself when its parent dies without stopping it (SIGKILL): exit-with-parent.mjs.
  const child = spawn(process.execPath, ['--import', exitWithParent, '--import', 'tsx', 'src/cli.ts', 'start'], {
    cwd: lakeDir,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    env: {
      ...process.env,
      LAKE_DATA_DIR: dataDir,
      ...(port === undefined ? {} : { LAKE_PORT: String(port) }),
      ...env,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const started = Date.now();
  while (!existsSync(readyFile)) {
    const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('waiting'), 100))]);
    if (code !== 'waiting') throw new Error(`The content lake exited (code ${code}) before it was ready`);
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGTERM');
      throw new Error(`The content lake did not start within ${timeoutMs} ms`);
    }
  }
  const ready = JSON.parse(readFileSync(readyFile, 'utf8'));
  if (typeof ready.webhookSecret !== 'string' || ready.webhookSecret.length < 32) {
    child.kill('SIGTERM');
    throw new Error(`The content lake's ${readyFile} has no webhook secret`);
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  return { ...ready, child, stop };
}
