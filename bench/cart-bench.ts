/**
 * Cart benchmark: seeds 10,000 demo products into a throwaway PostgreSQL database, stores two
 * promotions (one with a gift tier) and a coupon rule, fills a guest cart with 8 lines, applies the
 * coupon and a shipping country, then times through the shop app in process:
 *   - add to cart: POST /cart/lines of a 9th variant (the line is removed again, untimed);
 *   - cart read:   GET /cart of the 8-line cart.
 * Prints p50 / p95 / max per call, and of a one-row query round trip as the machine's floor.
 *
 *   pnpm --filter @seedshop/shop exec tsx ../bench/cart-bench.ts [--products=10000] [--rounds=300]
 *
 * PostgreSQL: TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres); the database
 * is created for the run and dropped afterwards.
 */
import { loadavg } from 'node:os';
import { cart as cartSchema, CART_ID_HEADER } from '../shop/src/contract/cart';
import { productCategories, products, seedBanks, variants } from '../shop/src/db/schema';
import type { PriceRule } from '../shop/src/pricing/price-rule';
import { replacePriceRules } from '../shop/src/pricing/price-rules-store';
import { percentile } from './percentile';
import { benchShopApp, numberOption, seededBenchDatabase } from './shop-bench-kit';

const productCount = numberOption('products', 10_000);
const rounds = numberOption('rounds', 300);

const database = await seededBenchDatabase(productCount);
try {
  const db = database.db;
  // Plain selects sorted here: the bench package does not depend on drizzle-orm itself.
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const [bank] = (await db.select({ slug: seedBanks.slug }).from(seedBanks)).sort((a, b) => byText(a.slug, b.slug));
  const [category] = await db.select({ id: productCategories.categoryId }).from(productCategories).limit(1);
  const [giftProduct] = (await db.select({ id: products.id }).from(products)).sort((a, b) => byText(a.id, b.id));
  const now = new Date();
  const window = { startsAt: new Date(now.getTime() - 86_400_000), endsAt: new Date(now.getTime() + 86_400_000) };
  const base = { badges: { en: 'Sale' }, couponCode: null, usageLimit: null, giftTiers: [], ...window };
  const rules: PriceRule[] = [
    {
      ...base,
      id: 'bench-bank',
      names: { en: 'Seed bank week' },
      discount: { kind: 'percent', value: 15 },
      scope: { kind: 'seed-banks', seedBanks: [bank?.slug ?? ''] },
    },
    {
      ...base,
      id: 'bench-category',
      names: { en: 'Category days' },
      discount: { kind: 'amount', value: 200 },
      scope: { kind: 'categories', categories: [category?.id ?? ''] },
      giftTiers: [{ thresholdCents: 5000, products: [giftProduct?.id ?? ''] }],
    },
    {
      ...base,
      id: 'bench-coupon',
      names: { en: 'Bench coupon' },
      discount: { kind: 'percent', value: 10 },
      scope: { kind: 'all' },
      couponCode: 'BENCH10',
      usageLimit: 1_000_000,
    },
  ];
  await replacePriceRules(db, rules, now);

  const app = benchShopApp(db);

  // Variants in stock spread over the catalogue: 8 for the cart, the rest to add and remove.
  const stocked = (await db.select({ id: variants.id, stock: variants.stock }).from(variants))
    .filter((row) => row.stock > 20)
    .sort((a, b) => byText(a.id, b.id));
  const step = Math.max(1, Math.floor(stocked.length / 40));
  const pool = stocked.filter((_, index) => index % step === 0).map((row) => row.id);
  const cartVariants = pool.slice(0, 8);
  const extraVariants = pool.slice(8, 40);

  const json = { 'content-type': 'application/json' };
  let secret = '';
  for (const variantId of cartVariants) {
    const response = await app.request('/cart/lines', {
      method: 'POST',
      headers: { ...json, ...(secret === '' ? {} : { [CART_ID_HEADER]: secret }) },
      body: JSON.stringify({ variant_id: variantId, quantity: 2 }),
    });
    if (response.status !== 200) throw new Error(`add answered ${response.status}`);
    secret ||= response.headers.get(CART_ID_HEADER) ?? '';
  }
  const headers = { [CART_ID_HEADER]: secret };
  for (const [path, method, body] of [
    ['/cart/coupon', 'POST', { code: 'bench10' }],
    ['/cart/shipping-country', 'PUT', { country: 'DE' }],
  ] as const) {
    const response = await app.request(path, { method, headers: { ...json, ...headers }, body: JSON.stringify(body) });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  }
  const sample = cartSchema.parse(await (await app.request('/cart', { headers })).json());
  console.info(
    `cart: ${sample.lines.length} lines, discounts ${sample.discounts.map((d) => d.id).join(', ')}, coupon ${sample.coupon?.code} valid=${sample.coupon?.valid}, gifts ${sample.gifts.length}, total ${sample.total_cents} cents`,
  );

  const read = async () => {
    const begin = performance.now();
    const response = await app.request('/cart', { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`read answered ${response.status}`);
    return performance.now() - begin;
  };
  const addAndRemove = async (index: number) => {
    const variantId = extraVariants[index % extraVariants.length] ?? '';
    const begin = performance.now();
    const response = await app.request('/cart/lines', {
      method: 'POST',
      headers: { ...json, ...headers },
      body: JSON.stringify({ variant_id: variantId, quantity: 1 }),
    });
    const body = cartSchema.parse(await response.json());
    const ms = performance.now() - begin;
    if (response.status !== 200) throw new Error(`add answered ${response.status}`);
    const added = body.lines.find((line) => line.variant_id === variantId);
    await app.request(`/cart/lines/${added?.id ?? ''}`, { method: 'DELETE', headers });
    return ms;
  };

  for (let index = 0; index < 50; index += 1) {
    await read();
    await addAndRemove(index);
  }
  // The machine's floor: one indexed one-row query round trip on the same pool.
  const roundTrips: number[] = [];
  for (let index = 0; index < rounds; index += 1) {
    const begin = performance.now();
    await db.select({ id: seedBanks.id }).from(seedBanks).limit(1);
    roundTrips.push(performance.now() - begin);
  }
  const loadBefore = loadavg()[0] ?? 0;
  const reads: number[] = [];
  const adds: number[] = [];
  let readCpu = 0;
  let addCpu = 0;
  for (let index = 0; index < rounds; index += 1) {
    const readStart = process.cpuUsage();
    reads.push(await read());
    const readUsed = process.cpuUsage(readStart);
    readCpu += (readUsed.user + readUsed.system) / 1000;
    const addStart = process.cpuUsage();
    adds.push(await addAndRemove(index));
    const addUsed = process.cpuUsage(addStart);
    addCpu += (addUsed.user + addUsed.system) / 1000;
  }
  const line = (name: string, samples: number[]) =>
    `${name.padEnd(12)} ${String(samples.length).padStart(8)} ${percentile(samples, 0.5).toFixed(1).padStart(7)} ${percentile(samples, 0.95).toFixed(1).padStart(7)} ${Math.max(
      ...samples,
    )
      .toFixed(1)
      .padStart(7)}`;
  console.info('\ncall         requests  p50 ms  p95 ms  max ms');
  console.info(line('add to cart', adds));
  console.info(line('cart read', reads));
  console.info(
    `shop process CPU per call: add ${(addCpu / rounds).toFixed(1)} ms (with its untimed removal), read ${(readCpu / rounds).toFixed(1)} ms; load average ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)} on ${navigator.hardwareConcurrency} CPUs`,
  );
  console.info(line('1 query', roundTrips));
} finally {
  await database.close();
}
