import { defineConfig } from 'vitest/config';
import { sharedMaxWorkers, sharedResolve } from './vitest.shared';

/** Unit tests of every package; end-to-end tests live in tests/ and run with Playwright. */
export default defineConfig({
  resolve: sharedResolve,
  test: {
    include: ['{web,locales,urls,schemas,shop,demo-content,lake,studio}/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    // Integration tests need a database and run in their own stage (vitest.integration.config.ts).
    exclude: ['**/node_modules/**', '**/.next/**', '**/*.int.test.ts'],
    environment: 'node',
    maxWorkers: sharedMaxWorkers,
    restoreMocks: true,
  },
});
