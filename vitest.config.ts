import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { sharedMaxWorkers, sharedResolve } from './vitest.shared';

const include = ['{web,locales,urls,schemas,shop,demo-content,lake,studio}/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];
// Integration tests need a database and run in their own stage (vitest.integration.config.ts).
const exclude = ['**/node_modules/**', '**/.next/**', '**/*.int.test.ts'];

/**
 * Test files that replace a module (`vi.mock`): they need a module registry of their own, since a
 * worker that already loaded the real module would hand it to them.
 */
const mockingFiles = include
  .flatMap((pattern) => globSync(pattern, { exclude: (path) => /(^|\/)(node_modules|\.next)$/.test(path) }))
  .filter((file) => !file.endsWith('.int.test.ts') && /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(file, 'utf8')))
  .sort();

/**
 * UNIT_PART splits the run the way `pnpm test` runs it: `shared` — every file that mocks no module,
 * in workers that keep what they loaded from one file to the next; `mocking` — the others, each in a
 * fresh worker. Unset: every file, each in a fresh worker.
 */
const part = process.env.UNIT_PART;
const files =
  part === 'shared'
    ? { include, exclude: [...exclude, ...mockingFiles], isolate: false }
    : part === 'mocking'
      ? { include: mockingFiles, exclude, isolate: true }
      : { include, exclude, isolate: true };

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
