/**
 * Restock fan-out benchmark: 10,000 active back-in-stock subscriptions on one sold-out pack (a
 * third of them customers', the languages mixed), then one staff restock
 * `PUT /staff/variants/{id}/stock` through the shop app in process. Timed: from the call until it
 * answered — by then every mail is in the outbox and every notification written (the fan-out runs
 * in the call's transaction). Checks the counts afterwards and repeats on fresh subscriptions.
 *
 *   pnpm --filter @seedshop/shop exec tsx ../bench/restock-fanout-bench.ts [--subscriptions=10000] [--rounds=3]
 *
 * PostgreSQL: TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres); the database
 * is created for the run and dropped afterwards.
 */
import { loadavg } from 'node:os';
import { createShopApp } from '../shop/src/app';
import { demoPaymentConfig } from '../shop/src/checkout/payment-env';
import { renderMail } from '../shop/src/mail/templates';
import { systemClock, type CaptchaVerifier } from '../shop/src/ports';
import { createMemoryRateLimiter } from '../shop/src/security/rate-limit';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key = '', value = ''] = arg.replace(/^--/u, '').split('=');
    return [key, value];
  }),
);
const subscriptionCount = Number(args.get('subscriptions') ?? 10_000);
const rounds = Number(args.get('rounds') ?? 3);
const staffToken = 'bench-staff-token-0123456789abcdef';

process.env['TEST_DATABASE_URL'] ??= process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const { createTestDatabase } = await import('../shop/src/testing/test-database');

const captcha: CaptchaVerifier = {
  settings: () => ({ provider: 'altcha', siteKey: '/challenge' }),
  challenge: async () => null,
  verify: async () => false,
};

const database = await createTestDatabase();
try {
  const db = database.db;
  const app = createShopApp({
    db,
    clock: systemClock,
    captcha,
    rateLimiter: createMemoryRateLimiter(systemClock),
    mail: { render: renderMail, transport: null },
    payments: demoPaymentConfig(),
    config: {
      publicUrl: 'https://shop.example',
      accessTokenTtlMinutes: 60,
      refreshTokenTtlDays: 30,
      devMailbox: false,
      staffToken,
    },
  });
  // Plain SQL on the driver: the bench package does not depend on drizzle-orm itself.
  const client: unknown = db.$client;
  if (typeof client !== 'object' || client === null || !('query' in client) || typeof client.query !== 'function') {
    throw new Error('The bench needs PostgreSQL (TEST_POSTGRES_URL)');
  }
  const pool = client as { query(text: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> };
  const query = (text: string, values: unknown[] = []) => pool.query(text, values).then((result) => result.rows);
  const count = async (text: string, values: unknown[] = []): Promise<number> =>
    Number((await query(text, values))[0]?.['n'] ?? 0);
  const customers = Math.floor(subscriptionCount / 3);
  await query(
    `insert into customers (email, password_hash, first_name, last_name, language, email_confirmed_at)
     select 'bench-customer-' || g || '@example.com', 'x', 'Bench', 'Customer',
            (array['en','de','fr','es'])[1 + g % 4], now()
     from generate_series(1, $1::int) g`,
    [customers],
  );

  const timings: number[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const [pack] = await query('select id, product_id from variants order by id offset $1 limit 1', [round * 11]);
    if (pack === undefined) throw new Error('no pack');
    const variantId = String(pack['id']);
    await query('update variants set stock = 0 where id = $1', [variantId]);
    await query(
      `insert into product_subscriptions
         (kind, status, customer_id, email, locale, product_id, variant_id, unsubscribe_token_hash, created_at, confirmed_at)
       select 'back-in-stock', 'active', c.id,
              coalesce(c.email, 'bench-guest-' || $1::int || '-' || g || '@example.com'),
              (array['en','de','fr','es'])[1 + g % 4], $2, $3,
              md5($1::text || '-' || g::text), now(), now()
       from generate_series(1, $4::int) g
       left join customers c on c.email = 'bench-customer-' || g || '@example.com'`,
      [round, String(pack['product_id']), variantId, subscriptionCount],
    );
    await query('analyze product_subscriptions');
    const outboxBefore = await count('select count(*) as n from outbox');

    const started = performance.now();
    const response = await app.request(`/staff/variants/${variantId}/stock`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ stock: 25 }),
    });
    const elapsed = performance.now() - started;
    const body = (await response.json()) as { fulfilled_subscriptions?: number };
    const queued = (await count('select count(*) as n from outbox')) - outboxBefore;
    const notes = await count(
      'select count(*) as n from customer_notifications n join product_subscriptions s on s.id = n.subscription_id where s.variant_id = $1',
      [variantId],
    );
    timings.push(elapsed);
    console.info(
      `round ${round}: ${response.status}, fulfilled ${body.fulfilled_subscriptions ?? '?'}, mails queued ${queued}, ` +
        `notifications ${notes}, restock call ${(elapsed / 1000).toFixed(2)} s (load average ${loadavg()[0]?.toFixed(1)})`,
    );
  }
  const sorted = [...timings].sort((a, b) => a - b);
  console.info(
    `${subscriptionCount.toLocaleString('en')} subscriptions on one pack: restock → every mail queued ` +
      `min ${((sorted[0] ?? 0) / 1000).toFixed(2)} s, max ${((sorted.at(-1) ?? 0) / 1000).toFixed(2)} s over ${rounds} rounds`,
  );
} finally {
  await database.close();
}
