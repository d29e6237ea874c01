import { defineConfig } from 'vitest/config';
import { sharedResolve } from './vitest.shared';

/**
 * Integration tests (`*.int.test.ts`): the shop API against a real database. They run twice in
 * `pnpm test`: on embedded PGlite, and on the PostgreSQL server in TEST_DATABASE_URL (a throwaway
 * database that scripts/with-test-database.mjs creates and drops).
 */
export default defineConfig({
  resolve: sharedResolve,
  test: {
    include: ['{web,shop,lake}/**/*.int.test.ts'],
    exclude: ['**/node_modules/**', '**/.next/**'],
    environment: 'node',
    restoreMocks: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
