/** One benchmark run: one backend, one catalogue size (see listing-bench.ts). */
import { createShopApp } from '../../shop/src/app';
import { demoPaymentConfig } from '../../shop/src/checkout/payment-env';
import { generateDemoCatalogue } from '../../shop/src/catalogue/generate-demo-catalogue';
import { analyzeCatalogue, seedCatalogue } from '../../shop/src/catalogue/store/seed-catalogue';
import { createDatabase, type DatabaseHandle } from '../../shop/src/db/create-database';
import { renderMail } from '../../shop/src/mail/templates';
import { systemClock, type CaptchaVerifier } from '../../shop/src/ports';
import { createMemoryRateLimiter } from '../../shop/src/security/rate-limit';
import { createTestDatabase } from '../../shop/src/testing/test-database';
import { listingMix } from './listing-mix';
import { percentile } from '../percentile';

export interface RunResult {
  readonly backend: 'pglite' | 'postgres';
  readonly size: number;
  readonly seedSeconds: number;
  readonly requests: number;
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
}

const captcha: CaptchaVerifier = {
  settings: () => ({ provider: 'altcha', siteKey: '/challenge' }),
  challenge: async () => null,
  verify: async () => false,
};

export { percentile };

export async function runOne(options: {
  backend: 'pglite' | 'postgres';
  size: number;
  rounds: number;
}): Promise<RunResult> {
  // The PostgreSQL helper of the tests: a fresh database from TEST_DATABASE_URL, dropped on close.
  const database: DatabaseHandle =
    options.backend === 'postgres'
      ? await createTestDatabase({ catalogue: false })
      : await createDatabase({ dataDir: 'memory://' });
  try {
    const catalogue = generateDemoCatalogue({ products: options.size });
    const seedStart = performance.now();
    await seedCatalogue(database.db, catalogue);
    await analyzeCatalogue(database.db);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const app = createShopApp({
      db: database.db,
      clock: systemClock,
      captcha,
      rateLimiter: createMemoryRateLimiter(systemClock),
      mail: { render: renderMail, transport: null },
      payments: demoPaymentConfig(),
      config: {
        publicUrl: 'https://shop.bench',
        accessTokenTtlMinutes: 60,
        refreshTokenTtlDays: 30,
        devMailbox: false,
      },
    });
    const mix = listingMix(catalogue);
    const time = async (query: string, language: string) => {
      const begin = performance.now();
      const response = await app.request(`/catalogue/products?${query}`, { headers: { 'accept-language': language } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${query} answered ${response.status}`);
      return performance.now() - begin;
    };
    for (const { query, language } of mix) await time(query, language); // warm-up: plans, caches, JIT
    const samples: number[] = [];
    const byQuery = new Map<string, number[]>();
    for (let round = 0; round < options.rounds; round += 1) {
      for (const { query, language } of mix) {
        const ms = await time(query, language);
        samples.push(ms);
        byQuery.set(query, [...(byQuery.get(query) ?? []), ms]);
      }
    }
    for (const [query, times] of byQuery) {
      console.info(`  ${percentile(times, 0.5).toFixed(1).padStart(7)} ms  ${query}`);
    }
    return {
      backend: options.backend,
      size: options.size,
      seedSeconds,
      requests: samples.length,
      p50: percentile(samples, 0.5),
      p95: percentile(samples, 0.95),
      max: Math.max(...samples),
    };
  } finally {
    await database.close();
  }
}
