/**
 * Instances starting together on one PostgreSQL database take turns at the migrations. (PGlite has
 * one process per data folder; every other integration test starts from its migrations.)
 */
import { readdir } from 'node:fs/promises';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmptyServerDatabase, testDatabaseKind } from '../testing/test-database';
import { createDatabase, type DatabaseHandle } from './create-database';
import { migrationsFolder } from './repo-paths';

const handles: DatabaseHandle[] = [];
const drops: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.close()));
  for (const drop of drops.splice(0)) await drop();
});

async function countOf(url: string, query: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ count: number }>(query);
    return result.rows[0]?.count ?? -1;
  } finally {
    await client.end();
  }
}

describe.runIf(testDatabaseKind === 'postgres')('migrations on PostgreSQL', () => {
  it('two instances migrating the same empty database at once both start, and each migration is applied once', async () => {
    const empty = await createEmptyServerDatabase();
    drops.push(empty.drop);
    const results = await Promise.allSettled([
      createDatabase({ url: empty.url, poolSize: 2 }),
      createDatabase({ url: empty.url, poolSize: 2 }),
      createDatabase({ url: empty.url, poolSize: 2 }),
    ]);
    for (const result of results) if (result.status === 'fulfilled') handles.push(result.value);
    expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual([
      'started',
      'started',
      'started',
    ]);
    const files = (await readdir(migrationsFolder())).filter((name) => name.endsWith('.sql'));
    expect(await countOf(empty.url, 'select count(*)::int as count from drizzle.__drizzle_migrations')).toBe(
      files.length,
    );
    expect(await countOf(empty.url, 'select count(*)::int as count from customers')).toBe(0);
  });
});
