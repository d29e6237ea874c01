import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/database';

/**
 * Runs a raw statement and parses its rows. Both drivers (node-postgres and PGlite) answer with
 * `{ rows }`; the schema turns driver-specific values (bigint as text, …) into one shape.
 */
export async function queryRows<T extends z.ZodType>(db: Executor, query: SQL, row: T): Promise<Array<z.output<T>>> {
  const result: unknown = await db.execute(query);
  const rows = z.object({ rows: z.array(z.unknown()) }).parse(result).rows;
  return rows.map((value) => row.parse(value));
}
