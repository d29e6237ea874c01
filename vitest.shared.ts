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
