import { open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { SanityDocument } from '../contract';
import { fsyncFolder } from './fsync-folder';
import { sanityDocumentSchema } from './schemas';

/** How many snapshots stay on disk: the newest, and one to fall back on if it is damaged. */
const KEEP = 2;
const SNAPSHOT_NAME = /^snapshot-(\d+)\.ndjson$/;

const headerSchema = z.object({ seq: z.number().int().nonnegative(), documents: z.number().int().nonnegative() });

export interface Snapshot {
  readonly seq: number;
  readonly documents: SanityDocument[];
}

/**
 * Writes `snapshot-<seq>.ndjson` (a header line, then one document per line) so that it either
 * appears whole or not at all: temp file, fsync, rename, fsync of the folder. Then prunes old ones.
 */
export async function writeSnapshot(dataDir: string, seq: number, documents: Iterable<SanityDocument>): Promise<void> {
  const lines: string[] = [];
  for (const doc of documents) lines.push(JSON.stringify(doc));
  const header = JSON.stringify({ seq, documents: lines.length });
  const finalPath = join(dataDir, snapshotName(seq));
  const tempPath = `${finalPath}.tmp`;
  const file = await open(tempPath, 'w');
  try {
    await file.writeFile(`${[header, ...lines].join('\n')}\n`);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(tempPath, finalPath);
  await fsyncFolder(dataDir);
  await pruneSnapshots(dataDir);
}

/** The newest snapshot that reads back whole, or null when there is none. */
export async function readNewestSnapshot(dataDir: string): Promise<Snapshot | null> {
  for (const seq of await snapshotSeqs(dataDir)) {
    const path = join(dataDir, snapshotName(seq));
    const snapshot = parseSnapshot(await readFile(path, 'utf8'));
    if (snapshot && snapshot.seq === seq) return snapshot;
    console.warn(`lake: ignoring damaged snapshot ${path}`);
  }
  return null;
}

export function parseSnapshot(text: string): Snapshot | null {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  try {
    const header = headerSchema.safeParse(JSON.parse(lines[0] ?? ''));
    if (!header.success || header.data.documents !== lines.length - 1) return null;
    const documents: SanityDocument[] = [];
    for (const line of lines.slice(1)) {
      const doc = sanityDocumentSchema.safeParse(JSON.parse(line));
      if (!doc.success) return null;
      documents.push(doc.data);
    }
    return { seq: header.data.seq, documents };
  } catch {
    return null;
  }
}

/** Seqs of the snapshots in `dataDir`, newest first. */
async function snapshotSeqs(dataDir: string): Promise<number[]> {
  const names = await readdir(dataDir);
  const seqs: number[] = [];
  for (const name of names) {
    const match = SNAPSHOT_NAME.exec(name);
    if (match?.[1]) seqs.push(Number(match[1]));
  }
  return seqs.sort((a, b) => b - a);
}

async function pruneSnapshots(dataDir: string): Promise<void> {
  const stale = (await snapshotSeqs(dataDir)).slice(KEEP);
  await Promise.all(stale.map((seq) => rm(join(dataDir, snapshotName(seq)), { force: true })));
  // Leftovers of a snapshot interrupted by a crash.
  const names = await readdir(dataDir);
  await Promise.all(
    names
      .filter((name) => name.startsWith('snapshot-') && name.endsWith('.tmp'))
      .map((name) => rm(join(dataDir, name), { force: true })),
  );
}

function snapshotName(seq: number): string {
  return `snapshot-${seq}.ndjson`;
}
