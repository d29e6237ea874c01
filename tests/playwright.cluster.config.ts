import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './browser-path';

const port = Number(process.env.E2E_CLUSTER_PORT ?? 3500);
const baseURL = `http://localhost:${port}`;
const lakePort = Number(process.env.E2E_CLUSTER_LAKE_PORT ?? 3534);

/**
 * The cluster subset: `pnpm start:cluster` (nginx, two storefront instances, PostgreSQL, Redis,
 * the lake) on a fresh database and data folder, against the existing builds. The folder is chosen
 * once in the main process and handed down to the workers through the environment; the spec reads
 * the instances' ports and pids (`instances.json`) and the lake (`lake/lake.json`) from it.
 * Set E2E_CLUSTER_DATA_DIR (and E2E_CLUSTER_PORT) to test a cluster that already runs.
 */
const reuse = process.env.E2E_CLUSTER_DATA_DIR !== undefined;
const dataDir = (process.env.E2E_CLUSTER_DATA_DIR ??= join(tmpdir(), `seedshop-cluster-${process.pid}-${Date.now()}`));
if (!reuse) process.env.E2E_RUN_DIR ??= dataDir;

export default defineConfig({
  testDir: './cluster',
  // One worker: the last test kills an instance, which the others must not feel.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/cluster-results.json' }]],
  // Its own folder for traces: Playwright empties the output folder when a run starts, and the
  // end-to-end run's report (test-results/e2e-results.json) must outlive this one.
  outputDir: 'test-results/cluster',
  // The run's folder goes when the runner exits (e2e/support/run-folder.ts), unless it was given.
  ...(reuse ? {} : { globalSetup: './e2e/support/run-folder.ts' }),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    locale: 'en-US',
    // The lake's own certificate, for the spec's calls to its API (the storefront is plain HTTP).
    ignoreHTTPSErrors: true,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
    },
    // The age question is answered (web/src/ui/age-gate/).
    storageState: {
      cookies: [
        {
          name: 'seedshop_adult',
          value: '1',
          domain: 'localhost',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  },
  webServer: reuse
    ? undefined
    : {
        command: 'node scripts/start-cluster.mjs --no-build --fresh-database',
        cwd: '..',
        url: `${baseURL}/api/shop/catalogue/products?per_page=1`,
        reuseExistingServer: false,
        timeout: 120_000,
        gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
        env: {
          CLUSTER_PORT: String(port),
          LAKE_PORT: String(lakePort),
          CLUSTER_DATA_DIR: dataDir,
          // Each journey names its own client address in front of nginx (e2e/support/customer.ts).
          TRUSTED_PROXIES: '2',
          SHOP_DEV_MAILBOX: 'true',
        },
      },
});
