import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openStore } from './open-store';
import { tempDataDir } from '../testing/store';

// tsx as a loader in the same process (its CLI would run the script in a grandchild we cannot kill).
const tsxLoader = new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;
const openStoreModule = fileURLToPath(new URL('./open-store.ts', import.meta.url));

let dataDir: string;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ dataDir, cleanup } = await tempDataDir());
});

afterEach(async () => cleanup());

/**
 * "Nothing published is lost on restart or crash": a writer process is killed with SIGKILL in the
 * middle of committing; every commit it had seen resolve must be there after reopening.
 */
it('keeps every acknowledged commit when the process is killed mid-write', async () => {
  const writer = join(dataDir, 'writer.mts');
  await writeFile(
    writer,
    `import { openStore } from ${JSON.stringify(openStoreModule)};
const store = await openStore({ dataDir: ${JSON.stringify(join(dataDir, 'lake'))} });
for (let n = 1; ; n += 1) {
  await store.commit([{ createOrReplace: { _id: 'doc-' + n, _type: 'post', body: 'x'.repeat(2000) } }], { author: 'crash' });
  process.stdout.write('ack ' + n + '\\n');
}
`,
  );
  const child = spawn(process.execPath, ['--import', tsxLoader, writer], { stdio: ['ignore', 'pipe', 'inherit'] });
  let acknowledged = 0;
  await new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', () => resolve());
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      for (const match of chunk.matchAll(/ack (\d+)/g)) acknowledged = Math.max(acknowledged, Number(match[1]));
      if (acknowledged >= 40) child.kill('SIGKILL');
    });
  });

  expect(acknowledged).toBeGreaterThanOrEqual(40);
  // The killed writer left its lock behind; a dead owner's lock is taken over.
  const store = await openStore({ dataDir: join(dataDir, 'lake') });
  try {
    expect(store.seq).toBeGreaterThanOrEqual(acknowledged);
    for (let n = 1; n <= acknowledged; n += 1) expect(store.get(`doc-${n}`)).not.toBeNull();
  } finally {
    await store.close();
  }
}, 30_000);
