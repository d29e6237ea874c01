/**
 * Next's cache handler when `REDIS_URL` is set (next.config.ts names this file only then): every
 * storefront instance keeps its rendered pages and tagged fetches in one Redis, so a revalidation
 * (the content webhook's `revalidateTag`) reaching one instance purges the entry for all of them.
 * Built on @fortedigital/nextjs-cache-handler's `redis-strings` handler (docs/adr/0037-cluster.md).
 *
 * While Redis cannot answer, this instance caches in a small in-process LRU instead, started empty
 * at each change of state so that nothing cached before an outage is served after a purge it
 * missed; a purge during the outage reaches only the instance that receives it (as with one
 * process per cache). The outage and the recovery are logged once each.
 *
 * Settings: REDIS_URL; the keys start with `seedshop:next:<build id>:`, so a new build never reads
 * the entries an older one wrote.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { Redis } from 'ioredis';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A Redis command that takes longer than this counts as failed; the page renders instead. */
const commandTimeoutMs = 1_000;

/** @param {number} level pino's number @param {string} msg */
function log(level, msg) {
  const line = JSON.stringify({ level, time: Date.now(), service: 'storefront', msg });
  if (level >= 40) console.warn(line);
  else console.info(line);
}

function buildId() {
  try {
    return readFileSync(join(dirname(dirname(fileURLToPath(import.meta.url))), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown';
  }
}

/**
 * The in-process cache used only while Redis is away; emptied whenever Redis goes or comes back.
 * @param {Redis} redis
 */
function localWhileRedisDown(redis) {
  const create = () => createLruHandler({ maxItemsNumber: 1_000, maxItemSizeBytes: 100 * 1024 * 1024 });
  let local = create();
  let down = false;
  const isDown = () => {
    const nowDown = redis.status !== 'ready';
    if (nowDown !== down) {
      down = nowDown;
      local = create();
    }
    return down;
  };
  const handler = {
    name: 'local-while-redis-down',
    get: (key, meta) => (isDown() ? local.get(key, meta) : Promise.resolve(null)),
    set: (key, value, ctx) => (isDown() ? local.set(key, value, ctx) : Promise.resolve()),
    revalidateTag: (tag) => local.revalidateTag(tag),
    delete: (key) => local.delete?.(key) ?? Promise.resolve(),
  };
  return handler;
}

function configure() {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('web/server/shared-cache.mjs needs REDIS_URL');
  // Fail fast while Redis is away (no offline queue, one retry) instead of holding a page render.
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    commandTimeout: commandTimeoutMs,
    enableOfflineQueue: false,
  });
  let outage = false;
  redis.on('error', (error) => {
    if (outage) return;
    outage = true;
    log(40, `storefront cache: Redis unreachable (${error.message}); caching in this process until it is back`);
  });
  redis.on('ready', () => {
    if (!outage) return;
    outage = false;
    log(30, 'storefront cache: Redis is reachable again; the cache is shared again');
  });
  const shared = createRedisHandler({
    client: ioredisAdapter(redis),
    keyPrefix: `seedshop:next:${buildId()}:`,
    timeoutMs: commandTimeoutMs,
  });
  // Redis first; its `get` throws while Redis is away, and only then is the local one asked.
  return { handlers: [shared, localWhileRedisDown(redis)] };
}

/** One configuration (one Redis connection) per process, whichever Next module loads this file. */
const configKey = Symbol.for('seedshop.sharedCacheConfig');
CacheHandler.onCreation(() => {
  const store = /** @type {Record<symbol, ReturnType<typeof configure> | undefined>} */ (globalThis);
  store[configKey] ??= configure();
  return store[configKey];
});

export default CacheHandler;
