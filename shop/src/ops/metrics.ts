import { Counter, Histogram, Registry, collectDefaultMetrics, Gauge } from 'prom-client';

/** What the shop measures, on one registry (`/metrics` serves it). */
export interface ShopMetrics {
  readonly registry: Registry;
  /** Counts one answered request; `route` is the route pattern (`/customer/addresses/:id`), never the raw path. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** Reports a connection pool's use on every scrape (PostgreSQL; PGlite has no pool). */
  watchPool(pool: PoolLike): void;
}

export interface PoolLike {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/** `2xx`, `4xx`, … — five values, so the label set stays bounded. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * A registry with the request counter and latency histogram (per method, route pattern and status
 * class), the pool gauges, and — with `processMetrics` — Node's own (CPU, memory, event loop).
 */
export function createShopMetrics(options: { readonly processMetrics?: boolean } = {}): ShopMetrics {
  const registry = new Registry();
  if (options.processMetrics === true) collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'shop_http_requests_total',
    help: 'Requests answered by the shop API, by method, route pattern and status class.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time from request to answer in the shop API, by method, route pattern and status class.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pools: PoolLike[] = [];
  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'Database pool connections: total open, idle, and callers waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (pools.length === 0) return;
      const sum = (pick: (pool: PoolLike) => number) => pools.reduce((total, pool) => total + pick(pool), 0);
      this.set(
        { state: 'total' },
        sum((pool) => pool.totalCount),
      );
      this.set(
        { state: 'idle' },
        sum((pool) => pool.idleCount),
      );
      this.set(
        { state: 'waiting' },
        sum((pool) => pool.waitingCount),
      );
    },
  });
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const labels = { method: METHODS.has(method) ? method : 'OTHER', route, status_class: statusClass(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    watchPool(pool) {
      pools.push(pool);
    },
  };
}
