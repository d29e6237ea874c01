import type { SanityQueries } from '@sanity/client';

/**
 * A content query is one TypeGen knows: a `defineQuery` string from `web/src/**` registered in
 * `SanityQueries` by `pnpm typegen` (`web/src/content/sanity.types.ts`). Its result type comes from
 * there — callers never write or cast result types.
 */
export type ContentQuery = Extract<keyof SanityQueries, string>;

export type ContentResult<Q extends ContentQuery> = SanityQueries[Q];

/** GROQ parameters: JSON values (`$language`, `$slug`, `$limit`, …). */
export type ContentParam =
  string | number | boolean | null | readonly ContentParam[] | { readonly [key: string]: ContentParam };
export type ContentParams = Readonly<Record<string, ContentParam>>;
