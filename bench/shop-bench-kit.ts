/**
 * What the shop API benches share: their `--name=value` options, a throwaway PostgreSQL database
 * with the demo catalogue, and the shop app in process with the demo settings (no mail transport, a
 * captcha that refuses everything — the benches time signed-in and guest calls that need none).
 *
 * PostgreSQL: TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres); the database
 * is created for the run and dropped when the bench closes it, unless `--keep-database=NAME` names
 * one to seed once and reuse.
 */
import { createShopApp } from '../shop/src/app';
import { generateDemoCatalogue } from '../shop/src/catalogue/generate-demo-catalogue';
import { analyzeCatalogue, seedCatalogue } from '../shop/src/catalogue/store/seed-catalogue';
import { demoPaymentConfig } from '../shop/src/checkout/payment-env';
import type { Database } from '../shop/src/db/database';
import { renderMail } from '../shop/src/mail/templates';
import { systemClock, type CaptchaVerifier } from '../shop/src/ports';
import { createMemoryRateLimiter } from '../shop/src/security/rate-limit';

// The tests' database helper reads TEST_DATABASE_URL when it is loaded; set it first.
process.env['TEST_DATABASE_URL'] ??= process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const { createTestDatabase, keptServerDatabase, testDatabaseKind } = await import('../shop/src/testing/test-database');
// The helper reads the variable once, when it is first loaded: a bench module that loads it (directly
// or through another module) before this kit would silently measure embedded PGlite instead.
if (testDatabaseKind !== 'postgres') {
  throw new Error('The shop benches measure PostgreSQL: load the test database helper only through this kit.');
}

/** The bench's numeric `--name=value` options. */
export function numberOption(name: string, fallback: number): number {
  const prefix = `--${name}=`;
  const given = process.argv.slice(2).find((arg) => arg.startsWith(prefix));
  return given === undefined ? fallback : Number(given.slice(prefix.length));
}

/** The bench's `--name=value` text option, or undefined. */
export function textOption(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv
    .slice(2)
    .find((arg) => arg.startsWith(prefix))
    ?.slice(prefix.length);
}

/**
 * A PostgreSQL database holding `products` demo products, analysed: throwaway by default; with
 * `--keep-database=NAME` the database of that name on the test server, seeded on first use and
 * kept afterwards, so runs that look at queries do not wait for the seeding again.
 */
export async function seededBenchDatabase(products: number) {
  const kept = textOption('keep-database');
  const database = kept === undefined ? await createTestDatabase({ catalogue: false }) : await keptServerDatabase(kept);
  const count = await database.db.execute('select count(*)::int as n from products');
  const present = Number(count.rows[0]?.['n'] ?? 0);
  if (present === products) return database;
  if (present !== 0) throw new Error(`the kept database ${kept} holds ${present} products, not ${products}`);
  const started = performance.now();
  await seedCatalogue(database.db, generateDemoCatalogue({ products }));
  await analyzeCatalogue(database.db);
  console.info(
    `seeded ${products.toLocaleString('en')} products in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return database;
}

const refusingCaptcha: CaptchaVerifier = {
  settings: () => ({ provider: 'altcha', siteKey: '/challenge' }),
  challenge: async () => null,
  verify: async () => false,
};

/** The shop app on `db` as the benches run it. */
export function benchShopApp(db: Database) {
  return createShopApp({
    db,
    clock: systemClock,
    captcha: refusingCaptcha,
    rateLimiter: createMemoryRateLimiter(systemClock),
    mail: { render: renderMail, transport: null },
    payments: demoPaymentConfig(),
    config: { publicUrl: 'https://shop.bench', accessTokenTtlMinutes: 60, refreshTokenTtlDays: 30, devMailbox: false },
  });
}
