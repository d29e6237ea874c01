import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LakeError, type DocumentStore } from '../contract';
import { openLakeStore, type OpenStoreOptions } from '../store/open-store';

/** A fresh data folder per test, and stores that are closed and removed afterwards. */
export async function tempDataDir(): Promise<{ dataDir: string; cleanup: () => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lake-store-'));
  return { dataDir, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
}

/** A clock that moves one second per call, so timestamps are predictable and increasing. */
export function steppingClock(start = Date.parse('2026-01-01T00:00:00.000Z')): () => Date {
  let time = start;
  return () => {
    const now = new Date(time);
    time += 1000;
    return now;
  };
}

export function openTestStore(dataDir: string, options: Partial<OpenStoreOptions> = {}): Promise<DocumentStore> {
  return openLakeStore({ dataDir, now: steppingClock(), ...options });
}

export const AUTHOR = { author: 'p-test' } as const;

/** The LakeError a promise rejects with (anything else fails the test). */
export async function rejection(promise: Promise<unknown>): Promise<LakeError> {
  const error = await promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  );
  if (error instanceof LakeError) return error;
  throw error;
}
