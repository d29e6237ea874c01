import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Module resolution shared by the unit and the integration test configs. */
export const sharedResolve = {
  alias: {
    '@/': fromRoot('./web/src/'),
    // The marker package throws outside React Server Components; tests run server modules directly.
    'server-only': fromRoot('./scripts/testing/empty-module.ts'),
  },
};

/**
 * Test files run two at a time. Vitest's default leaves one core of two idle (cores − 1 workers),
 * while most of a test file's time is imports and waiting on a database or the lake.
 */
export const sharedMaxWorkers = 2;

/**
 * The files, exclusions and isolation of one part of a run, as `pnpm test` splits it (`part` from
 * UNIT_PART or INTEGRATION_PART): `shared` — every file that mocks no module, in workers that keep
 * what they loaded (PGlite's WebAssembly, the shop's modules) from one file to the next, which takes
 * well under half the time; `mocking` — the files that replace a module (`vi.mock`), each in a fresh
 * worker, since a worker that already loaded the real module would hand it to them. Unset: every
 * file, each in a fresh worker.
 */
export function testFilesOf(include: string[], exclude: string[], part: string | undefined) {
  const mockingFiles = include
    .flatMap((pattern) => globSync(pattern, { exclude: (path) => /(^|\/)(node_modules|\.next)$/.test(path) }))
    .filter((file) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(file, 'utf8')))
    .sort();
  if (part === 'shared') return { include, exclude: [...exclude, ...mockingFiles], isolate: false };
  if (part === 'mocking') return { include: mockingFiles, exclude, isolate: true };
  return { include, exclude, isolate: true };
}
