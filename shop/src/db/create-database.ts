import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './database';
import { defaultPgliteDataDir, migrationsFolder } from './repo-paths';
import * as schema from './schema';

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the shop uses embedded PGlite. */
  readonly url?: string;
  /** PGlite data folder, or `memory://` for a throwaway database (tests). */
  readonly dataDir?: string;
  /** Connections of the node-postgres pool (default 10). */
  readonly poolSize?: number;
  /** PGlite only: start from this data-folder dump (tests start from a migrated template). */
  readonly loadDataDir?: Blob;
  /**
   * PostgreSQL only: how long taking a connection may wait (default 3 s). A server that is down
   * or restarting must fail a request quickly (503), not hold it until the client gives up.
   */
  readonly connectionTimeoutMs?: number;
}

/**
 * The key of the session-level advisory lock every instance holds while it migrates: two
 * instances starting together would otherwise both create drizzle's bookkeeping table and apply
 * the same migration, and one of them would fail its start.
 */
export const MIGRATION_LOCK_KEY = 0x5eed_0001;

export interface DatabaseHandle {
  readonly db: Database;
  close(): Promise<void>;
}

/** Opens the database and brings its schema up to date before anyone can query it. */
export async function createDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  return options.url === undefined
    ? openPglite(options.dataDir ?? defaultPgliteDataDir(), options)
    : openPostgres(options);
}

/**
 * Extensions the migrations create: pg_trgm and fuzzystrmatch (levenshtein) give the catalogue
 * search its typo tolerance.
 */
export const pgliteExtensions = { pg_trgm, fuzzystrmatch };

async function openPglite(dataDir: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const client = new PGlite(dataDir, {
    extensions: pgliteExtensions,
    ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
  });
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder: migrationsFolder() });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, close: () => client.close() };
}

async function openPostgres(options: DatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 3000,
  });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('shop: idle PostgreSQL connection failed:', error.message));
  // The pool listens only to idle clients: a checked-out one (inside a transaction, between two
  // statements) whose server goes away would emit 'error' to nobody and end the process. Its query
  // in flight fails anyway (a 503); the pool drops the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePostgres({ client: pool, schema });
  try {
    await migrateUnderLock(options.url ?? '', db);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, close: () => pool.end() };
}

/**
 * Applies the pending migrations while holding the migration lock on a connection of its own; an
 * instance that starts while another migrates waits, then finds nothing left to apply.
 */
async function migrateUnderLock(url: string, db: Parameters<typeof migratePostgres>[0]): Promise<void> {
  // A connection outside the pool: waiting for another instance's migrations must not hold a pooled one.
  const lock = new pg.Client({ connectionString: url });
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(db, { migrationsFolder: migrationsFolder() });
  } finally {
    // Ending the session releases the lock too, also when the unlock itself fails.
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}
