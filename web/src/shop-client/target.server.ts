import 'server-only';
import {
  createDefaultDeps,
  createShopApp,
  purgeExpiredData,
  runOrderDeadlinesFor,
  type ShopDeps,
} from '@seedshop/shop';
import { env } from '@/config/env';
import type { ShopTarget } from './gateway';
import { upstreamUrl } from './upstream-url';

interface InProcessShop {
  readonly fetch: ShopTarget;
}

const globalForShop = globalThis as typeof globalThis & { seedshopInProcessShop?: Promise<InProcessShop> };

/**
 * The shop API runs in this process by default (embedded PGlite, created, migrated and seeded on
 * first use). One instance per server process; kept on globalThis so development reloads do not
 * open a second database on the same data folder.
 */
function inProcessShop(): Promise<InProcessShop> {
  globalForShop.seedshopInProcessShop ??= (async () => {
    const deps = await createDefaultDeps({ publicUrl: env.SITE_URL });
    const app = createShopApp(deps);
    schedulePurge(deps);
    return { fetch: async (request: Request) => app.fetch(request) };
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
