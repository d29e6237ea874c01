import { readFileSync } from 'node:fs';
import { appendFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentStore, Transaction } from '../contract';
import { openStore } from './open-store';
import { AUTHOR, openTestStore, tempDataDir, rejection } from '../testing/store';
import { LOG_FILE } from './transaction-log';

let dataDir: string;
let cleanup: () => Promise<void>;
const open: DocumentStore[] = [];

async function openOnce(options: { snapshotEvery?: number } = {}): Promise<DocumentStore> {
  const store = await openTestStore(dataDir, options);
  open.push(store);
  return store;
}

async function reopen(store: DocumentStore): Promise<DocumentStore> {
  await store.close();
  return openOnce();
}

beforeEach(async () => {
  ({ dataDir, cleanup } = await tempDataDir());
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((store) => store.close()));
  await cleanup();
});

describe('commit', () => {
  it('returns the transaction: seq, id = every written _rev, results, changes', async () => {
    const store = await openOnce();
    const tx = await store.commit(
      [{ create: { _id: 'a', _type: 'post' } }, { createOrReplace: { _id: 'b', _type: 'post' } }],
      {
        ...AUTHOR,
        transactionId: 'my-tx',
      },
    );
    expect(tx).toMatchObject({ seq: 1, id: 'my-tx', author: 'p-test', timestamp: '2026-01-01T00:00:00.000Z' });
    expect(tx.results).toEqual([
      { id: 'a', operation: 'create' },
      { id: 'b', operation: 'create' },
    ]);
    expect(store.get('a')?._rev).toBe('my-tx');
    expect(store.get('b')?._rev).toBe('my-tx');
    expect(store.seq).toBe(1);
    expect([...store.documents()].map((doc) => doc._id).sort()).toEqual(['a', 'b']);
  });

  it('generates 22-character transaction ids', async () => {
    const store = await openOnce();
    const tx = await store.commit([{ create: { _id: 'a', _type: 'post' } }], AUTHOR);
    expect(tx.id).toMatch(/^[A-Za-z0-9]{22}$/);
  });

  it('is all or nothing: a failing mutation leaves documents, seq and log untouched', async () => {
    const store = await openOnce();
    await store.commit([{ create: { _id: 'a', _type: 'post', n: 1 } }], AUTHOR);
    const logBefore = await readFile(join(dataDir, LOG_FILE), 'utf8');
    const listener = vi.fn();
    store.subscribe(listener);

    const error = await rejection(
      store.commit([{ patch: { id: 'a', set: { n: 2 } } }, { create: { _id: 'a', _type: 'post' } }], AUTHOR),
    );

    expect(error.status).toBe(409);
    expect(store.get('a')?.n).toBe(1);
    expect(store.seq).toBe(1);
    expect(await readFile(join(dataDir, LOG_FILE), 'utf8')).toBe(logBefore);
    expect(listener).not.toHaveBeenCalled();
  });

  it('rejects malformed mutations with 400 before touching anything', async () => {
    const store = await openOnce();
    const malformed: unknown = { create: { _id: 'a' } };
    // Simulates a request body that slipped past the HTTP layer unvalidated.
    const error = await rejection(Reflect.apply(store.commit, store, [[malformed], AUTHOR]));
    expect(error.status).toBe(400);
    expect((await rejection(store.commit([], AUTHOR))).status).toBe(400);
  });

  it('refuses a transaction id that was used before (409)', async () => {
    const store = await openOnce();
    await store.commit([{ create: { _id: 'a', _type: 'post' } }], { ...AUTHOR, transactionId: 'same' });
    const error = await rejection(
      store.commit([{ create: { _id: 'b', _type: 'post' } }], { ...AUTHOR, transactionId: 'same' }),
    );
    expect(error.status).toBe(409);
  });

  it('serializes concurrent commits in call order', async () => {
    const store = await openOnce();
    await store.commit([{ create: { _id: 'counter', _type: 'counter', n: 0 } }], AUTHOR);
    const commits = Array.from({ length: 20 }, () =>
      store.commit([{ patch: { id: 'counter', inc: { n: 1 } } }], AUTHOR),
    );
    const transactions = await Promise.all(commits);
    expect(transactions.map((tx) => tx.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    expect(store.get('counter')?.n).toBe(20);
  });

  it('keeps commit times increasing even if the clock goes back', async () => {
    const times = ['2026-01-01T00:00:05.000Z', '2026-01-01T00:00:01.000Z'];
    const store = await openTestStore(dataDir, { now: () => new Date(times.shift() ?? 0) });
    open.push(store);
    await store.commit([{ create: { _id: 'a', _type: 'post' } }], AUTHOR);
    const second = await store.commit([{ create: { _id: 'b', _type: 'post' } }], AUTHOR);
    expect(second.timestamp).toBe('2026-01-01T00:00:05.000Z');
  });
});

describe('subscribe', () => {
  it('calls listeners once per commit, in seq order, after the transaction is on disk', async () => {
    const store = await openOnce();
    const seen: { seq: number; linesOnDisk: number }[] = [];
    store.subscribe((tx) => {
      const linesOnDisk = readFileSync(join(dataDir, LOG_FILE), 'utf8').trim().split('\n').length;
      seen.push({ seq: tx.seq, linesOnDisk });
    });
    await Promise.all([1, 2, 3].map((n) => store.commit([{ create: { _id: `d${n}`, _type: 'post' } }], AUTHOR)));
    expect(seen).toEqual([
      { seq: 1, linesOnDisk: 1 },
      { seq: 2, linesOnDisk: 2 },
      { seq: 3, linesOnDisk: 3 },
    ]);
  });

  it('survives a throwing listener and stops calling unsubscribed ones', async () => {
    const store = await openOnce();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls: Transaction[] = [];
    store.subscribe(() => {
      throw new Error('listener bug');
    });
    const unsubscribe = store.subscribe((tx) => calls.push(tx));
    await store.commit([{ create: { _id: 'a', _type: 'post' } }], AUTHOR);
    unsubscribe();
    await store.commit([{ create: { _id: 'b', _type: 'post' } }], AUTHOR);
    expect(calls.map((tx) => tx.seq)).toEqual([1]);
    expect(consoleError).toHaveBeenCalledTimes(2);
  });
});

describe('persistence', () => {
  it('reopens with every committed document, seq and history', async () => {
    const store = await openOnce();
    await store.commit([{ create: { _id: 'a', _type: 'post', title: 'one' } }], AUTHOR);
    await store.commit(
      [{ patch: { id: 'a', set: { title: 'two' } } }, { create: { _id: 'b', _type: 'post' } }],
      AUTHOR,
    );
    await store.commit([{ delete: { id: 'b' } }], AUTHOR);
    const expected = store.get('a');

    const again = await reopen(store);
    expect(again.seq).toBe(3);
    expect(again.get('a')).toEqual(expected);
    expect(again.get('b')).toBeNull();
    expect(again.history({ documentIds: ['a'] }).map((tx) => tx.seq)).toEqual([1, 2]);
    const next = await again.commit([{ create: { _id: 'c', _type: 'post' } }], AUTHOR);
    expect(next.seq).toBe(4);
  });

  it('ignores and truncates a torn last line (a crash mid-append)', async () => {
    const store = await openOnce();
    await store.commit([{ create: { _id: 'a', _type: 'post' } }], AUTHOR);
    await store.close();
    const logPath = join(dataDir, LOG_FILE);
    const whole = await readFile(logPath, 'utf8');
    await appendFile(logPath, '{"seq":2,"id":"torn","timestamp":"2026-');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const again = await openOnce();
    expect(again.seq).toBe(1);
    expect(again.get('a')).not.toBeNull();
    expect(warn).toHaveBeenCalled();
    expect(await readFile(logPath, 'utf8')).toBe(whole);
    expect((await again.commit([{ create: { _id: 'b', _type: 'post' } }], AUTHOR)).seq).toBe(2);
  });

  it('refuses to open a log damaged before its last line', async () => {
    const store = await openOnce();
    await store.commit([{ create: { _id: 'a', _type: 'post' } }], AUTHOR);
    await store.commit([{ create: { _id: 'b', _type: 'post' } }], AUTHOR);
    await store.close();
    const logPath = join(dataDir, LOG_FILE);
    const [, second] = (await readFile(logPath, 'utf8')).split('\n');
    await writeFile(logPath, `garbage\n${second ?? ''}\n`);
    await expect(openStore({ dataDir })).rejects.toThrow(/damaged/);
  });

  it('opens from a snapshot and replays the transactions after it', async () => {
    const store = await openOnce();
    await store.commit([{ create: { _id: 'a', _type: 'post', n: 1 } }], AUTHOR);
    await store.snapshot();
    await store.commit([{ patch: { id: 'a', inc: { n: 1 } } }, { create: { _id: 'b', _type: 'post' } }], AUTHOR);
    expect(await readdir(dataDir)).toContain('snapshot-1.ndjson');

    const again = await reopen(store);
    expect(again.get('a')?.n).toBe(2);
    expect(again.get('b')).not.toBeNull();
    expect(again.seq).toBe(2);
    expect(again.history({ documentIds: ['a'] })).toHaveLength(2);
  });

  it('keeps the newest two snapshots and falls back when the newest is damaged', async () => {
    const store = await openOnce();
    for (let n = 1; n <= 3; n += 1) {
      await store.commit([{ createOrReplace: { _id: 'a', _type: 'post', n } }], AUTHOR);
      await store.snapshot();
    }
    expect((await readdir(dataDir)).filter((name) => name.startsWith('snapshot-')).sort()).toEqual([
      'snapshot-2.ndjson',
      'snapshot-3.ndjson',
    ]);
    await store.close();
    await writeFile(join(dataDir, 'snapshot-3.ndjson'), '{"seq":3,"documents":1}\n{broken');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const again = await openOnce();
    expect(again.get('a')?.n).toBe(3);
  });

  it('takes snapshots by itself every `snapshotEvery` commits', async () => {
    const store = await openOnce({ snapshotEvery: 2 });
    for (let n = 1; n <= 4; n += 1) await store.commit([{ createOrReplace: { _id: 'a', _type: 'post', n } }], AUTHOR);
    await store.close();
    expect((await readdir(dataDir)).filter((name) => name.startsWith('snapshot-')).sort()).toEqual([
      'snapshot-2.ndjson',
      'snapshot-4.ndjson',
    ]);
  });

  it('lets only one open store use a data folder', async () => {
    const store = await openOnce();
    await expect(openStore({ dataDir })).rejects.toThrow(/in use/);
    await store.close();
    const again = await openOnce();
    expect(again.seq).toBe(0);
  });

  it('refuses commits after close', async () => {
    const store = await openOnce();
    await store.close();
    await expect(store.commit([{ create: { _id: 'a', _type: 'post' } }], AUTHOR)).rejects.toThrow(/closed/);
  });
});
