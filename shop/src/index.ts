/** The shop API: the app factory, its database and the default wiring (see README.md). */
export { createShopApp, MAX_BODY_BYTES } from './app';
export { createDatabase, type DatabaseHandle, type DatabaseOptions } from './db/create-database';
export type { Database } from './db/database';
export { createDefaultDeps, type DefaultDeps, type DefaultDepsOptions } from './default-deps';
export { defaultActionTokenTtlMinutes, type ShopConfig, type ShopDeps } from './deps';
export { loadShopEnv, parseShopEnv, type ShopEnv } from './env';
export type { ShopApp } from './http/app-env';
export { runOrderDeadlinesFor, type OrderDeadlineResult } from './maintenance/order-deadlines';
export { purgeExpiredData, type PurgeResult } from './maintenance/purge-expired';
export { createLogger, errorField, type Logger } from './ops/logger';
export { createShopMetrics, type ShopMetrics } from './ops/metrics';
export { checkReadiness, type ReadinessCheck, type ReadinessReport } from './ops/readiness';
export { REQUEST_ID_HEADER } from './ops/request-id';
