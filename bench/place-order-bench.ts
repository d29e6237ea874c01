/**
 * Place-order benchmark: seeds 10,000 demo products into a throwaway PostgreSQL database, then
 * through the shop app in process:
 *   - latency: one guest after another builds a 5-line cart, reads the review (quote) and places
 *     the order; only `POST /checkout/orders` is timed (p50 / p95 / max);
 *   - throughput: 1,000 carts built and reviewed beforehand, then placed by 32 concurrent clients;
 *     orders per second over the whole batch, latency under that load, and every non-201 counted.
 * Guests pass the real ALTCHA verifier with answers made (untimed) with its key. The carts draw
 * their lines from 200 variants, so concurrent orders do contend for some of the same rows.
 *
 *   pnpm --filter @seedshop/shop exec tsx ../bench/place-order-bench.ts [--products=10000]
 *     [--rounds=300] [--orders=1000] [--clients=32]
 *
 * PostgreSQL: TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres); the database
 * is created for the run and dropped afterwards. The app gets a pool of 10 connections, as the
 * standalone server has.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { createShopApp } from '../shop/src/app';
import { createAltchaVerifier } from '../shop/src/captcha/altcha';
import { demoPaymentConfig } from '../shop/src/checkout/payment-env';
import { generateDemoCatalogue } from '../shop/src/catalogue/generate-demo-catalogue';
import { mulberry32 } from '../shop/src/catalogue/prng';
import { analyzeCatalogue, seedCatalogue } from '../shop/src/catalogue/store/seed-catalogue';
import { CART_ID_HEADER } from '../shop/src/contract/cart';
import { guestOrderBody } from './guest-order.mjs';
import {
  checkoutQuote,
  IDEMPOTENCY_KEY_HEADER,
  placedOrder,
  type PlaceOrderRequest,
} from '../shop/src/contract/checkout';
import { variants } from '../shop/src/db/schema';
import { renderMail } from '../shop/src/mail/templates';
import { systemClock } from '../shop/src/ports';
import { createMemoryRateLimiter } from '../shop/src/security/rate-limit';
import { altchaSolver, createServerDatabase } from '../shop/src/testing/shop-processes';
import { percentile } from './percentile';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key = '', value = ''] = arg.replace(/^--/u, '').split('=');
    return [key, value];
  }),
);
const productCount = Number(args.get('products') ?? 10_000);
const rounds = Number(args.get('rounds') ?? 300);
const batchOrders = Number(args.get('orders') ?? 1_000);
const clients = Number(args.get('clients') ?? 32);
const LINES = 5;
const POOL = 200;

const hmacKey = randomBytes(24).toString('hex');
const solveCaptcha = altchaSolver(hmacKey);

// The standalone server's pool size (node-postgres default of the shop: 10).
const database = await createServerDatabase('seedshop_bench', 10);
try {
  const seedStart = performance.now();
  await seedCatalogue(database.db, generateDemoCatalogue({ products: productCount }));
  await analyzeCatalogue(database.db);
  console.info(
    `seeded ${productCount.toLocaleString('en')} products in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  const db = database.db;

  const app = createShopApp({
    db,
    clock: systemClock,
    captcha: createAltchaVerifier({ hmacKey, challengeUrl: '/challenge', clock: systemClock }),
    rateLimiter: createMemoryRateLimiter(systemClock),
    mail: { render: renderMail, transport: null },
    payments: demoPaymentConfig(),
    config: {
      publicUrl: 'https://shop.bench',
      accessTokenTtlMinutes: 60,
      refreshTokenTtlDays: 30,
      devMailbox: false,
      orderLinkSecret: randomBytes(32).toString('hex'),
    },
  });

  // Variants in stock spread over the catalogue; then every variant is stocked so that no run sells
  // one out. (Plain selects sorted here: the bench package does not depend on drizzle-orm itself.)
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const stocked = (await db.select({ id: variants.id, stock: variants.stock }).from(variants))
    .filter((row) => row.stock > 0)
    .sort((a, b) => byText(a.id, b.id));
  const step = Math.max(1, Math.floor(stocked.length / POOL));
  const pool = stocked
    .filter((_, index) => index % step === 0)
    .slice(0, POOL)
    .map((row) => row.id);
  await db.update(variants).set({ stock: 1_000_000 });

  const random = mulberry32(2026);
  let addressCounter = 0;
  const json = { 'content-type': 'application/json' };

  interface Prepared {
    readonly headers: Record<string, string>;
    readonly body: PlaceOrderRequest;
  }

  /** A guest with a 5-line cart (distinct variants, 1–3 packs each), reviewed for Germany. */
  async function prepare(index: number): Promise<Prepared> {
    addressCounter += 1;
    const address = `10.${Math.floor(addressCounter / 62_500)}.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
    const chosen = new Set<string>();
    while (chosen.size < LINES) chosen.add(pool[Math.floor(random() * pool.length)] ?? '');
    let cartId = '';
    for (const variantId of chosen) {
      const response = await app.request('/cart/lines', {
        method: 'POST',
        headers: { ...json, 'x-forwarded-for': address, ...(cartId === '' ? {} : { [CART_ID_HEADER]: cartId }) },
        body: JSON.stringify({ variant_id: variantId, quantity: 1 + Math.floor(random() * 3) }),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`add to cart answered ${response.status}`);
      cartId ||= response.headers.get(CART_ID_HEADER) ?? '';
    }
    const headers = { 'x-forwarded-for': address, [CART_ID_HEADER]: cartId };
    const quoteResponse = await app.request('/checkout/quote?country=DE&shipping_method=standard', { headers });
    if (quoteResponse.status !== 200) throw new Error(`quote answered ${quoteResponse.status}`);
    const quote = checkoutQuote.parse(await quoteResponse.json());
    return {
      headers: { ...json, ...headers, 'accept-language': 'en', [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      body: guestOrderBody({
        email: `bench-${index}@example.com`,
        houseNumber: 1 + (index % 200),
        quote,
        captcha: await solveCaptcha(),
      }),
    };
  }

  /** Places the order; the time covers the POST and reading its answer. */
  async function place({ headers, body }: Prepared): Promise<{ ms: number; status: number; lines: number }> {
    const begin = performance.now();
    const response = await app.request('/checkout/orders', {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const text = await response.text();
    const ms = performance.now() - begin;
    if (response.status !== 201) {
      console.error(`place order answered ${response.status}: ${text.slice(0, 300)}`);
      return { ms, status: response.status, lines: 0 };
    }
    return { ms, status: response.status, lines: placedOrder.parse(JSON.parse(text)).order.lines.length };
  }

  // Warm-up: the first orders pay for compiling the routes and filling the pool.
  for (let index = 0; index < 30; index += 1) await place(await prepare(index));

  const line = (name: string, samples: number[]) =>
    `${name.padEnd(22)} ${String(samples.length).padStart(8)} ${percentile(samples, 0.5).toFixed(1).padStart(7)} ${percentile(samples, 0.95).toFixed(1).padStart(7)} ${Math.max(
      ...samples,
    )
      .toFixed(1)
      .padStart(7)}`;

  const loadBefore = loadavg()[0] ?? 0;
  const sequential: number[] = [];
  let sequentialErrors = 0;
  let cpu = 0;
  for (let index = 0; index < rounds; index += 1) {
    const prepared = await prepare(1_000 + index);
    const cpuStart = process.cpuUsage();
    const result = await place(prepared);
    const used = process.cpuUsage(cpuStart);
    cpu += (used.user + used.system) / 1000;
    if (result.status !== 201 || result.lines !== LINES) sequentialErrors += 1;
    sequential.push(result.ms);
  }

  const prepared: Prepared[] = [];
  for (let index = 0; index < batchOrders; index += 1) prepared.push(await prepare(10_000 + index));
  const concurrent: number[] = [];
  let concurrentErrors = 0;
  let next = 0;
  const batchStart = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < prepared.length) {
        const order = prepared[next];
        next += 1;
        if (order === undefined) break;
        const result = await place(order);
        if (result.status !== 201 || result.lines !== LINES) concurrentErrors += 1;
        concurrent.push(result.ms);
      }
    }),
  );
  const batchSeconds = (performance.now() - batchStart) / 1000;

  console.info('\ncall                   requests  p50 ms  p95 ms  max ms');
  console.info(line('place order, 1 client', sequential));
  console.info(line(`place order, ${clients} clients`, concurrent));
  console.info(
    `${clients} clients: ${batchOrders} orders in ${batchSeconds.toFixed(2)} s = ${(batchOrders / batchSeconds).toFixed(0)} orders/s; errors: ${sequentialErrors} sequential, ${concurrentErrors} concurrent`,
  );
  console.info(
    `shop process CPU per order: ${(cpu / rounds).toFixed(1)} ms; load average ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)} on ${navigator.hardwareConcurrency} CPUs`,
  );
} finally {
  await database.close();
}
