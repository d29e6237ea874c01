import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Unit tests of every package; end-to-end tests live in tests/ and run with Playwright. */
export default defineConfig({
  resolve: {
    alias: {
      '@/': fromRoot('./web/src/'),
      // The marker package throws outside React Server Components; unit tests run server modules directly.
      'server-only': fromRoot('./scripts/test-support/empty-module.ts'),
    },
  },
  test: {
    include: ['{web,locales,schemas,shop}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/.next/**'],
    environment: 'node',
    restoreMocks: true,
  },
});
