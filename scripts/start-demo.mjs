#!/usr/bin/env node
/**
 * `pnpm start`: runs the shop with its demo content on http://localhost:3000 (PORT overrides).
 * Builds the storefront first when there is no build yet or the sources changed since the last one,
 * then serves the production build. No accounts, keys or outside services are needed.
 */
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'web');
const next = join(web, 'node_modules', 'next', 'dist', 'bin', 'next');
const buildIdFile = join(web, '.next', 'BUILD_ID');
const port = process.env.PORT ?? '3000';

/** Newest modification time below a folder, skipping dependencies and build output. */
function newestChange(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '.next' || entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = [web, join(root, 'locales'), join(root, 'shop'), join(root, 'content'), join(root, 'schemas')];
const needsBuild =
  !existsSync(buildIdFile) || sources.some((folder) => newestChange(folder) > statSync(buildIdFile).mtimeMs);

if (needsBuild) {
  console.info('[seedshop] building the storefront (first start or changed sources)…');
  const build = spawnSync(process.execPath, [next, 'build'], { cwd: web, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.info(`[seedshop] starting on http://localhost:${port}`);
// The demo has no mail server, so the dev mailbox shows the mails (allowed on localhost only).
const demoEnv = { SHOP_DEV_MAILBOX: 'true', SITE_URL: `http://localhost:${port}`, ...process.env };
const server = spawn(process.execPath, [next, 'start', '--port', port], { cwd: web, stdio: 'inherit', env: demoEnv });
console.info(`[seedshop] mails go to the dev mailbox: http://localhost:${port}/dev/mailbox`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
