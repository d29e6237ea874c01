/**
 * Runs a listing: one statement for every facet count, the total and the range bounds, one for
 * the page of product ids. The facet statement sorts each row of the scope into a class — it
 * matches every filter (0), it fails exactly filter i (i), or it fails more (−1) — and sums the
 * facet vectors per class. The counts of a facet are then class 0 plus the class of its own
 * filter: every other filter is honoured, its own is not.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { SortKey } from '../../contract/catalogue';
import type { Executor } from '../../db/database';
import { addVectors } from '../listing/facet-vector';
import { and, listingSource, orderBy, withSearchIndex, type SearchPlan } from './listing-sql';
import { queryRows } from './query-rows';

export interface ListingPlan {
  /** Scope predicates over `l` (catalog); the search is added apart. */
  readonly scope: readonly SQL[];
  readonly search: SearchPlan | null;
  /** Range and stock filters: they apply to every count. */
  readonly hard: readonly SQL[];
  /** Filters whose own counts ignore them: the active facets, then the category scope. */
  readonly filters: ReadonlyArray<{ readonly id: string; readonly predicate: SQL }>;
  readonly sort: SortKey;
  readonly page: number;
  readonly perPage: number;
  readonly laneCount: number;
}

export interface ListingCounts {
  /** Products in the scope and search, before any filter (0: the search found nothing). */
  readonly scopeTotal: number;
  /** Products matching everything. */
  readonly total: number;
  /** Lane counts with every filter applied except `excluded` (a filter id, or null for none). */
  countsWithout(excluded: string | null): readonly number[];
  readonly ranges: {
    readonly price_cents: { readonly min: number; readonly max: number };
    readonly thc_percent: { readonly min: number; readonly max: number };
  };
}

const countRow = z.object({
  k: z.coerce.number().int(),
  n: z.coerce.number().int(),
  vector: z.string().nullable(),
  price_min: z.coerce.number().nullable(),
  price_max: z.coerce.number().nullable(),
  thc_min: z.coerce.number().nullable(),
  thc_max: z.coerce.number().nullable(),
});
type CountRow = z.output<typeof countRow>;

function classOf(plan: ListingPlan): SQL {
  const predicates = plan.filters.map((filter) => filter.predicate);
  const branches = [
    sql`when ${and(predicates)} then 0`,
    ...predicates.map(
      (_, failing) => sql`when ${and(predicates.filter((__, i) => i !== failing))} then ${failing + 1}`,
    ),
  ];
  const hard = plan.hard.length === 0 ? sql`` : sql`when not (${and(plan.hard)}) then -1 `;
  return sql`case ${hard}${sql.join(branches, sql` `)} else -1 end`;
}

/** The category scope counts for the range bounds ("scope = catalog, category, search"). */
function inCategory(plan: ListingPlan): SQL {
  return plan.filters.find((filter) => filter.id === 'in_category')?.predicate ?? sql`true`;
}

function countsSql(plan: ListingPlan, source: SQL): SQL {
  return sql`select k, count(*)::int as n, (sum(v) filter (where k >= 0))::text as vector,
        min(p) filter (where ic) as price_min, max(p) filter (where ic) as price_max,
        min(t) filter (where ic) as thc_min, max(t) filter (where ic) as thc_max
      from (select l.facet_vector as v, l.price_from_cents as p, l.thc_percent as t,
          ${inCategory(plan)} as ic, ${classOf(plan)} as k
        from ${source} where ${and(plan.scope)}) c
      group by k`;
}

function pageWhere(plan: ListingPlan): SQL {
  return and([...plan.scope, ...plan.hard, ...plan.filters.map((filter) => filter.predicate)]);
}

const pageLimits = (plan: ListingPlan) => sql`limit ${plan.perPage} offset ${(plan.page - 1) * plan.perPage}`;

function bound(values: ReadonlyArray<number | null>, pick: (...numbers: number[]) => number): number {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? 0 : pick(...present);
}

function toCounts(plan: ListingPlan, rows: readonly CountRow[]): ListingCounts {
  const byClass = new Map(rows.map((row) => [row.k, row]));
  const cache = new Map<string | null, number[]>();
  return {
    scopeTotal: rows.reduce((sum, row) => sum + row.n, 0),
    total: byClass.get(0)?.n ?? 0,
    countsWithout(excluded) {
      const known = cache.get(excluded);
      if (known !== undefined) return known;
      const index = excluded === null ? -1 : plan.filters.findIndex((filter) => filter.id === excluded);
      const sums = [byClass.get(0)?.vector ?? null, ...(index >= 0 ? [byClass.get(index + 1)?.vector ?? null] : [])];
      const counts = addVectors(sums, plan.laneCount);
      cache.set(excluded, counts);
      return counts;
    },
    ranges: {
      price_cents: {
        min: bound(
          rows.map((row) => row.price_min),
          Math.min,
        ),
        max: bound(
          rows.map((row) => row.price_max),
          Math.max,
        ),
      },
      thc_percent: {
        min: bound(
          rows.map((row) => row.thc_min),
          Math.min,
        ),
        max: bound(
          rows.map((row) => row.thc_max),
          Math.max,
        ),
      },
    },
  };
}

/** Facet counts and the ids of the requested page, in sort order. */
export async function runListingPlan(
  db: Executor,
  plan: ListingPlan,
): Promise<{ readonly counts: ListingCounts; readonly ids: readonly string[] }> {
  // A strict search reads its matches through the search index, in a transaction of its own.
  const read = <T extends z.ZodType>(query: SQL, row: T) =>
    plan.search?.mode === 'strict' ? withSearchIndex(db, (tx) => queryRows(tx, query, row)) : queryRows(db, query, row);
  // Two statements, so on PostgreSQL they run at the same time on two connections. A search's
  // matches are found twice, which costs less than keeping them between the counts and the page:
  // the page is a top-N sort that never orders every match.
  const [counts, ids] = await Promise.all([
    read(countsSql(plan, listingSource(plan.search)), countRow),
    read(
      sql`select l.product_id as id from ${listingSource(plan.search)} where ${pageWhere(plan)}
        order by ${orderBy(plan.sort, plan.search)} ${pageLimits(plan)}`,
      z.object({ id: z.string() }),
    ),
  ]);
  return { counts: toCounts(plan, counts), ids: ids.map((row) => row.id) };
}
