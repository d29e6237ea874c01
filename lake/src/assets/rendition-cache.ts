import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RenderPlan } from './image-plan';
import { contentTypes, extensions, renderImage, variantKey } from './image-render';

/**
 * The rendered variants on disk (`<cacheDir>/<source file>/<key>.<ext>`), at most `maxBytes` in
 * all: past that, the least recently used go (an in-memory index in use order; after a restart,
 * files count as used when they were written). One folder per source file, so deleting an asset
 * drops its variants at once. Concurrent requests for the same variant share one render, and at
 * most RENDER_CONCURRENCY renders run at once (sharp itself is multi-threaded).
 */

export const DEFAULT_RENDITION_CACHE_BYTES = 256 * 1024 * 1024;
const RENDER_CONCURRENCY = 2;

export interface Rendition {
  readonly bytes: Buffer;
  readonly contentType: string;
  /** Names the variant; the ETag. */
  readonly key: string;
}

interface Entry {
  readonly source: string;
  readonly size: number;
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

export class RenditionCache {
  /** Relative path → entry, least recently used first. */
  private readonly entries = new Map<string, Entry>();
  private total = 0;
  private loaded: Promise<void> | null = null;
  private readonly inFlight = new Map<string, Promise<Rendition>>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly dir: string,
    readonly maxBytes: number = DEFAULT_RENDITION_CACHE_BYTES,
  ) {}

  /** Bytes of the variants on disk. */
  async usedBytes(): Promise<number> {
    await this.load();
    return this.total;
  }

  /** The variant from disk, or rendered (once, however many ask at the same time) and kept. */
  rendition(sourceFile: string, sourcePath: string, plan: RenderPlan): Promise<Rendition> {
    const key = variantKey(sourceFile, plan);
    const existing = this.inFlight.get(key);
    if (existing) return existing;
    const contentType = contentTypes[plan.format];
    const relative = join(sourceFile, `${key}.${extensions[plan.format]}`);
    const work = (async (): Promise<Rendition> => {
      await this.load();
      const cached = await this.read(relative);
      if (cached) return { bytes: cached, contentType, key };
      const bytes = await this.withRenderSlot(async () => renderImage(await readFile(sourcePath), plan));
      await this.keep(sourceFile, relative, bytes);
      return { bytes, contentType, key };
    })().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }

  /** Removes every variant of a source file (its asset was deleted). */
  async dropSource(sourceFile: string): Promise<void> {
    await this.load();
    for (const [relative, entry] of this.entries) {
      if (entry.source !== sourceFile) continue;
      this.entries.delete(relative);
      this.total -= entry.size;
    }
    await rm(join(this.dir, sourceFile), { recursive: true, force: true });
  }

  private async read(relative: string): Promise<Buffer | null> {
    const entry = this.entries.get(relative);
    if (!entry) return null;
    try {
      const bytes = await readFile(join(this.dir, relative));
      // Most recently used last.
      this.entries.delete(relative);
      this.entries.set(relative, entry);
      return bytes;
    } catch (error) {
      if (!isMissing(error)) throw error;
      if (this.entries.get(relative) === entry) {
        this.entries.delete(relative);
        this.total -= entry.size;
      }
      return null;
    }
  }

  private async keep(source: string, relative: string, bytes: Buffer): Promise<void> {
    if (bytes.length > this.maxBytes) return;
    const target = join(this.dir, relative);
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(join(this.dir, source), { recursive: true });
      await writeFile(temp, bytes);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      console.warn(`[lake] could not cache an image rendition: ${String(error)}`);
      return;
    }
    const previous = this.entries.get(relative);
    if (previous) this.total -= previous.size;
    this.entries.delete(relative);
    this.entries.set(relative, { source, size: bytes.length });
    this.total += bytes.length;
    await this.evict();
  }

  /** Drops least recently used variants until the total fits. */
  private async evict(): Promise<void> {
    const doomed: string[] = [];
    for (const [relative, entry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(relative);
      this.total -= entry.size;
      doomed.push(relative);
    }
    await Promise.all(doomed.map((relative) => rm(join(this.dir, relative), { force: true })));
  }

  /** Reads what an earlier run left (oldest first), removing temp files and the old flat layout. */
  private load(): Promise<void> {
    this.loaded ??= (async () => {
      const found: { relative: string; source: string; size: number; mtimeMs: number }[] = [];
      const top = await readdir(this.dir, { withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      for (const item of top) {
        if (!item.isDirectory()) {
          await rm(join(this.dir, item.name), { force: true });
          continue;
        }
        for (const name of await readdir(join(this.dir, item.name))) {
          const relative = join(item.name, name);
          if (name.endsWith('.tmp')) {
            await rm(join(this.dir, relative), { force: true });
            continue;
          }
          const info = await stat(join(this.dir, relative)).catch(() => null);
          if (info?.isFile()) found.push({ relative, source: item.name, size: info.size, mtimeMs: info.mtimeMs });
        }
      }
      found.sort((a, b) => a.mtimeMs - b.mtimeMs);
      for (const { relative, source, size } of found) {
        if (this.entries.has(relative)) continue;
        this.entries.set(relative, { source, size });
        this.total += size;
      }
      await this.evict();
    })().catch((error: unknown) => {
      this.loaded = null;
      throw error;
    });
    return this.loaded;
  }

  private async withRenderSlot<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= RENDER_CONCURRENCY) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}
