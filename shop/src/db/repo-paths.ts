import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The repository root: the nearest folder above the working directory that holds
 * `pnpm-workspace.yaml`. Paths are found from the working directory, not from `import.meta.url`,
 * because the storefront bundles this package (Next moves the code, and a `new URL(…,
 * import.meta.url)` would be taken for an asset to bundle).
 */
export function repoRoot(start: string = process.cwd()): string {
  let folder = start;
  for (;;) {
    if (existsSync(join(folder, 'pnpm-workspace.yaml'))) return folder;
    const parent = dirname(folder);
    if (parent === folder) return start;
    folder = parent;
  }
}

/** The SQL migrations drizzle-kit generated, committed in `shop/drizzle`. */
export function migrationsFolder(): string {
  return join(repoRoot(), 'shop', 'drizzle');
}

/** `<repo>/.data/pglite` (git-ignored). */
export function defaultPgliteDataDir(): string {
  return join(repoRoot(), '.data', 'pglite');
}
