/**
 * SQL pieces of a listing: the scope (catalog, search), the filters and the sort, over
 * `product_listing l`. Every value is a bound parameter; identifiers come from fixed lists.
 */
import type { Locale } from '@seedshop/locales';
import { sql, type SQL } from 'drizzle-orm';
import type { SortKey } from '../../contract/catalogue';
import { PgliteDatabase, PgliteTransaction } from 'drizzle-orm/pglite';
import type { Executor } from '../../db/database';
import { nameRankingTokens } from '../listing/name-translations';
import { prefixTsQuery } from '../listing/search-text';

/** Strict: every word as a prefix in the language's document. Fuzzy: names close to the text. */
export type SearchPlan =
  | { readonly mode: 'strict'; readonly locale: Locale; readonly tokens: readonly string[]; readonly text: string }
  | { readonly mode: 'fuzzy'; readonly text: string };

const searchColumns: Readonly<Record<Locale, string>> = {
  en: 'search_en',
  de: 'search_de',
  fr: 'search_fr',
  es: 'search_es',
};

/**
 * The rows a listing reads, as `l`: all of `product_listing`, the rows a strict search matches in
 * the language's document, or the names close to a fuzzy search's text (a SQL function that
 * always uses the trigram indexes, see the migration). A strict search reads its rows through the
 * search index only inside `withSearchIndex`.
 */
export function listingSource(search: SearchPlan | null): SQL {
  if (search === null) return sql`product_listing l`;
  if (search.mode === 'fuzzy') return sql`catalogue_fuzzy_listing(${search.text}) l`;
  // A plain subquery: the planner folds it into the statement, which reads only the columns it uses.
  return sql`(select * from product_listing where ${sql.identifier(searchColumns[search.locale])} @@ to_tsquery('simple', ${prefixTsQuery(search.tokens)})) l`;
}

/** Embedded PGlite, through the database or one of its transactions. */
function isEmbedded(db: Executor): boolean {
  return db instanceof PgliteDatabase || db instanceof PgliteTransaction;
}

/**
 * Runs `work` in a transaction whose statements read search matches through the GIN index and
 * keep a search's rows in memory. For a common word the planner takes a sequential scan as
 * cheap, but it unpacks every search document from TOAST (seconds at 100,000 products); a
 * query's rows past the default 4 MB of sort memory would go to a temporary file.
 */
export function withSearchIndex<T>(db: Executor, work: (executor: Executor) => Promise<T>): Promise<T> {
  // Embedded PGlite holds the demo catalogue (a few hundred rows) on its one connection: a scan
  // costs nothing there, and a transaction would hold that connection for every other request.
  if (isEmbedded(db)) return work(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('work_mem', '64MB', true)`);
    return work(tx);
  });
}

/** Every word starts a word of the key (any order): `' ' || key` contains `' ' || word`. */
function wordsStartIn(key: SQL, tokens: readonly string[]): SQL {
  return and(tokens.map((token) => sql`(' ' || ${key}) like ${`% ${token}%`}`));
}

/**
 * Relevance of a strict search: the strain's name equal to the query, then starting with it, then
 * holding every query word (any order) at a word start, then the name, seed bank and parents
 * together holding them, then matches in the rest of the document; ties by popularity. Query
 * words of a translated strain name rank as the English name words.
 */
function relevanceOrder(tokens: readonly string[]): SQL {
  const words = nameRankingTokens(tokens);
  const text = words.join(' ');
  return sql`case when l.name_key = ${text} then 0
    when l.name_key like ${`${text}%`} then 1
    when ${wordsStartIn(sql`l.name_key`, words)} then 2
    when ${wordsStartIn(sql`l.names_key`, words)} then 3 else 4 end, l.popularity desc nulls last, l.product_id`;
}

export function maskPredicate(column: string, mask: number): SQL {
  return sql`(l.${sql.identifier(column)} & ${mask}) <> 0`;
}

export function seedBankPredicate(positions: readonly number[]): SQL {
  if (positions.length === 0) return sql`false`;
  return sql`l.seed_bank_position in (${sql.join(
    positions.map((position) => sql`${position}`),
    sql`, `,
  )})`;
}

export function productIdsPredicate(ids: readonly string[]): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`l.product_id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

export function and(parts: readonly SQL[]): SQL {
  return parts.length === 0 ? sql`true` : sql.join([...parts], sql` and `);
}

/**
 * Ties always end in the product id, so paging never shows a product twice or skips one. Every
 * sort matches an index of `product_listing` exactly (`nulls last` included), so a page of an
 * unfiltered listing is read from the index instead of sorting all rows.
 */
export function orderBy(sort: SortKey, search: SearchPlan | null): SQL {
  switch (sort) {
    case 'relevance':
      if (search === null) return orderBy('popularity', null);
      // Matches in the strain's own name first, then in its seed bank or parents, then the rest.
      if (search.mode === 'fuzzy') {
        return sql`word_similarity(${search.text}, l.name_key) desc, word_similarity(${search.text}, l.names_key) desc,
          l.popularity desc nulls last, l.product_id`;
      }
      return relevanceOrder(search.tokens);
    case 'popularity':
      return sql`l.popularity desc nulls last, l.product_id`;
    case 'price-asc':
      return sql`l.price_from_cents, l.product_id`;
    case 'price-desc':
      return sql`l.price_from_cents desc, l.product_id`;
    case 'thc-desc':
      return sql`l.thc_percent desc, l.product_id`;
    case 'thc-asc':
      return sql`l.thc_percent, l.product_id`;
    case 'flowering-asc':
      return sql`l.flowering_max_days, l.product_id`;
    case 'flowering-desc':
      return sql`l.flowering_max_days desc, l.product_id`;
    case 'newest':
      return sql`l.created_at desc nulls last, l.product_id`;
    case 'rating':
      return sql`l.rating_average desc nulls last, l.rating_count desc nulls last, l.popularity desc nulls last, l.product_id`;
  }
}
