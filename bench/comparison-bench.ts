/**
 * Comparison benchmark: seeds the demo catalogue into a throwaway PostgreSQL database, puts six
 * products spread over the catalogue into a guest's comparison and saves one customer's comparison
 * as a list, then times through the shop app in process what the comparison's pages ask for:
 *   - GET /lists/comparison (six products with every attribute, rating and pack price, promotion
 *     prices included) — the comparison page;
 *   - PUT and DELETE /lists/comparison/{id} (a Compare click and its undo; the answer is the whole
 *     comparison);
 *   - GET /shared/comparison-lists/{token} — the shared page.
 * Prints p50 / p95 / max per call.
 *
 *   pnpm --filter @seedshop/shop exec tsx ../bench/comparison-bench.ts [--products=10000] [--rounds=300]
 *
 * PostgreSQL: TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres); the database
 * is created for the run and dropped afterwards.
 */
import { loadavg } from 'node:os';
import { LISTS_ID_HEADER } from '../shop/src/contract/lists';
import { comparisonLists, customers, products } from '../shop/src/db/schema';
import { generateToken } from '../shop/src/security/secrets';
import { percentile } from './percentile';
import { benchShopApp, numberOption, seededBenchDatabase } from './shop-bench-kit';

const productCount = numberOption('products', 10_000);
const rounds = numberOption('rounds', 300);

const database = await seededBenchDatabase(productCount);
try {
  const db = database.db;
  const app = benchShopApp(db);

  const ids = (await db.select({ id: products.id }).from(products)).map((row) => row.id).sort();
  const step = Math.floor(ids.length / 7);
  const chosen = [1, 2, 3, 4, 5, 6].flatMap((index) => ids.slice(index * step, index * step + 1));
  const spare = ids[0] ?? '';
  let secret = '';
  for (const id of chosen.slice(0, 5)) {
    const response = await app.request(`/lists/comparison/${encodeURIComponent(id)}`, {
      method: 'PUT',
      headers: secret === '' ? {} : { [LISTS_ID_HEADER]: secret },
    });
    if (response.status !== 200) throw new Error(`compare answered ${response.status}`);
    secret ||= response.headers.get(LISTS_ID_HEADER) ?? '';
  }
  if (secret === '') throw new Error('no guest lists id was handed out');
  const headers = { [LISTS_ID_HEADER]: secret };

  // A saved list of the six, as a customer's (written directly: the bench times reads).
  const now = new Date();
  const [customer] = await db
    .insert(customers)
    .values({
      email: 'bench-compare@example.com',
      passwordHash: 'x',
      firstName: 'Bench',
      lastName: 'Compare',
      language: 'en',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: customers.id });
  if (customer === undefined) throw new Error('no customer');
  const shareToken = generateToken();
  await db.insert(comparisonLists).values({
    customerId: customer.id,
    name: 'Bench',
    productIds: chosen,
    shareToken,
    createdAt: now,
    updatedAt: now,
  });

  const timed = async (method: string, path: string) => {
    const begin = performance.now();
    const response = await app.request(path, { method, headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${method} ${path} answered ${response.status}`);
    return performance.now() - begin;
  };
  const sixth = `/lists/comparison/${encodeURIComponent(chosen[5] ?? spare)}`;
  await timed('PUT', sixth);
  for (let index = 0; index < 30; index += 1) {
    await timed('GET', '/lists/comparison');
    await timed('GET', `/shared/comparison-lists/${shareToken}`);
  }
  const loadBefore = loadavg()[0] ?? 0;
  const reads: number[] = [];
  const toggles: number[] = [];
  const shared: number[] = [];
  for (let index = 0; index < rounds; index += 1) {
    reads.push(await timed('GET', '/lists/comparison'));
    toggles.push(await timed('DELETE', sixth));
    toggles.push(await timed('PUT', sixth));
    shared.push(await timed('GET', `/shared/comparison-lists/${shareToken}`));
  }
  const line = (name: string, samples: number[]) =>
    `${name.padEnd(24)} ${String(samples.length).padStart(8)} ${percentile(samples, 0.5).toFixed(1).padStart(7)} ${percentile(samples, 0.95).toFixed(1).padStart(7)} ${Math.max(
      ...samples,
    )
      .toFixed(1)
      .padStart(7)}`;
  console.info(`\nguest comparison of ${chosen.length} products`);
  console.info('call                     requests  p50 ms  p95 ms  max ms');
  console.info(line('comparison (6 products)', reads));
  console.info(line('compare / undo', toggles));
  console.info(line('shared list (6)', shared));
  console.info(
    `load average ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)} on ${navigator.hardwareConcurrency} CPUs`,
  );
} finally {
  await database.close();
}
