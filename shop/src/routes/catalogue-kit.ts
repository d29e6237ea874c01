import type { Context } from 'hono';
import { z } from '@hono/zod-openapi';
import type { CatalogueStructure } from '../catalogue/store/catalogue-structure';
import type { Database } from '../db/database';
import type { Clock } from '../ports';

/** What the catalogue routes share: the database, the cached catalogue structure and the clock. */
export interface CatalogueContext {
  readonly db: Database;
  readonly structure: () => Promise<CatalogueStructure>;
  readonly clock: Clock;
}

/**
 * Public catalogue data may be cached for a minute by browsers and proxies — less when prices
 * change sooner (a promotion's window starts or ends: `maxAgeSeconds`). Slugs, names and labels
 * follow the request's language, so a shared cache must keep one copy per Accept-Language.
 */
export function publicCache(c: Context, maxAgeSeconds = 60): void {
  c.header('Cache-Control', maxAgeSeconds > 0 ? `public, max-age=${maxAgeSeconds}` : 'public, no-cache');
  c.header('Vary', 'Accept-Language');
}

/** Images never change for a URL: a year, immutable. */
export function immutableCache(c: Context): void {
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
}

/** Answer of a former slug: where the current one is. */
export const movedBody = z.object({ location: z.string() }).openapi('Moved');

export const tags = ['catalogue'];

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;

/** Product ids are `prod-000001`-like; anything else (NUL bytes included) never reaches the database. */
export const productIdPattern = /^[a-z0-9-]{1,64}$/u;

/** Path parameter that accepts any string; one that names nothing is a 404. */
export function pathParam(name: string) {
  return z
    .string()
    .max(300)
    .openapi({ param: { name, in: 'path' } });
}
