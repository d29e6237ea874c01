#!/usr/bin/env node
/**
 * Runs every test suite of seedshop in order and prints one summary line at the end:
 *   typecheck ‖ lint → unit → integration (PGlite, PostgreSQL) → studio ‖ build → end-to-end →
 *   cluster end-to-end
 * (‖: side by side). Each stage runs even when an earlier one failed (except the end-to-end ones,
 * which need the build), so one run shows everything that is broken. Exit code 1 when anything failed.
 *
 *   node scripts/test-all.mjs               all stages
 *   node scripts/test-all.mjs unit e2e      only these stages
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'test-results');
mkdirSync(reports, { recursive: true });

/**
 * The pnpm that started this script (also when it came through `npx pnpm@…`, which leaves no
 * `pnpm` on PATH), falling back to the one on PATH.
 */
const execPath = process.env.npm_execpath ?? '';
const pnpm = /pnpm\.c?js$/.test(execPath) ? [process.execPath, execPath] : ['pnpm'];

/**
 * Runs a command from the repository root. With `buffer`, its output is collected and printed
 * when it ends (a stage running beside another must not interleave its lines with the other's).
 */
function run(command, args, options = {}) {
  const started = Date.now();
  const [program, ...prefix] = command === 'pnpm' ? pnpm : [command];
  return new Promise((resolve) => {
    const child = spawn(program, [...prefix, ...args], {
      cwd: root,
      stdio: options.buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '0', ...options.env },
    });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      if (options.buffer) process.stdout.write(Buffer.concat(chunks));
      resolve({ ok: code === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Counts from vitest's JSON report. */
function vitestCounts(path) {
  const report = readJson(path);
  if (!report) return null;
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Counts from Playwright's JSON report (a flaky test that passed on retry counts as passed). */
function playwrightCounts(path) {
  const report = readJson(path);
  if (!report?.stats) return null;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  return { passed: expected + flaky, failed: unexpected, skipped };
}

/** The counts of several reports added up (a missing report counts nothing). */
function sumCounts(counts) {
  return counts.reduce(
    (sum, c) => ({
      passed: sum.passed + (c?.passed ?? 0),
      failed: sum.failed + (c?.failed ?? 0),
      skipped: sum.skipped + (c?.skipped ?? 0),
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}

/** Integration test files that use the shop's database (the PostgreSQL pass runs only these). */
const databaseTests = ['shop/', 'web/src/shop-client/request-id.int.test.ts'];

const stages = {
  typecheck: async (options) => ({
    ...(await run('pnpm', ['-r', '--no-bail', '--workspace-concurrency=1', 'run', 'typecheck'], options)),
    counts: null,
  }),
  lint: async (options) => {
    const eslint = await run('pnpm', ['exec', 'eslint', '--max-warnings', '0', '.'], options);
    const prettier = await run('pnpm', ['exec', 'prettier', '--check', '.'], options);
    return { ok: eslint.ok && prettier.ok, seconds: eslint.seconds + prettier.seconds, counts: null };
  },
  unit: async () => {
    // In two parts (vitest.config.ts): the files that mock no module share their workers' loaded
    // modules, the ones that do get fresh ones.
    const outputs = [];
    const results = [];
    for (const part of ['shared', 'mocking']) {
      const output = join(reports, `unit-results-${part}.json`);
      rmSync(output, { force: true });
      outputs.push(output);
      results.push(
        await run(
          'pnpm',
          ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
          { env: { UNIT_PART: part } },
        ),
      );
    }
    return {
      ok: results.every((result) => result.ok),
      seconds: results.reduce((sum, result) => sum + result.seconds, 0),
      counts: sumCounts(outputs.map(vitestCounts)),
    };
  },
  integration: async () => {
    const vitest = [
      'exec',
      'vitest',
      'run',
      '--config',
      'vitest.integration.config.ts',
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
    ];
    // Each pass in two parts (vitest.integration.config.ts): the files that mock no module share
    // their workers' loaded modules, the few that do get fresh ones.
    const parts = ['shared', 'mocking'];
    const outputs = [];
    const results = [];
    console.log('--- on embedded PGlite ---');
    for (const part of parts) {
      const output = join(reports, `integration-pglite-${part}.json`);
      rmSync(output, { force: true });
      outputs.push(output);
      // Races between shop processes need a database server: they run in the PostgreSQL pass only.
      results.push(
        await run('pnpm', [...vitest, '--exclude', '**/*.race.int.test.ts', `--outputFile.json=${output}`], {
          env: { INTEGRATION_PART: part },
        }),
      );
    }
    console.log('--- on PostgreSQL (throwaway database) ---');
    const [program, ...prefix] = pnpm;
    for (const part of parts) {
      const output = join(reports, `integration-postgres-${part}.json`);
      rmSync(output, { force: true });
      outputs.push(output);
      // Only the tests that reach the shop's database run twice; the lake's and the storefront's
      // content tests have no database and ran above.
      results.push(
        await run(
          process.execPath,
          [
            'scripts/with-test-database.mjs',
            program,
            ...prefix,
            ...vitest,
            `--outputFile.json=${output}`,
            ...databaseTests,
          ],
          { env: { INTEGRATION_PART: part } },
        ),
      );
    }
    return {
      ok: results.every((result) => result.ok),
      seconds: results.reduce((sum, result) => sum + result.seconds, 0),
      counts: sumCounts(outputs.map(vitestCounts)),
    };
  },
  // `sanity build` of the editors' Studio, offline (no Sanity account or network needed).
  studio: async (options) => ({
    ...(await run('pnpm', ['--filter', '@seedshop/studio', 'run', 'build'], options)),
    counts: null,
  }),
  build: async (options) => ({
    ...(await run('pnpm', ['--filter', '@seedshop/web', 'run', 'build'], options)),
    counts: null,
  }),
  e2e: async () => {
    const output = join(root, 'tests', 'test-results', 'e2e-results.json');
    rmSync(output, { force: true });
    const result = await run('pnpm', ['--filter', '@seedshop/tests', 'run', 'e2e']);
    return { ...result, counts: playwrightCounts(output) };
  },
  // The cluster subset (tests/playwright.cluster.config.ts): nginx, two instances, PostgreSQL, Redis.
  cluster: async () => {
    const output = join(root, 'tests', 'test-results', 'cluster-results.json');
    rmSync(output, { force: true });
    const result = await run('pnpm', ['--filter', '@seedshop/tests', 'run', 'e2e:cluster']);
    return { ...result, counts: playwrightCounts(output) };
  },
};

const requested = process.argv.slice(2);
const order = requested.length > 0 ? requested : Object.keys(stages);
const unknown = order.filter((name) => !(name in stages));
if (unknown.length > 0) {
  console.error(`Unknown stage(s): ${unknown.join(', ')}. Stages: ${Object.keys(stages).join(', ')}`);
  process.exit(2);
}

/**
 * Stages that run side by side when both are requested one after the other: each keeps one core
 * busy (tsc and eslint are single-threaded; the Studio's bundler mostly so), and two cores halve the
 * wait. The second one's output is printed when it ends.
 */
const sideBySide = [
  ['typecheck', 'lint'],
  ['studio', 'build'],
];

function skipReason(name, results) {
  if (name !== 'e2e' && name !== 'cluster') return null;
  if (results.some((r) => r.name === 'build' && !r.ok)) return 'not run: build failed';
  if (!requested.includes('build') && requested.length > 0 && !existsSync(join(root, 'web', '.next', 'BUILD_ID'))) {
    return 'not run: no build (run the build stage first)';
  }
  return null;
}

const results = [];
for (let index = 0; index < order.length; index += 1) {
  const name = order[index];
  const partner = order[index + 1];
  if (partner !== undefined && sideBySide.some(([a, b]) => a === name && b === partner)) {
    console.log(`\n=== ${name} (beside ${partner}, whose output follows when it ends) ===`);
    const [first, second] = await Promise.all([stages[name]({}), stages[partner]({ buffer: true })]);
    console.log(`=== ${partner}: ended ===`);
    results.push({ name, ...first }, { name: partner, ...second });
    index += 1;
    continue;
  }
  const reason = skipReason(name, results);
  if (reason !== null) {
    results.push({ name, ok: false, seconds: 0, counts: null, note: reason });
    continue;
  }
  console.log(`\n=== ${name} ===`);
  results.push({ name, ...(await stages[name]({})) });
}

let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\n=== summary ===');
for (const result of results) {
  const counts = result.counts;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  } else if (result.ok) {
    passed += 1;
  } else {
    failed += 1;
  }
  // A stage that failed without reporting a failed test (a crash, a config error) still counts.
  if (!result.ok && counts && counts.failed === 0) failed += 1;
  const detail = counts
    ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`
    : (result.note ?? '');
  console.log(
    `${result.ok ? 'ok  ' : 'FAIL'} ${result.name.padEnd(10)} ${result.seconds.toFixed(1).padStart(6)} s  ${detail}`,
  );
}
const summary = `Summary: ${passed} passed, ${failed} failed, ${skipped} skipped`;
writeFileSync(join(reports, 'summary.txt'), `${summary}\n`);
console.log(summary);
process.exit(failed > 0 || results.some((r) => !r.ok) ? 1 : 0);
