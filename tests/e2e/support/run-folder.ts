import { rmSync } from 'node:fs';

/**
 * Global setup: removes the run's temporary folder (the lake's and the database's data,
 * tests/playwright.config.ts) when the test runner exits. Not a global teardown: that runs before
 * Playwright stops the web server, and the lake still writes its snapshot there on SIGTERM.
 */
export default function removeRunFolderOnExit(): void {
  const runDir = process.env.E2E_RUN_DIR;
  if (runDir === undefined || runDir === '') return;
  process.once('exit', () => rmSync(runDir, { recursive: true, force: true }));
}
