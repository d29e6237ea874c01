/**
 * A fresh, migrated database per test file: PGlite in memory, or — when `TEST_DATABASE_URL` is
 * set — a new database on that PostgreSQL server (created through the URL, dropped on close), so
 * the same test files run on both and never share rows.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../db/create-database';
import { migrationsFolder } from '../db/repo-paths';
import * as schema from '../db/schema';

/** The one place the tests read the environment. */
// eslint-disable-next-line no-restricted-properties -- test support decides PGlite vs PostgreSQL
const serverUrl = process.env['TEST_DATABASE_URL'] ?? '';

export const testDatabaseKind: 'pglite' | 'postgres' = serverUrl === '' ? 'pglite' : 'postgres';

/**
 * PGlite spends ~1.5 s on initdb and ~1 s on the migrations; a dump of a migrated database loads
 * in ~0.4 s. The dump is cached in the temp folder, keyed by the migrations and the PGlite version.
 */
async function pgliteTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  // The package does not export its package.json; read it where pnpm linked it for this package.
  hash.update(await readFile(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)));
  for (const name of (await readdir(migrationsFolder(), { recursive: true })).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json'))
      hash.update(name).update(await readFile(join(migrationsFolder(), name)));
  }
  const file = join(tmpdir(), `seedshop-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const client = new PGlite();
    await migrate(drizzle({ client, schema }), { migrationsFolder: migrationsFolder() });
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Parallel test files may build it at once: write aside, then rename (atomic).
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (serverUrl === '') return createDatabase({ dataDir: 'memory://', loadDataDir: await pgliteTemplate() });
  const name = `seedshop_test_${randomBytes(6).toString('hex')}`;
  // Identifiers cannot be bound as parameters; `name` is made here from hex only.
  await onServer(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ url: url.toString(), poolSize: 4 });
  return {
    db: handle.db,
    async close() {
      await handle.close();
      await onServer(`drop database if exists "${name}" with (force)`);
    },
  };
}
