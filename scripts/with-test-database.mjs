#!/usr/bin/env node
/**
 * Runs a command against a throwaway PostgreSQL database:
 *   node scripts/with-test-database.mjs <command> [args…]
 * Creates `seedshop_test_<random>` on TEST_POSTGRES_URL (default: the local server,
 * postgres://postgres@127.0.0.1:5432/postgres), passes it as TEST_DATABASE_URL, drops it afterwards
 * (also when the command fails), and exits with the command's code.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(import.meta.dirname, '..', 'shop', 'package.json'));
const { Client } = require('pg');

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `seedshop_test_${randomBytes(6).toString('hex')}`;
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: with-test-database.mjs <command> [args…]');
  process.exit(2);
}

async function admin(sql) {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

try {
  await admin(`CREATE DATABASE ${name}`);
} catch (error) {
  console.error(`Cannot create a test database on ${adminUrl.replace(/:[^:@/]*@/, ':***@')}: ${error.message}`);
  process.exit(1);
}
const url = new URL(adminUrl);
url.pathname = `/${name}`;
console.info(`[test-db] created ${name}`);
const result = spawnSync(command, args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url.toString() },
});
try {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  console.info(`[test-db] dropped ${name}`);
} catch (error) {
  console.error(`[test-db] could not drop ${name}: ${error.message}`);
}
process.exit(result.status ?? 1);
