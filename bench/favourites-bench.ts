/**
 * Favourites benchmark: seeds the demo catalogue into a throwaway PostgreSQL database, gives a guest
 * `--favourites` favourites spread over the catalogue, and times through the shop app in process
 * what the favourites page asks for (the page itself is the same for everyone; its list comes from
 * these calls in the browser):
 *   - GET /lists/favourites?page=1 (24 cards with packs, price drops and stock);
 *   - GET /lists/favourites/ids (every id, for the hearts of a listing).
 * Prints p50 / p95 / max per call.
 *
 *   pnpm --filter @seedshop/shop exec tsx ../bench/favourites-bench.ts [--products=10000] [--favourites=200] [--rounds=300]
 *
 * PostgreSQL: TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres); the database
 * is created for the run and dropped afterwards.
 */
import { loadavg } from 'node:os';
import { LISTS_ID_HEADER } from '../shop/src/contract/lists';
import { products } from '../shop/src/db/schema';
import { percentile } from './percentile';
import { benchShopApp, numberOption, seededBenchDatabase } from './shop-bench-kit';

const productCount = numberOption('products', 10_000);
const favouriteCount = numberOption('favourites', 200);
const rounds = numberOption('rounds', 300);

const database = await seededBenchDatabase(productCount);
try {
  const db = database.db;
  const app = benchShopApp(db);

  const ids = (await db.select({ id: products.id }).from(products)).map((row) => row.id).sort();
  const step = Math.max(1, Math.floor(ids.length / favouriteCount));
  const chosen = ids.filter((_, index) => index % step === 0).slice(0, favouriteCount);
  let secret = '';
  for (const id of chosen) {
    const response = await app.request(`/lists/favourites/${encodeURIComponent(id)}`, {
      method: 'PUT',
      headers: secret === '' ? {} : { [LISTS_ID_HEADER]: secret },
    });
    if (response.status >= 300) throw new Error(`add favourite answered ${response.status}`);
    secret ||= response.headers.get(LISTS_ID_HEADER) ?? '';
  }
  if (secret === '') throw new Error('no guest lists id was handed out');
  const headers = { [LISTS_ID_HEADER]: secret };

  const timed = async (path: string) => {
    const begin = performance.now();
    const response = await app.request(path, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return performance.now() - begin;
  };
  for (let index = 0; index < 30; index += 1) {
    await timed('/lists/favourites?page=1');
    await timed('/lists/favourites/ids');
  }
  const loadBefore = loadavg()[0] ?? 0;
  const pages: number[] = [];
  const idLists: number[] = [];
  for (let index = 0; index < rounds; index += 1) {
    pages.push(await timed('/lists/favourites?page=1'));
    idLists.push(await timed('/lists/favourites/ids'));
  }
  const line = (name: string, samples: number[]) =>
    `${name.padEnd(20)} ${String(samples.length).padStart(8)} ${percentile(samples, 0.5).toFixed(1).padStart(7)} ${percentile(samples, 0.95).toFixed(1).padStart(7)} ${Math.max(
      ...samples,
    )
      .toFixed(1)
      .padStart(7)}`;
  console.info(`\nguest with ${chosen.length} favourites`);
  console.info('call                 requests  p50 ms  p95 ms  max ms');
  console.info(line('favourites page 1', pages));
  console.info(line('favourite ids', idLists));
  console.info(
    `load average ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)} on ${navigator.hardwareConcurrency} CPUs`,
  );
} finally {
  await database.close();
}
