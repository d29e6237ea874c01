/**
 * Rate limits for the forms attackers hammer (login, registration, password reset, contact,
 * newsletter). With Redis, an outage falls back to per-process limits instead of failing requests.
 *
 * Both limiters use a fixed window that opens with a key's first hit and closes `windowSeconds`
 * later — the memory one so that it behaves exactly like the Redis one (INCR + PEXPIRE), which
 * is the cheapest atomic scheme Redis offers. A fixed window can let up to twice the limit
 * through around a window edge; for these limits (5–20 tries) that is harmless.
 */
import { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { systemClock, type Clock, type RateLimiter, type RateLimitResult, type RateLimitRule } from '../ports';

const minute = 60;
const hour = 60 * minute;

export const rateLimitRules = {
  loginPerIp: { name: 'login:ip', limit: 20, windowSeconds: 15 * minute },
  /**
   * Logins of one account from one client address, reset by a success: online guessing from one
   * address stops here, while the owner elsewhere is not affected.
   */
  loginPerAccountAndIp: { name: 'login:account-ip', limit: 5, windowSeconds: 15 * minute },
  /**
   * Logins of one account from all addresses together. Past it a login needs a solved captcha as
   * well — a slower way in, never a lockout of the right password, which strangers could cause.
   */
  loginCaptchaPerAccount: { name: 'login:account-captcha', limit: 30, windowSeconds: 15 * minute },
  /** Password re-checks of signed-in forms (a stolen access token must not guess the password). */
  passwordCheckPerAccount: { name: 'password-check:account', limit: 5, windowSeconds: 15 * minute },
  registerPerIp: { name: 'register:ip', limit: 5, windowSeconds: hour },
  forgotPasswordPerIp: { name: 'forgot:ip', limit: 5, windowSeconds: hour },
  forgotPasswordPerAccount: { name: 'forgot:account', limit: 3, windowSeconds: hour },
  contactPerIp: { name: 'contact:ip', limit: 5, windowSeconds: hour },
  newsletterPerIp: { name: 'newsletter:ip', limit: 5, windowSeconds: hour },
  /** Confirmation mails to one address: a script cannot fill someone's inbox. */
  newsletterPerAddress: { name: 'newsletter:address', limit: 3, windowSeconds: hour },
  productAlertPerIp: { name: 'product-alert:ip', limit: 10, windowSeconds: hour },
  /** Alert confirmation mails to one address: a script cannot fill someone's inbox. */
  productAlertPerAddress: { name: 'product-alert:address', limit: 5, windowSeconds: hour },
  /**
   * Unsubscribing (page button and one-click POSTs of mail programs). Generous: one-click POSTs of
   * many recipients come from the few addresses of their mail providers.
   */
  unsubscribePerIp: { name: 'unsubscribe:ip', limit: 60, windowSeconds: 15 * minute },
} as const satisfies Record<string, RateLimitRule>;

function resultOf(rule: RateLimitRule, count: number, msLeft: number): RateLimitResult {
  const allowed = count <= rule.limit;
  return {
    allowed,
    remaining: Math.max(0, rule.limit - count),
    // At least one second: "Retry-After: 0" would invite an immediate retry that fails again.
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(msLeft / 1000)),
  };
}

// ---------------------------------------------------------------------------------------------
interface Window {
  count: number;
  endsAt: number;
}

/** How often the memory limiter drops closed windows (keys of visitors who went away). */
const sweepIntervalMs = 60_000;

/**
 * For one process (development, tests, a single instance); several instances need Redis.
 * `size` is the number of keys held, for a health page or a metric.
 */
export function createMemoryRateLimiter(clock: Clock): RateLimiter & { readonly size: number } {
  const windows = new Map<string, Window>();
  let lastSweep = clock.now().getTime();

  // Without this the map would keep one entry per IP address and e-mail ever seen.
  function sweep(now: number): void {
    if (now - lastSweep < sweepIntervalMs) return;
    lastSweep = now;
    for (const [id, window] of windows) {
      if (window.endsAt <= now) windows.delete(id);
    }
  }

  return {
    async hit(rule, key) {
      const now = clock.now().getTime();
      sweep(now);
      const id = `${rule.name}\n${key}`;
      let window = windows.get(id);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + rule.windowSeconds * 1000 };
        windows.set(id, window);
      }
      window.count += 1;
      return resultOf(rule, window.count, window.endsAt - now);
    },
    async reset(rule, key) {
      windows.delete(`${rule.name}\n${key}`);
    },
    get size() {
      return windows.size;
    },
  };
}

// ---------------------------------------------------------------------------------------------
/**
 * Counts and starts the window in one step. A key without a TTL gets one too (PTTL −1), so a
 * counter can never outlive its window, whatever happened to it before.
 */
const hitScript = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  ttl = tonumber(ARGV[1])
  redis.call('PEXPIRE', KEYS[1], ttl)
end
return {count, ttl}
`;

export interface RedisRateLimiterOptions {
  /** Every key starts with this; tests use `seedshop:rl:<random>:` to keep their keys apart. */
  readonly keyPrefix?: string;
  /**
   * Counts hits while Redis cannot answer: the same rules, per process (default: a memory limiter
   * on the system clock). A login must never fail because the limiter's store is away.
   */
  readonly fallback?: RateLimiter;
  /** Hears of an outage once, and of the recovery once (default: console.warn). */
  readonly log?: (message: string) => void;
}

/**
 * While Redis is out, hits go straight to the fallback; Redis is tried again once it reports
 * ready and this long has passed since the last failure (a hung server would otherwise cost
 * every request the command timeout).
 */
const retryRedisAfterMs = 5_000;

/** Shared by every instance of the shop; `REDIS_URL` decides that this one is used. */
export function createRedisRateLimiter(
  redisUrl: string,
  options: RedisRateLimiterOptions = {},
): RateLimiter & { close(): Promise<void>; ping(): Promise<unknown> } {
  const keyPrefix = options.keyPrefix ?? 'seedshop:rl:';
  const fallback = options.fallback ?? createMemoryRateLimiter(systemClock);
  const log = options.log ?? ((message: string) => console.warn(message));
  // Fail a request quickly when Redis is away instead of queueing it for ioredis' default 20
  // retries, or waiting forever on a server that accepted the connection and hangs.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 5_000, commandTimeout: 2_000 });

  let outage = false;
  let lastFailureAt = 0;
  function enterOutage(error: unknown): void {
    lastFailureAt = performance.now();
    if (outage) return;
    outage = true;
    const reason = error instanceof Error ? error.message : String(error);
    log(`shop: rate limits fall back to in-process limits: Redis unreachable (${reason})`);
  }
  function leaveOutage(): void {
    if (!outage) return;
    outage = false;
    log('shop: Redis is reachable again; rate limits are shared again');
  }
  // ioredis emits "error" on every failed reconnect: one message per outage, not one a second.
  redis.on('error', enterOutage);
  redis.on('ready', leaveOutage);
  const redisAvailable = () =>
    !outage || (redis.status === 'ready' && performance.now() - lastFailureAt >= retryRedisAfterMs);

  // Keys carry a hash of the e-mail or IP address, not the address itself: Redis is no place
  // for personal data, and the key length stays fixed whatever a client sends.
  const keyOf = (rule: RateLimitRule, key: string): string =>
    `${keyPrefix}${rule.name}:${createHash('sha256').update(key, 'utf8').digest('base64url')}`;

  async function redisHit(rule: RateLimitRule, key: string): Promise<RateLimitResult> {
    const reply: unknown = await redis.eval(hitScript, 1, keyOf(rule, key), rule.windowSeconds * 1000);
    if (!Array.isArray(reply) || typeof reply[0] !== 'number' || typeof reply[1] !== 'number') {
      throw new Error(`unexpected reply from Redis: ${JSON.stringify(reply)}`);
    }
    return resultOf(rule, reply[0], reply[1]);
  }

  return {
    async hit(rule, key) {
      if (!redisAvailable()) return fallback.hit(rule, key);
      try {
        const result = await redisHit(rule, key);
        leaveOutage();
        return result;
      } catch (error) {
        enterOutage(error);
        return fallback.hit(rule, key);
      }
    },
    async reset(rule, key) {
      // Hits may sit in either store, depending on when Redis was away.
      await fallback.reset(rule, key);
      if (!redisAvailable()) return;
      try {
        await redis.del(keyOf(rule, key));
      } catch (error) {
        enterOutage(error);
      }
    },
    /** Asks Redis for PONG (readiness); rejects after the command timeout when it is away. */
    ping() {
      return redis.ping();
    },
    async close() {
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    },
  };
}
