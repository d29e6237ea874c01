import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './browser-path';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
const lakePort = Number(process.env.E2E_LAKE_PORT ?? 3433);

/**
 * One throwaway lake and database per run, in a folder removed when the run ends
 * (e2e/support/run-folder.ts). The config is evaluated again in every worker, so the folder is
 * chosen once in the main process and handed down through the environment (workers inherit it):
 * the Studio specs read the lake's sign-in URL from `<folder>/lake/lake.json`.
 */
const runDir = (process.env.E2E_RUN_DIR ??= join(tmpdir(), `seedshop-e2e-${process.pid}-${Date.now()}`));
const lakeDataDir = (process.env.E2E_LAKE_DATA_DIR ??= join(runDir, 'lake'));

/** The cookie the age question sets once a visitor confirms being 18 or older. */
const adultCookie = {
  name: 'seedshop_adult',
  value: '1',
  domain: new URL(baseURL).hostname,
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
};

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumPath(),
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
};

/**
 * End-to-end tests in the machine's Chromium (never a downloaded browser). They run `pnpm start`
 * against the existing builds (`--no-build`: build the Studio and the storefront first, as
 * `pnpm test` does); set E2E_BASE_URL (and E2E_LAKE_DATA_DIR) to test servers that already run.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Three workers on two cores: the journeys wait on the server and the browser as much as they
  // compute, so a third keeps the cores busy (measured: 193 → 156 s on 53 tests; a fourth gained nothing).
  workers: 3,
  // Generous limits: the same journeys take two to three times as long on a loaded CI machine as on
  // a quiet one, and a limit reached there fails a test that works (a retry costs the limit again).
  // Measured: the slowest journeys take 1–2 minutes on a machine three times slower than usual.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  globalSetup: './e2e/support/run-folder.ts',
  use: {
    baseURL,
    // A trace (screencast and DOM snapshots of every step) roughly doubled the browsers' CPU on two
    // cores and made the whole stage a third slower, so a journey is traced when it runs again: in
    // CI a failure is retried once with its trace. Locally: `--trace retain-on-failure`.
    trace: 'on-first-retry',
    locale: 'en-US',
    // Every browser has answered the age question of a first visit (web/src/ui/age-gate/), so the
    // overlay does not stand in the journeys' way; e2e/age-gate.spec.ts clears it to test the question.
    storageState: { cookies: [adultCookie], origins: [] },
  },
  projects: [
    {
      // The Studio is served by the content lake over HTTPS with a self-signed certificate, which
      // only these tests may ignore (people trust it once, lake/README.md). One Studio test at a
      // time: each opens one or two Studios, whose first load parses megabytes of script, and three
      // at once on a loaded two-core machine starved each other past every limit.
      name: 'studio',
      testMatch: /studio-.*\.spec\.ts/,
      // First in this list: the runner hands out the first waiting test whose project has a free
      // worker, so the Studio specs run one after another from the start, beside the journeys.
      // What a Studio spec publishes (a topic, a blog post in four
      // languages) is its own copy, removed when it ends, and no journey counts on the exact number
      // of posts or topics (the blog's last page is read from its pagination).
      workers: 1,
      timeout: 240_000,
      expect: { timeout: 30_000 },
      // Traced on their retry, as the journeys are: tracing every run made each Studio spec twice
      // as slow and slowed the journeys beside it (measured: the stage 487 → 396 s, the topic
      // journey 112 → 66 s; on a CI machine twice as slow it came within reach of its limit).
      use: { ...chromium, ignoreHTTPSErrors: true },
    },
    { name: 'chromium', testIgnore: [/studio-.*\.spec\.ts/, /promotion-pricing\.spec\.ts/], use: chromium },
    {
      // Promotions change prices shop-wide (one test discounts everything for 20 s): they run once
      // the other storefront journeys, which check prices and totals, are done.
      name: 'pricing',
      testMatch: /promotion-pricing\.spec\.ts/,
      dependencies: ['chromium'],
      use: chromium,
    },
    {
      // Hostile input over raw TCP/TLS (tests/hostile/): thousands of requests, so it runs after the
      // browser journeys instead of slowing them down.
      name: 'hostile',
      testDir: './hostile',
      dependencies: ['chromium', 'studio'],
      timeout: 900_000,
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // `pnpm start` without building: the storefront, the shop and the lake (with the Studio).
        command: 'node scripts/start-demo.mjs --no-build',
        cwd: '..',
        // Ready once the shop answers: its embedded database is created and seeded on the first
        // call, which must not fall into a test's time (the Studio's product picker waits 15 s).
        url: `${baseURL}/api/shop/catalogue/products?per_page=1`,
        reuseExistingServer: false,
        timeout: 90_000,
        // SIGTERM lets the lake write its snapshot and the storefront close (the default is SIGKILL).
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        env: {
          PORT: String(port),
          SITE_URL: baseURL,
          LAKE_PORT: String(lakePort),
          LAKE_DATA_DIR: lakeDataDir,
          // A fresh embedded database per run, apart from the one `pnpm start` / `pnpm dev` use.
          PGLITE_DATA_DIR: join(runDir, 'pglite'),
          // End-to-end tests follow confirmation links from the dev mailbox (loopback clients only).
          SHOP_DEV_MAILBOX: 'true',
          // As behind a load balancer: each new customer's browser names its own client address
          // (e2e/support/customer.ts), so journeys do not share the per-address rate limits.
          TRUSTED_PROXIES: '1',
          // Review moderation in the catalogue journey (tests/e2e/catalogue.spec.ts).
          SHOP_STAFF_TOKEN: process.env.E2E_STAFF_TOKEN ?? 'e2e-staff-token-0123456789abcdef',
          // Test-only content the lake imports on its first start: a blog post with hostile Portable
          // Text links (tests/e2e/content.spec.ts).
          LAKE_IMPORT_EXTRA: fileURLToPath(new URL('./e2e/fixtures/content-extra.ndjson', import.meta.url)),
        },
      },
});
