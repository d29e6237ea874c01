import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../contract';
import { AUTHOR, openTestStore, tempDataDir } from '../testing/store';

let store: DocumentStore;
let cleanup: () => Promise<void>;
const ids: string[] = [];

/** Four transactions, one second apart from 2026-01-01T00:00:00Z (the stepping test clock). */
beforeEach(async () => {
  const dir = await tempDataDir();
  cleanup = dir.cleanup;
  store = await openTestStore(dir.dataDir);
  ids.length = 0;
  const commits = [
    [{ create: { _id: 'a', _type: 'post', v: 1 } }],
    [{ create: { _id: 'b', _type: 'post' } }],
    [{ patch: { id: 'a', set: { v: 2 } } }],
    [{ delete: { id: 'a' } }],
  ] as const;
  for (const mutations of commits) ids.push((await store.commit(mutations, AUTHOR)).id);
});

afterEach(async () => {
  await store.close();
  await cleanup();
});

describe('history', () => {
  it('lists the transactions that changed the documents, oldest first', () => {
    expect(store.history({ documentIds: ['a'] }).map((tx) => tx.seq)).toEqual([1, 3, 4]);
    expect(store.history({ documentIds: ['a', 'b'] }).map((tx) => tx.seq)).toEqual([1, 2, 3, 4]);
    expect(store.history({ documentIds: ['nothing'] })).toEqual([]);
  });

  it('honours reverse, limit and inclusive time and transaction bounds', () => {
    const seqs = (query: Omit<Parameters<DocumentStore['history']>[0], 'documentIds'>) =>
      store.history({ documentIds: ['a', 'b'], ...query }).map((tx) => tx.seq);
    expect(seqs({ reverse: true, limit: 2 })).toEqual([4, 3]);
    expect(seqs({ fromTime: '2026-01-01T00:00:01.000Z', toTime: '2026-01-01T00:00:02.000Z' })).toEqual([2, 3]);
    expect(seqs({ fromTransaction: ids[1], toTransaction: ids[2] })).toEqual([2, 3]);
  });

  it('answers 404 for an unknown transaction bound', () => {
    expect(() => store.history({ documentIds: ['a'], fromTransaction: 'unknown' })).toThrow(/not found/);
  });
});

describe('documentAt', () => {
  it('gives the document right after a transaction', () => {
    expect(store.documentAt('a', { transactionId: ids[0] })?.v).toBe(1);
    expect(store.documentAt('a', { transactionId: ids[1] })?.v).toBe(1);
    expect(store.documentAt('a', { transactionId: ids[2] })?.v).toBe(2);
    expect(store.documentAt('a', { transactionId: ids[3] })).toBeNull();
  });

  it('gives the document as of a time', () => {
    expect(store.documentAt('a', { time: '2025-12-31T23:59:59.000Z' })).toBeNull();
    expect(store.documentAt('a', { time: '2026-01-01T00:00:02.500Z' })?.v).toBe(2);
    expect(store.documentAt('a', { time: '2026-01-01T00:00:03.000Z' })).toBeNull();
  });

  it('is null for an unknown transaction', () => {
    expect(store.documentAt('a', { transactionId: 'unknown' })).toBeNull();
  });
});
