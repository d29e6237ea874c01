/**
 * How much the hostile-input runs send. CI: a fixed seed and 10,000 requests (8,000 to the
 * storefront, 2,000 to the content lake). A longer run (bench/README.md):
 * `HOSTILE_REQUESTS=100000 HOSTILE_SEED=7 pnpm --filter @seedshop/tests exec playwright test --project hostile`.
 */
export const totalRequests = Number(process.env.HOSTILE_REQUESTS ?? 10_000);
export const seed = Number(process.env.HOSTILE_SEED ?? 20_261_125);
export const concurrency = Number(process.env.HOSTILE_CONCURRENCY ?? 6);
/** A request without a status line within this long is a hang. */
export const hangMs = 20_000;
/** A run's time limit: 15 minutes, or 60 ms per request for a longer run (100,000: 100 minutes). */
export const runTimeoutMs = Math.max(900_000, totalRequests * 60);
