/**
 * A fresh, migrated database per test file, with the demo catalogue (400 products) loaded:
 * PGlite in memory, or — when `TEST_DATABASE_URL` is set — a new database on that PostgreSQL
 * server (created through the URL, dropped on close), so the same test files run on both and
 * never share rows.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { seedDemoCatalogue } from '../catalogue/store/seed-demo-catalogue';
import { createDatabase, pgliteExtensions, type DatabaseHandle } from '../db/create-database';
import { migrationsFolder } from '../db/repo-paths';
import * as schema from '../db/schema';

/** The one place the tests read the environment. */
// eslint-disable-next-line no-restricted-properties -- test support decides PGlite vs PostgreSQL
const serverUrl = process.env['TEST_DATABASE_URL'] ?? '';

export const testDatabaseKind: 'pglite' | 'postgres' = serverUrl === '' ? 'pglite' : 'postgres';

/** The demo catalogue of every test database: the storefront's default size. */
export const TEST_CATALOGUE_PRODUCTS = 400;

/** Hashes the files of a folder (recursively, sorted) that pass `include`. */
async function hashFolder(hash: ReturnType<typeof createHash>, folder: string, include: (name: string) => boolean) {
  for (const name of (await readdir(folder, { recursive: true })).sort()) {
    if (include(name)) hash.update(name).update(await readFile(join(folder, name)));
  }
}

/**
 * PGlite spends ~1.5 s on initdb, ~1 s on the migrations and ~1 s loading the catalogue; a dump
 * of the result loads in ~0.4 s. The dump is cached in the temp folder, keyed by the migrations,
 * the catalogue code (generator, listing rows) and the PGlite version.
 */
/** What a template database depends on: the migrations, the catalogue code, the PGlite version. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  // The package does not export its package.json; read it where pnpm linked it for this package.
  hash.update(await readFile(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)));
  await hashFolder(hash, migrationsFolder(), (name) => name.endsWith('.sql') || name.endsWith('.json'));
  await hashFolder(hash, fileURLToPath(new URL('../catalogue/', import.meta.url)), (name) => name.endsWith('.ts'));
  // The seeded rating aggregates are computed with the moderation code's functions.
  await hashFolder(hash, fileURLToPath(new URL('../reviews/', import.meta.url)), (name) => name.endsWith('.ts'));
  return hash.digest('hex');
}

async function pgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `seedshop-pglite-template-${(await templateKey()).slice(0, 16)}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const client = new PGlite({ extensions: pgliteExtensions });
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: migrationsFolder() });
    await seedDemoCatalogue(db, TEST_CATALOGUE_PRODUCTS);
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

function serverDatabaseUrl(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Migrating and loading the catalogue costs a PostgreSQL database seconds; copying a template costs
 * a fraction. The template is built once per server and code version (keyed like the PGlite dump)
 * under an advisory lock, so parallel test files wait for the one that builds it; it is renamed
 * into place only when complete. Templates of older code versions are dropped then.
 */
async function postgresTemplate(): Promise<string> {
  const name = `seedshop_tpl_${(await templateKey()).slice(0, 16)}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('seedshop-test-template'))`);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const partial = `${name}_partial`;
      await client.query(`drop database if exists "${partial}" with (force)`);
      await client.query(`create database "${partial}"`);
      const handle = await createDatabase({ url: serverDatabaseUrl(partial), poolSize: 2 });
      try {
        await seedDemoCatalogue(handle.db, TEST_CATALOGUE_PRODUCTS);
      } finally {
        await handle.close();
      }
      await client.query(`alter database "${partial}" rename to "${name}"`);
      const old = await client.query<{ datname: string }>(
        `select datname from pg_database where datname like 'seedshop\\_tpl\\_%' and datname <> $1`,
        [name],
      );
      for (const row of old.rows) await client.query(`drop database if exists "${row.datname}" with (force)`);
    }
    return name;
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('seedshop-test-template'))`).catch(() => undefined);
    await client.end();
  }
}

export interface TestDatabaseOptions {
  /** Load the demo catalogue (default); without it the catalogue tables are empty. */
  readonly catalogue?: boolean;
}

export async function createTestDatabase({ catalogue = true }: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (serverUrl === '') {
    if (!catalogue) return createDatabase({ dataDir: 'memory://' });
    return createDatabase({ dataDir: 'memory://', loadDataDir: await pgliteTemplate() });
  }
  const name = `seedshop_test_${randomBytes(6).toString('hex')}`;
  // Identifiers cannot be bound as parameters; the names are made here from hex only.
  await onServer(
    catalogue ? `create database "${name}" template "${await postgresTemplate()}"` : `create database "${name}"`,
  );
  const handle = await createDatabase({ url: serverDatabaseUrl(name), poolSize: 4 });
  return {
    db: handle.db,
    async close() {
      await handle.close();
      await onServer(`drop database if exists "${name}" with (force)`);
    },
  };
}

/**
 * PostgreSQL only: the database `name` on the test server, created (and migrated) when missing and
 * never dropped — for benches that reuse a large seeded catalogue between runs.
 */
export async function keptServerDatabase(name: string): Promise<DatabaseHandle> {
  if (serverUrl === '') throw new Error('keptServerDatabase needs TEST_DATABASE_URL');
  if (!/^[a-z][a-z0-9_]{0,62}$/u.test(name)) throw new Error('a kept database is named by a lower-case identifier');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    // Identifiers cannot be bound as parameters; the name was checked above.
    if (exists.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  return createDatabase({ url: serverDatabaseUrl(name), poolSize: 4 });
}

/**
 * PostgreSQL only: a new, empty database on the test server (no schema, no migrations) and a way
 * to drop it — for tests of how instances bring a database up.
 */
export async function createEmptyServerDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (serverUrl === '') throw new Error('createEmptyServerDatabase needs TEST_DATABASE_URL');
  const name = `seedshop_test_${randomBytes(6).toString('hex')}`;
  await onServer(`create database "${name}"`);
  return {
    url: serverDatabaseUrl(name),
    drop: () => onServer(`drop database if exists "${name}" with (force)`),
  };
}
