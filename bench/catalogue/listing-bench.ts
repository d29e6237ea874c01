/**
 * Catalogue listing benchmark: seeds 400 / 10,000 / 100,000 demo products into PGlite (in memory)
 * and into a throwaway PostgreSQL database, then times a realistic mix of listing requests with
 * all facet counts (no filter, 1–3 filters, search, sorts, scopes, a deep page) through the shop
 * app in process, and prints p50 / p95 per size and backend.
 *
 *   pnpm --filter @seedshop/bench catalogue [--sizes=400,10000,100000] [--backends=pglite,postgres] [--rounds=5]
 *
 * PostgreSQL: TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres); each size
 * runs in a child process against its own `seedshop_test_…` database, dropped afterwards.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runOne, type RunResult } from './listing-run';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key = '', value = ''] = arg.replace(/^--/u, '').split('=');
    return [key, value];
  }),
);

if (args.has('child')) {
  const result = await runOne({
    backend: args.get('backend') === 'postgres' ? 'postgres' : 'pglite',
    size: Number(args.get('size')),
    rounds: Number(args.get('rounds') ?? 5),
  });
  console.info(`RESULT ${JSON.stringify(result)}`);
} else {
  const sizes = (args.get('sizes') ?? '400,10000,100000').split(',').map(Number);
  const backends = (args.get('backends') ?? 'pglite,postgres').split(',');
  const rounds = args.get('rounds') ?? '5';
  const results: RunResult[] = [];
  for (const backend of backends) {
    for (const size of sizes) {
      const env = { ...process.env };
      if (backend === 'postgres') {
        env['TEST_DATABASE_URL'] = env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
      } else {
        delete env['TEST_DATABASE_URL'];
      }
      console.info(`… ${backend}, ${size.toLocaleString('en')} products`);
      const child = spawnSync(
        process.execPath,
        [
          ...process.execArgv,
          fileURLToPath(import.meta.url),
          '--child',
          `--backend=${backend}`,
          `--size=${size}`,
          `--rounds=${rounds}`,
        ],
        { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 16 * 1024 * 1024 },
      );
      const line = child.stdout.split('\n').find((candidate) => candidate.startsWith('RESULT '));
      if (child.status !== 0 || line === undefined) {
        console.error(`  failed (exit ${child.status}): ${child.stdout.slice(-2000)}`);
        continue;
      }
      const result: RunResult = JSON.parse(line.slice('RESULT '.length));
      results.push(result);
      console.info(
        child.stdout
          .split('\n')
          .filter((candidate) => candidate.startsWith('  '))
          .join('\n'),
      );
    }
  }
  console.info('\nbackend   products  seed s  requests  p50 ms  p95 ms  max ms');
  for (const r of results) {
    console.info(
      `${r.backend.padEnd(9)} ${String(r.size).padStart(8)} ${r.seedSeconds.toFixed(1).padStart(7)} ${String(r.requests).padStart(9)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} ${r.max.toFixed(1).padStart(7)}`,
    );
  }
}
