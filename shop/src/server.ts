/** Runs the shop API alone: `pnpm --filter @seedshop/shop start` (PORT, default 4000). */
import { serve } from '@hono/node-server';
import { createShopApp } from './app';
import { createDefaultDeps } from './default-deps';
import { loadShopEnv } from './env';
import { createLogger, errorField } from './ops/logger';
import { createShopMetrics } from './ops/metrics';
import { createOpsApp, withOps } from './ops/ops-routes';
import { runOrderDeadlinesFor } from './maintenance/order-deadlines';
import { purgeExpiredData } from './maintenance/purge-expired';

const env = loadShopEnv();
const logger = createLogger('shop', undefined, env.LOG_LEVEL);
const metrics = createShopMetrics({ processMetrics: true });
// Alone, the shop sees its callers' sockets: TRUSTED_PROXIES says how many proxies stand in between.
const deps = await createDefaultDeps({ env, trustedProxies: env.TRUSTED_PROXIES, logger, metrics });
const app = createShopApp(deps);
const ops = createOpsApp({
  readiness: deps.readiness,
  metrics,
  metricsToken: env.METRICS_TOKEN,
  trustedProxies: env.TRUSTED_PROXIES,
});

/**
 * Accounts past the restore window and ended sessions are deleted, unpaid orders reminded or
 * cancelled, at start and every 6 hours.
 */
const purgeIntervalMs = 6 * 60 * 60_000;
async function purge(): Promise<void> {
  try {
    const purged = await purgeExpiredData(deps.db, deps.clock.now());
    if (purged.customers > 0) logger.info({ customers: purged.customers }, 'deleted accounts past the restore window');
  } catch (error) {
    logger.error({ err: errorField(error) }, 'purging expired data failed');
  }
  try {
    const deadlines = await runOrderDeadlinesFor(deps);
    if (deadlines.cancelled > 0)
      logger.info({ orders: deadlines.cancelled }, 'cancelled unpaid orders past their pay-by day');
  } catch (error) {
    logger.error({ err: errorField(error) }, 'reminding or cancelling unpaid orders failed');
  }
}
await purge();
setInterval(() => void purge(), purgeIntervalMs).unref();

const server = serve({ fetch: withOps(ops, app), port: env.PORT }, (info) => {
  logger.info(
    { url: `http://localhost:${info.port}`, database: env.DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL' },
    'shop API listening',
  );
  if (deps.config.devMailbox) logger.info({ url: `http://localhost:${info.port}/dev/mailbox` }, 'dev mailbox');
});

function shutdown(signal: string): void {
  logger.info({ signal }, 'shop API shutting down');
  server.close(() => {
    deps.close().finally(() => process.exit(0));
  });
}
process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));
