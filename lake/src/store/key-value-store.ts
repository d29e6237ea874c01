import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { fsyncFolder } from './fsync-folder';

/** One value the Studio keeps per user (Vision's saved queries, pane layouts, …) as JSON. */
export type KeyValue = { readonly key: string; readonly value: unknown };

/** Longest key accepted; the Studio's keys are dotted names well under it. */
export const KEY_MAX_LENGTH = 200;
/** Largest value (as JSON) one key may hold. */
export const VALUE_MAX_BYTES = 1024 * 1024;
/** Most keys one user may keep. */
export const KEYS_PER_USER_MAX = 1000;

/** A key a caller may use: 1–200 characters, no commas (they separate keys in a GET) or control characters. */
export function isValidKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > KEY_MAX_LENGTH) return false;
  for (const character of key) {
    const code = character.charCodeAt(0);
    if (character === ',' || code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

/**
 * The Studio's per-user key-value store (`/users/me/keyvalue`). Each user's values are one JSON
 * file, `<dataDir>/keyvalue/<user>.json`, replaced whole on every write: written to a temporary
 * file, fsynced, renamed over the old one and the folder fsynced, so a crash leaves either the old
 * or the new file, never half of one. Writes of one user run one after another.
 */
export class KeyValueStore {
  private readonly folder: string;
  private readonly cache = new Map<string, Map<string, unknown>>();
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(dataDir: string) {
    this.folder = join(dataDir, 'keyvalue');
  }

  private file(userId: string): string {
    return join(this.folder, `${encodeURIComponent(userId)}.json`);
  }

  private async load(userId: string): Promise<Map<string, unknown>> {
    const cached = this.cache.get(userId);
    if (cached) return cached;
    let values = new Map<string, unknown>();
    try {
      const raw: unknown = JSON.parse(await readFile(this.file(userId), 'utf8'));
      if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) values = new Map(Object.entries(raw));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    this.cache.set(userId, values);
    return values;
  }

  async get(userId: string, keys: readonly string[]): Promise<KeyValue[]> {
    const values = await this.load(userId);
    return keys.map((key) => ({ key, value: values.has(key) ? values.get(key) : null }));
  }

  /** Sets every pair (a `null` value removes the key) and answers what is stored now. */
  async set(userId: string, pairs: readonly KeyValue[]): Promise<KeyValue[]> {
    const previous = this.queues.get(userId) ?? Promise.resolve();
    const next = previous
      .catch(() => undefined)
      .then(async () => {
        const values = new Map(await this.load(userId));
        for (const { key, value } of pairs) {
          if (value === null || value === undefined) values.delete(key);
          else values.set(key, value);
        }
        if (values.size > KEYS_PER_USER_MAX) throw new RangeError(`at most ${KEYS_PER_USER_MAX} keys per user`);
        await this.write(userId, values);
        this.cache.set(userId, values);
        return pairs.map(({ key }) => ({ key, value: values.has(key) ? values.get(key) : null }));
      });
    this.queues.set(userId, next);
    return next;
  }

  private async write(userId: string, values: ReadonlyMap<string, unknown>): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const file = this.file(userId);
    const temporary = `${file}.tmp`;
    const handle = await open(temporary, 'w', 0o600);
    try {
      await handle.writeFile(`${JSON.stringify(Object.fromEntries(values))}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
    await fsyncFolder(this.folder);
  }
}
