/** Runs the shop API alone: `pnpm --filter @seedshop/shop start` (PORT, default 4000). */
import { serve } from '@hono/node-server';
import { createShopApp } from './app';
import { createDefaultDeps } from './default-deps';
import { loadShopEnv } from './env';
import { runOrderDeadlinesFor } from './maintenance/order-deadlines';
import { purgeExpiredData } from './maintenance/purge-expired';

const env = loadShopEnv();
// Alone, the shop sees its callers' sockets: TRUSTED_PROXIES says how many proxies stand in between.
const deps = await createDefaultDeps({ env, trustedProxies: env.TRUSTED_PROXIES });
const app = createShopApp(deps);

/**
 * Accounts past the restore window and ended sessions are deleted, unpaid orders reminded or
 * cancelled, at start and every 6 hours.
 */
const purgeIntervalMs = 6 * 60 * 60_000;
async function purge(): Promise<void> {
  try {
    const purged = await purgeExpiredData(deps.db, deps.clock.now());
    if (purged.customers > 0) console.info(`shop: deleted ${purged.customers} account(s) past the restore window`);
  } catch (error) {
    console.error('shop: purging expired data failed:', error);
  }
  try {
    const deadlines = await runOrderDeadlinesFor(deps);
    if (deadlines.cancelled > 0)
      console.info(`shop: cancelled ${deadlines.cancelled} unpaid order(s) past their pay-by day`);
  } catch (error) {
    console.error('shop: reminding or cancelling unpaid orders failed:', error);
  }
}
await purge();
setInterval(() => void purge(), purgeIntervalMs).unref();

const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
  console.info(
    `shop API on http://localhost:${info.port} (${env.DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`,
  );
  if (deps.config.devMailbox) console.info(`dev mailbox: http://localhost:${info.port}/dev/mailbox`);
});

function shutdown(signal: string): void {
  console.info(`shop API: ${signal}, shutting down`);
  server.close(() => {
    deps.close().finally(() => process.exit(0));
  });
}
process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));
