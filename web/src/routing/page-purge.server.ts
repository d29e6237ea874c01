import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import { after } from 'next/server';

/**
 * How long after a purge the same tag is purged once more. Next stamps a cached page when it stores
 * it, not when its render began (and with `REDIS_URL` a purge deletes only the entries stored so
 * far): a render that read the old data just before a change and is stored just after its purge
 * would be served until the page's five-minute limit. The second purge, once such renders have been
 * stored, clears them; it costs one more render of each affected page that was visited in between.
 * A render slower than this can still bring the old page back.
 */
export const repurgeDelayMs = 3_000;

/**
 * Expires the cached pages and fetches that carry `tag` now (the next request renders them
 * afresh), and again `repurgeDelayMs` after the answer. Only while Next handles a request: it
 * throws elsewhere, as `revalidateTag` does.
 */
export function purgeTag(tag: string): void {
  revalidateTag(tag, { expire: 0 });
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, repurgeDelayMs));
    revalidateTag(tag, { expire: 0 });
  });
}

/**
 * Expires the cached page at `path` (a concrete address of the cached twin) now and again
 * `repurgeDelayMs` later, as `purgeTag` does for a tag.
 */
export function purgePath(path: string): void {
  revalidatePath(path);
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, repurgeDelayMs));
    revalidatePath(path);
  });
}
