import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { ContentQuery } from '../pricing/content-query';
import type { ReadinessCheck } from './readiness';

export interface ShopReadinessSources {
  readonly db: Database;
  /** The rate limits' Redis, when `REDIS_URL` is set. */
  readonly redis?: { ping(): Promise<unknown> } | undefined;
  /** The content source the pricing rules come from (the lake, or Sanity), and its name. */
  readonly content?: { readonly name: string; readonly query: ContentQuery } | undefined;
}

/** What the shop needs to answer its requests: the database, Redis when configured, the content source. */
export function shopReadinessChecks(sources: ShopReadinessSources): ReadinessCheck[] {
  const checks: ReadinessCheck[] = [{ name: 'database', probe: () => sources.db.execute(sql`select 1`) }];
  const redis = sources.redis;
  if (redis !== undefined) checks.push({ name: 'redis', probe: () => redis.ping() });
  const content = sources.content;
  if (content !== undefined) checks.push({ name: content.name, probe: () => content.query('1') });
  return checks;
}
