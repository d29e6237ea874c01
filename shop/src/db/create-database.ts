import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
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
}

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

/** Extensions the migrations create: pg_trgm gives the catalogue search its typo tolerance. */
export const pgliteExtensions = { pg_trgm };

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
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('shop: idle PostgreSQL connection failed:', error.message));
  const db = drizzlePostgres({ client: pool, schema });
  try {
    await migratePostgres(db, { migrationsFolder: migrationsFolder() });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, close: () => pool.end() };
}
