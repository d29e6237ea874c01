import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;

/**
 * End-to-end tests in the machine's Chromium (never a downloaded browser). They run against the
 * production build (`pnpm build` first); set E2E_BASE_URL to test a server that is already running.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    locale: 'en-US',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // Started from web/ itself: `next start ../web` from another folder answers every rewritten
        // path with a 308 loop (Next 16.4 resolves the proxy rewrite against the wrong origin).
        command: `node node_modules/next/dist/bin/next start --port ${port}`,
        cwd: '../web',
        url: `${baseURL}/builds/latest.json`,
        reuseExistingServer: false,
        timeout: 60_000,
        env: {
          SITE_URL: baseURL,
          // A fresh embedded database per run, apart from the one `pnpm start` / `pnpm dev` use.
          PGLITE_DATA_DIR: join(tmpdir(), `seedshop-e2e-${process.pid}-${Date.now()}`),
          // End-to-end tests follow confirmation links from the dev mailbox (allowed on localhost only).
          SHOP_DEV_MAILBOX: 'true',
          // Review moderation in the catalogue journey (tests/e2e/catalogue.spec.ts).
          SHOP_STAFF_TOKEN: process.env.E2E_STAFF_TOKEN ?? 'e2e-staff-token-0123456789abcdef',
          // A test-only blog post with hostile Portable Text links (tests/e2e/content.spec.ts).
          CONTENT_EXTRA_DATASET: fileURLToPath(new URL('./e2e/fixtures/content-extra.ndjson', import.meta.url)),
        },
      },
});
