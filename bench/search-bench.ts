/**
 * Search latency on PostgreSQL: the search quality table's queries (typos, accents, partial
 * names, word order, names in other languages; en/de/fr/es) against a throwaway database with
 * `--products` demo products (default 100,000), through the shop app in process, one request at
 * a time. Prints p50 / p95 / max over all requests, the slowest query, the quality table's top-3
 * hit rate at that size (the demo's first 400 products are the same at any size), and the CPU time
 * a search costs in the shop process and in its PostgreSQL sessions (read from /proc when the
 * server runs on this machine): on a machine shared with other work, wall time waits for a CPU,
 * CPU time does not.
 *
 *   pnpm --filter @seedshop/shop exec tsx ../bench/search-bench.ts [--products=100000] [--rounds=5]
 */
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { listingResponse } from '../shop/src/contract/catalogue';
import { searchQualityQueries } from '../shop/src/testing/search-quality-queries';
import { percentile } from './percentile';
import { benchShopApp, numberOption, seededBenchDatabase } from './shop-bench-kit';

const productCount = numberOption('products', 100_000);
const rounds = numberOption('rounds', 5);

/**
 * CPU milliseconds (user + system) each of the database's server processes used so far, by pid;
 * empty when /proc cannot be read (server elsewhere). A session the pool closed is left out.
 */
async function serverCpuMs(pids: readonly number[]): Promise<Map<number, number>> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      // Fields after the command name: state is field 3, utime 14 and stime 15 (1-based).
      const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).replace(/^.*\) /su, '').split(' ');
      used.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
    } catch {
      // Gone, or not on this machine.
    }
  }
  return used;
}

const database = await seededBenchDatabase(productCount);
try {
  const app = benchShopApp(database.db);
  const search = async (locale: string, q: string) => {
    const begin = performance.now();
    const response = await app.request(`/catalogue/products?q=${encodeURIComponent(q)}`, {
      headers: { 'accept-language': locale },
    });
    const body: unknown = await response.json();
    const elapsed = performance.now() - begin;
    if (response.status !== 200) throw new Error(`"${q}" (${locale}) answered ${response.status}`);
    return { elapsed, body: listingResponse.parse(body) };
  };

  // Warm-up, and the hit rate at this size.
  let hits = 0;
  for (const query of searchQualityQueries) {
    const { body } = await search(query.locale, query.q);
    if (body.items.slice(0, 3).some((item) => item.name === query.wants)) hits += 1;
  }

  const sessions = await database.db.execute(
    `select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
  );
  const pids = sessions.rows.map((row) => Number(row['pid']));
  const serverBefore = await serverCpuMs(pids);
  const shopBefore = process.cpuUsage();
  const loadBefore = loadavg()[0] ?? 0;
  const samples: number[] = [];
  const slowest = { ms: 0, query: '' };
  for (let round = 0; round < rounds; round += 1) {
    for (const query of searchQualityQueries) {
      const { elapsed } = await search(query.locale, query.q);
      samples.push(elapsed);
      if (elapsed > slowest.ms) Object.assign(slowest, { ms: elapsed, query: `${query.locale} "${query.q}"` });
    }
  }
  const shopUsed = process.cpuUsage(shopBefore);
  const serverAfter = await serverCpuMs(pids);
  console.info(
    `\n${productCount.toLocaleString('en')} products, ${searchQualityQueries.length} queries × ${rounds} rounds`,
  );
  console.info(
    `search p50 ${percentile(samples, 0.5).toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms, max ${slowest.ms.toFixed(1)} ms (${slowest.query})`,
  );
  const perSearch = (ms: number) => (ms / samples.length).toFixed(1);
  const serverUsed = [...serverAfter].reduce((sum, [pid, ms]) => sum + ms - (serverBefore.get(pid) ?? ms), 0);
  console.info(
    `CPU per search: shop ${perSearch((shopUsed.user + shopUsed.system) / 1000)} ms, PostgreSQL ${
      serverAfter.size === 0 ? 'not readable' : `${perSearch(serverUsed)} ms (${serverAfter.size} sessions)`
    }`,
  );
  console.info(`quality: ${hits} of ${searchQualityQueries.length} queries find their product in the top 3`);
  console.info(
    `load average ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)} on ${navigator.hardwareConcurrency} CPUs`,
  );
} finally {
  await database.close();
}
