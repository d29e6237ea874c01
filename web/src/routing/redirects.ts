/**
 * Server-defined redirects (the third navigation step). Sources — CMS `redirect` documents, shop
 * API slug changes — are plugged in by their issues; the proxy reads one cached map built from all
 * of them. A target on another host is only followed when its rule says `external: true`; any
 * other cross-host rule is refused and logged, so a bad CMS entry can never turn the shop into an
 * open redirect.
 */

export interface RedirectRule {
  /** Full request path including a locale prefix, e.g. `/de/alte-seite`. */
  readonly from: string;
  /** Path on this site or an absolute URL. */
  readonly to: string;
  readonly permanent: boolean;
  readonly external?: boolean;
}

export interface RedirectSource {
  readonly name: string;
  load(): Promise<readonly RedirectRule[]>;
}

export interface RedirectTarget {
  readonly location: string;
  readonly status: 307 | 308;
}

export interface RedirectLogger {
  warn(message: string, details: Record<string, unknown>): void;
}

export interface RedirectMapOptions {
  readonly sources: readonly RedirectSource[];
  readonly siteOrigin: string;
  readonly ttlMs: number;
  readonly now?: () => number;
  readonly logger?: RedirectLogger;
  /** How long one source may take to load; past it the source counts as failed. */
  readonly loadTimeoutMs?: number;
}

/** The proxy waits for the first load: a slow source must not hold page requests for long. */
const DEFAULT_LOAD_TIMEOUT_MS = 2_500;

export interface RedirectMap {
  lookup(pathname: string): Promise<RedirectTarget | null>;
}

/** `/a/b/` and `/a/b` are the same page; the root stays `/`. */
export function normalizeRedirectPath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === '' ? '/' : trimmed;
}

const consoleLogger: RedirectLogger = {
  warn: (message, details) => console.warn(`[redirects] ${message}`, details),
};

/** Checks one rule; returns its target or a reason to refuse it. */
export function checkRule(
  rule: RedirectRule,
  siteOrigin: string,
): { ok: true; target: RedirectTarget } | { ok: false; reason: string } {
  if (!rule.from.startsWith('/') || rule.from.startsWith('//')) {
    return { ok: false, reason: 'source path must start with a single "/"' };
  }
  let target: URL;
  try {
    target = new URL(rule.to, siteOrigin);
  } catch {
    return { ok: false, reason: 'target is not a valid URL' };
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    return { ok: false, reason: `target protocol ${target.protocol} is not allowed` };
  }
  const site = new URL(siteOrigin);
  const sameSite = target.host === site.host;
  if (!sameSite && rule.external !== true) {
    return { ok: false, reason: 'target is on another host but the rule is not marked external' };
  }
  if (sameSite && target.pathname.startsWith('//')) {
    return { ok: false, reason: 'target path must start with a single "/"' };
  }
  const location = sameSite ? `${target.pathname}${target.search}${target.hash}` : target.href;
  if (sameSite && normalizeRedirectPath(target.pathname) === normalizeRedirectPath(rule.from)) {
    return { ok: false, reason: 'target equals source' };
  }
  return { ok: true, target: { location, status: rule.permanent ? 308 : 307 } };
}

/**
 * A source that failed (e.g. the shop still starting on a cold boot) is asked again after this
 * long instead of a whole TTL, so its redirects are not missing for minutes.
 */
export const RETRY_AFTER_FAILURE_MS = 5_000;

declare global {
  var __seedshopRedirectsGeneration: number | undefined;
}

/**
 * How often the rules were declared stale (the content webhook after a `redirect` changed). A map
 * that loaded an older generation reloads before its next lookup instead of after its TTL. It
 * lives on `globalThis`: the proxy and the route handlers are separate bundles in one process.
 * Other instances of the site catch up within their TTL.
 */
export function redirectsGeneration(): number {
  return globalThis.__seedshopRedirectsGeneration ?? 0;
}

export function invalidateRedirects(): void {
  globalThis.__seedshopRedirectsGeneration = redirectsGeneration() + 1;
}

export function createRedirectMap(options: RedirectMapOptions): RedirectMap {
  const now = options.now ?? Date.now;
  const logger = options.logger ?? consoleLogger;
  const bySource = new Map<string, readonly RedirectRule[]>();
  let table = new Map<string, RedirectTarget>();
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loadedGeneration = -1;
  let loading: Promise<void> | null = null;
  /** Whether a source failed on the last load: then the next request tries again soon, not after the TTL. */
  let failed = false;

  async function reload(): Promise<void> {
    const generation = redirectsGeneration();
    const results = await Promise.allSettled(
      options.sources.map((source) => withinTime(source.load(), options.loadTimeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS)),
    );
    failed = results.some((result) => result.status === 'rejected');
    results.forEach((result, index) => {
      const source = options.sources[index];
      if (!source) return;
      if (result.status === 'fulfilled') bySource.set(source.name, result.value);
      else
        logger.warn('source failed; keeping its previous rules', { source: source.name, error: String(result.reason) });
    });
    const next = new Map<string, RedirectTarget>();
    for (const [sourceName, rules] of bySource) {
      for (const rule of rules) {
        const checked = checkRule(rule, options.siteOrigin);
        if (!checked.ok) {
          logger.warn('refused redirect', { source: sourceName, from: rule.from, to: rule.to, reason: checked.reason });
          continue;
        }
        const key = normalizeRedirectPath(rule.from);
        if (!next.has(key)) next.set(key, checked.target);
      }
    }
    table = next;
    loadedAt = now();
    loadedGeneration = generation;
  }

  function refresh(): Promise<void> {
    loading ??= reload().finally(() => {
      loading = null;
    });
    return loading;
  }

  return {
    async lookup(pathname) {
      if (options.sources.length === 0) return null;
      const age = now() - loadedAt;
      const maxAge = failed ? Math.min(options.ttlMs, RETRY_AFTER_FAILURE_MS) : options.ttlMs;
      if (loadedAt === Number.NEGATIVE_INFINITY || loadedGeneration !== redirectsGeneration()) await refresh();
      else if (age > maxAge) void refresh(); // serve the cached map while it reloads
      return table.get(normalizeRedirectPath(pathname)) ?? null;
    },
  };
}

/** `work`'s answer, or a rejection once `ms` have passed without one. */
async function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
