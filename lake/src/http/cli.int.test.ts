import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testTlsDir } from '../testing/http-lake';

const lakeDir = fileURLToPath(new URL('../../', import.meta.url));
const tsxCli = join(lakeDir, 'node_modules', 'tsx', 'dist', 'cli.mjs');

const readyFile = z.object({
  url: z.string(),
  port: z.number(),
  pid: z.number(),
  certPath: z.string(),
  studioLoginUrl: z.string(),
  webhookSecret: z.string().min(32),
});

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lake-cli-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function waitFor<T>(check: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('lake CLI (`tsx src/cli.ts start`)', () => {
  it('imports on first start, writes lake.json when ready, prints the sign-in URL, stops cleanly on SIGTERM, exports', async () => {
    const dataDir = join(root, 'data');
    const extra = join(root, 'extra.ndjson');
    await writeFile(extra, `${JSON.stringify({ _id: 'e2e-page', _type: 'topicPage', title: 'Fixture' })}\n`);
    const child = spawn(process.execPath, [tsxCli, 'src/cli.ts', 'start'], {
      cwd: lakeDir,
      env: {
        ...process.env,
        LAKE_DATA_DIR: dataDir,
        LAKE_PORT: '0',
        LAKE_TLS_DIR: testTlsDir(),
        LAKE_IMPORT_SEED: 'false',
        LAKE_IMPORT_EXTRA: extra,
        LAKE_WEBHOOK_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const ready = await waitFor(async () => {
        if (child.exitCode !== null) throw new Error(`lake exited early:\n${output}`);
        if (!existsSync(join(dataDir, 'lake.json'))) return null;
        return readyFile.parse(JSON.parse(await readFile(join(dataDir, 'lake.json'), 'utf8')));
      }, 30_000);
      expect(ready.url).toBe(`https://localhost:${ready.port}`);
      expect(ready.certPath).toBe(join(testTlsDir(), 'cert.pem'));
      expect(ready.studioLoginUrl).toMatch(new RegExp(`^https://localhost:${ready.port}/studio-login\\?token=.{40,}`));
      // No default webhook secret: the one made in the data folder, for the storefront.
      expect(ready.webhookSecret).toBe((await readFile(join(dataDir, 'webhook-secret'), 'utf8')).trim());

      // NODE_EXTRA_CA_CERTS (set for the test workers) makes fetch trust the lake's certificate.
      const response = await fetch(
        `${ready.url}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_id == "e2e-page"][0].title')}`,
      );
      expect(await response.json()).toMatchObject({ result: 'Fixture' });
      await waitFor(async () => (output.includes(ready.studioLoginUrl) ? true : null), 5_000);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, 'lake.json'))).toBe(false);
    expect(existsSync(join(dataDir, 'lock'))).toBe(false);
    expect((await readdir(dataDir)).some((name) => name.startsWith('snapshot-'))).toBe(true);

    // `export` on the stopped lake's folder writes a `sanity dataset export` archive.
    const exported = spawn(process.execPath, [tsxCli, 'src/cli.ts', 'export', join(root, 'out.tar.gz')], {
      cwd: lakeDir,
      env: { ...process.env, LAKE_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let exportOutput = '';
    exported.stdout.on('data', (chunk: Buffer) => (exportOutput += chunk.toString()));
    expect(await new Promise((resolve) => exported.once('exit', resolve))).toBe(0);
    expect(exportOutput).toContain('Exported 1 documents');
    expect(existsSync(join(root, 'out.tar.gz'))).toBe(true);
  });
});
