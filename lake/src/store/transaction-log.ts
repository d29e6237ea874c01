import { type FileHandle, open, readFile, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transaction } from '../contract';
import { fsyncFolder } from './fsync-folder';
import { transactionSchema } from './schemas';

export const LOG_FILE = 'log.ndjson';

/**
 * The append-only transaction log: one JSON line per committed transaction, `seq` 1, 2, 3, …
 * A transaction is committed once its line (with the newline) is on disk; a crash mid-write
 * leaves a torn last line, which the next open drops.
 */
export class TransactionLog {
  private constructor(
    private readonly handle: FileHandle,
    private size: number,
  ) {}

  /** Reads every whole transaction and opens the log for appending (creating it if needed). */
  static async open(dataDir: string): Promise<{ log: TransactionLog; transactions: Transaction[] }> {
    const path = join(dataDir, LOG_FILE);
    const bytes = await readFile(path).catch((error: unknown) => {
      if (isMissingFile(error)) return Buffer.alloc(0);
      throw error;
    });
    const { transactions, validBytes } = parseLog(bytes, path);
    if (validBytes < bytes.length) {
      console.warn(`lake: dropping a torn last line of ${path} (a crash during a commit; that commit never finished)`);
      await truncate(path, validBytes);
    }
    const handle = await open(path, 'a');
    await handle.datasync();
    // A new (or truncated) log must survive a crash too, not only the lines appended later.
    await fsyncFolder(dataDir);
    return { log: new TransactionLog(handle, validBytes), transactions };
  }

  /** Appends one transaction and waits for it to reach the disk. */
  async append(transaction: Transaction): Promise<void> {
    const line = Buffer.from(`${JSON.stringify(transaction)}\n`);
    try {
      // A short write is possible in principle: keep going until the whole line is out.
      let written = 0;
      while (written < line.length) {
        const { bytesWritten } = await this.handle.write(line, written);
        written += bytesWritten;
      }
      await this.handle.datasync();
    } catch (error) {
      // A half-written line would poison every later append: cut back to the last whole line.
      await this.handle.truncate(this.size).catch(() => undefined);
      throw error;
    }
    this.size += line.length;
  }

  async close(): Promise<void> {
    await this.handle.close();
  }
}

/**
 * Parses the log. Only the last line may be broken (a torn write); a broken line followed by
 * more lines means the file was damaged some other way, which must not be skipped silently.
 */
export function parseLog(bytes: Buffer, path: string): { transactions: Transaction[]; validBytes: number } {
  const transactions: Transaction[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const end = bytes.indexOf(0x0a, offset);
    // Without its newline a line was never acknowledged, even if its JSON happens to be whole.
    const transaction = end === -1 ? null : parseLine(bytes.toString('utf8', offset, end));
    if (!transaction) {
      if (end === -1 || bytes.toString('utf8', end + 1).trim() === '') break;
      throw new Error(`${path}: line ${transactions.length + 1} is not a transaction; the log is damaged`);
    }
    const expected = transactions.length + 1;
    if (transaction.seq !== expected) {
      throw new Error(`${path}: expected transaction seq ${expected}, found ${transaction.seq}; the log is damaged`);
    }
    transactions.push(transaction);
    offset = end + 1;
  }
  return { transactions, validBytes: offset };
}

function parseLine(line: string): Transaction | null {
  try {
    const parsed = transactionSchema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
