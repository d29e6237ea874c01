import 'server-only';
import {
  checkReadiness,
  createDefaultDeps,
  createShopApp,
  createShopMetrics,
  purgeExpiredData,
  runOrderDeadlinesFor,
  type ReadinessReport,
  type ShopDeps,
  type ShopMetrics,
} from '@seedshop/shop';
import { env } from '@/config/env';
import { purgeCatalogueChange } from './catalogue-purge.server';
import type { ShopTarget } from './gateway';
import { upstreamUrl } from './upstream-url';

interface InProcessShop {
  readonly fetch: ShopTarget;
  readiness(): Promise<ReadinessReport>;
  readonly metrics: ShopMetrics;
}

const globalForShop = globalThis as typeof globalThis & { seedshopInProcessShop?: Promise<InProcessShop> };

/**
 * The shop API runs in this process by default (embedded PGlite, created, migrated and seeded on
 * first use). One instance per server process; kept on globalThis so development reloads do not
 * open a second database on the same data folder.
 */
function inProcessShop(): Promise<InProcessShop> {
  globalForShop.seedshopInProcessShop ??= (async () => {
    const metrics = createShopMetrics();
    const deps = {
      ...(await createDefaultDeps({ publicUrl: env.SITE_URL, metrics })),
      catalogueChanged: purgeCatalogueChange,
    };
    const app = createShopApp(deps);
    schedulePurge(deps);
    return {
      fetch: async (request: Request) => app.fetch(request),
      readiness: () => checkReadiness(deps.readiness),
      metrics,
    };
  })();
  return globalForShop.seedshopInProcessShop;
}

const PURGE_INTERVAL_MS = 6 * 60 * 60_000;

/**
 * Housekeeping the standalone shop server does too: accounts past their restore window, ended
 * sessions and used or expired mail-link tokens are deleted, unpaid orders reminded or cancelled,
 * at start and every six hours.
 */
function schedulePurge(deps: ShopDeps): void {
  const purge = async () => {
    try {
      await purgeExpiredData(deps.db, deps.clock.now());
    } catch (error) {
      console.error('[shop] purge of expired data failed', error);
    }
    try {
      await runOrderDeadlinesFor(deps);
    } catch (error) {
      console.error('[shop] the unpaid orders’ reminders and cancellations failed', error);
    }
  };
  void purge();
  setInterval(() => void purge(), PURGE_INTERVAL_MS).unref();
}

/** Where shop API requests go: SHOP_API_URL when set, otherwise the in-process app. */
export function shopTarget(): ShopTarget {
  const remote = env.SHOP_API_URL;
  if (remote) {
    const base = new URL(remote.endsWith('/') ? remote : `${remote}/`);
    return async (request) => {
      const incoming = new URL(request.url);
      const url = upstreamUrl(base, incoming.pathname, incoming.search);
      if (url === null) return Response.json({ message: 'Not found' }, { status: 404 });
      return fetch(new Request(url, request));
    };
  }
  return async (request) => (await inProcessShop()).fetch(request);
}

/**
 * Resolves once the shop can answer: at once for a remote shop; after the in-process shop has
 * created, migrated and seeded its database otherwise. Callers whose answers get cached (the
 * prerendered home page at build time) wait for it before their requests start, so the first start's
 * seeding is not mistaken for a request timeout.
 */
export async function shopReady(): Promise<void> {
  if (env.SHOP_API_URL) return;
  await inProcessShop();
}

/** A fetch function for ky that talks to the shop target. */
export function shopFetch(): typeof fetch {
  const target = shopTarget();
  return (input, init) => target(new Request(input, init));
}

/** What the storefront's server (`web/server/ops.mjs`) asks the in-process shop for. */
export interface InProcessShopOps {
  /** Starts the shop if it has not started yet; its database, Redis and content lake checks. */
  readiness(): Promise<ReadinessReport>;
  /** The shop's request counts and latencies in Prometheus text; empty before it started. */
  metrics(): Promise<string>;
}

/**
 * Hands `/readyz` and `/metrics` of the storefront's server the in-process shop. The server runs
 * outside Next's bundle, so the two meet on a global (`web/server/ops.mjs` reads the same symbol).
 */
export function installInProcessShopOps(): void {
  if (env.SHOP_API_URL) return;
  const ops: InProcessShopOps = {
    readiness: async () => (await inProcessShop()).readiness(),
    metrics: async () => {
      const started = globalForShop.seedshopInProcessShop;
      return started === undefined ? '' : (await started).metrics.registry.metrics();
    },
  };
  (globalThis as Record<symbol, unknown>)[Symbol.for('seedshop.inProcessShop.ops')] = ops;
}
