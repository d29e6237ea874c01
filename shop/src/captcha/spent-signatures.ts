/**
 * Where the captcha keeps the challenges already spent on a form, so that a solved challenge is
 * accepted once. In one process a bounded map is enough; several instances of the shop share one
 * Redis (`REDIS_URL`), or a solution refused on one instance would be accepted on the next.
 */
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';

export interface SpentSignatures {
  /** Whether the signature was spent before (a cheap early refusal; `claim` decides). */
  has(signature: string): boolean;
  /** Marks the signature spent until `expiresAtMs`; false when it already was. */
  claim(signature: string, expiresAtMs: number, nowMs: number): Promise<boolean>;
}

/**
 * Each entry needs a solved challenge to get in, and 50 000 entries are a few megabytes; if it
 * ever fills, the oldest entries go first.
 */
const maxEntries = 50_000;
const sweepIntervalMs = 60_000;

/** Spent signatures in this process: signature → expiry (ms). */
export function createMemorySpentSignatures(): SpentSignatures & { size(): number } {
  const spent = new Map<string, number>();
  let lastSweep = 0;
  return {
    has: (signature) => spent.has(signature),
    async claim(signature, expiresAtMs, nowMs) {
      if (spent.has(signature)) return false;
      if (nowMs - lastSweep >= sweepIntervalMs) {
        lastSweep = nowMs;
        for (const [used, expiry] of spent) {
          if (expiry <= nowMs) spent.delete(used);
        }
      }
      if (spent.size >= maxEntries) {
        const oldest = spent.keys().next();
        if (!oldest.done) spent.delete(oldest.value);
      }
      spent.set(signature, expiresAtMs);
      return true;
    },
    size: () => spent.size,
  };
}

export interface RedisSpentSignaturesOptions {
  /** Every key starts with this; tests use their own prefix. */
  readonly keyPrefix?: string;
  /** Hears of an outage once, and of the recovery once (default: console.warn). */
  readonly log?: (message: string) => void;
}

/**
 * Spent signatures shared through Redis (`SET … NX PXAT expiry`: the first instance to claim one
 * wins, the key goes when the challenge would have expired anyway). Every claim is also kept in
 * this process, and while Redis cannot answer the process alone decides: a replay on the same
 * instance is still refused, one on another instance during the outage is not.
 */
export function createRedisSpentSignatures(
  redisUrl: string,
  options: RedisSpentSignaturesOptions = {},
): SpentSignatures & { close(): Promise<void> } {
  const keyPrefix = options.keyPrefix ?? 'seedshop:altcha:';
  const log = options.log ?? ((message: string) => console.warn(message));
  const local = createMemorySpentSignatures();
  const redis = new Redis(redisUrl, {
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    commandTimeout: 2_000,
    enableOfflineQueue: false,
  });
  let outage = false;
  function enterOutage(error: unknown): void {
    if (outage) return;
    outage = true;
    const reason = error instanceof Error ? error.message : String(error);
    log(`shop: captcha replays are checked in this process only: Redis unreachable (${reason})`);
  }
  redis.on('error', enterOutage);
  redis.on('ready', () => {
    if (!outage) return;
    outage = false;
    log('shop: Redis is reachable again; spent captcha solutions are shared again');
  });
  /** Ready, or just starting up and ready within a second (not during an outage). */
  async function connected(): Promise<boolean> {
    if (redis.status === 'ready') return true;
    if (outage || !['wait', 'connecting', 'connect'].includes(redis.status)) return false;
    return new Promise<boolean>((done) => {
      const timer = setTimeout(() => done(false), 1_000);
      redis.once('ready', () => {
        clearTimeout(timer);
        done(true);
      });
    });
  }
  // A signature is hex of any length a client sends: the key is its hash, fixed in length.
  const keyOf = (signature: string) => `${keyPrefix}${createHash('sha256').update(signature).digest('base64url')}`;

  return {
    has: (signature) => local.has(signature),
    async claim(signature, expiresAtMs, nowMs) {
      if (!(await local.claim(signature, expiresAtMs, nowMs))) return false;
      if (!(await connected())) return true;
      try {
        const reply = await redis.set(keyOf(signature), '1', 'PXAT', Math.max(expiresAtMs, nowMs + 1), 'NX');
        return reply === 'OK';
      } catch (error) {
        enterOutage(error);
        return true;
      }
    },
    async close() {
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    },
  };
}
