import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The Drizzle database the shop works with, whichever driver (PGlite or node-postgres) is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle; inside a transaction every query must go through it (PGlite has one connection). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Anything that runs queries: the database or an open transaction. */
export type Executor = Database | Transaction;
