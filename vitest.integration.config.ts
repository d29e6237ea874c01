import { defineConfig } from 'vitest/config';
import { sharedMaxWorkers, sharedResolve, testFilesOf } from './vitest.shared';

const include = ['{web,shop,lake}/**/*.int.test.ts'];
const exclude = ['**/node_modules/**', '**/.next/**'];

const files = testFilesOf(include, exclude, process.env.INTEGRATION_PART);

/**
 * Integration tests (`*.int.test.ts`): the shop API against a real database, the content lake
 * and the storefront's content queries against a real lake over TLS. They run twice in
 * `pnpm test`: on embedded PGlite, and on the PostgreSQL server in TEST_DATABASE_URL (a throwaway
 * database that scripts/with-test-database.mjs creates and drops).
 */
export default defineConfig({
  resolve: sharedResolve,
  test: {
    ...files,
    environment: 'node',
    maxWorkers: sharedMaxWorkers,
    // One embedded content lake (TLS, demo dataset) for the whole run: scripts/testing/.
    globalSetup: ['./scripts/testing/lake-global-setup.ts'],
    restoreMocks: true,
    // next-sanity imports `next/headers` without an extension, which only Next's bundler (and
    // Vite, when the package is inlined) resolves; inlined, its route helpers run as in the app.
    server: { deps: { inline: ['next-sanity'] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
