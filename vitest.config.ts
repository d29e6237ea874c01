import { defineConfig } from 'vitest/config';
import { sharedMaxWorkers, sharedResolve, testFilesOf } from './vitest.shared';

const include = ['{web,locales,urls,schemas,shop,demo-content,lake,studio}/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];
// Integration tests need a database and run in their own stage (vitest.integration.config.ts).
const exclude = ['**/node_modules/**', '**/.next/**', '**/*.int.test.ts'];

const files = testFilesOf(include, exclude, process.env.UNIT_PART);

/** Unit tests of every package; end-to-end tests live in tests/ and run with Playwright. */
export default defineConfig({
  resolve: sharedResolve,
  test: {
    ...files,
    environment: 'node',
    maxWorkers: sharedMaxWorkers,
    restoreMocks: true,
  },
});
