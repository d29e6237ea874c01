import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isMissingFile } from './transaction-log';

const LOCK_FILE = 'lock';

/**
 * Makes sure only one store writes a data folder: two writers would interleave log lines and
 * hand out clashing seqs. The lock file holds the owner's pid; a lock left by a process that is
 * gone (a crash) is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const file = await open(path, 'wx');
      await file.writeFile(`${process.pid}\n`);
      await file.close();
      return () => rm(path, { force: true });
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      const owner = await readOwner(path);
      if (owner !== null && isAlive(owner)) {
        throw new Error(
          `${dataDir} is in use by process ${owner} (another lake is running on it); if none is, delete ${path}`,
        );
      }
      await rm(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

async function readOwner(path: string): Promise<number | null> {
  try {
    const pid = Number.parseInt(await readFile(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if (isMissingFile(error)) return null;
    throw error;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}
