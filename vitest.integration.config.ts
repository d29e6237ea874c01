import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { sharedMaxWorkers, sharedResolve } from './vitest.shared';

const include = ['{web,shop,lake}/**/*.int.test.ts'];
const exclude = ['**/node_modules/**', '**/.next/**'];

/**
 * Test files that replace a module (`vi.mock`): they need a module registry of their own, since a
 * worker that already loaded the real module would hand it to them.
 */
const mockingFiles = include
  .flatMap((pattern) => globSync(pattern, { exclude: (path) => /(^|\/)(node_modules|\.next)$/.test(path) }))
  .filter((file) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(file, 'utf8')))
  .sort();

/**
 * INTEGRATION_PART splits the run the way `pnpm test` runs it: `shared` — every file that mocks no
 * module, in workers that keep what they loaded (PGlite's WebAssembly, the shop's modules) from one
 * file to the next, which takes less than half the time; `mocking` — the others, each in a fresh
 * worker. Unset: every file, each in a fresh worker.
 */
const part = process.env.INTEGRATION_PART;
const files =
  part === 'shared'
    ? { include, exclude: [...exclude, ...mockingFiles], isolate: false }
    : part === 'mocking'
      ? { include: mockingFiles, exclude, isolate: true }
      : { include, exclude, isolate: true };

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
