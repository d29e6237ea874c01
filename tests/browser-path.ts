import { existsSync } from 'node:fs';

/**
 * The browser the end-to-end tests drive, always the machine's own (never a downloaded one):
 * `CHROMIUM_PATH` when set, else Debian's headless shell (`apt-get install chromium-headless-shell`,
 * Chromium's old headless mode without the full browser's compositor and GPU process: the same
 * journeys took half the time on two cores), else Debian's full Chromium.
 */
export function chromiumPath(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured !== undefined && configured !== '') return configured;
  return (
    ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium'
  );
}
