/**
 * Corrects the words of a search query against `search_words`, the dictionary of every word in
 * the request language's search documents (rules: `listing/query-correction.ts`). One statement
 * for all words: whether each is a known word or word start, and otherwise the dictionary words
 * within two Levenshtein edits (fuzzystrmatch), with their trigram similarity (pg_trgm).
 */
import type { Locale } from '@seedshop/locales';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/database';
import { displayPhrase, pickCorrection } from '../listing/query-correction';
import { queryRows } from './query-rows';

/** Near words fetched per typed word; the rules pick one of them. */
const NEAR_WORDS = 12;

export interface CorrectedQuery {
  readonly tokens: readonly string[];
  /** True when at least one word was replaced. */
  readonly changed: boolean;
}

const row = z.object({
  token: z.string(),
  known: z.boolean(),
  near: z.array(z.object({ word: z.string(), similarity: z.coerce.number() })).nullable(),
});

/** Tokens are normalised words (`searchTokens`): [a-z0-9]+, so neither LIKE nor the split needs escaping. */
export async function correctQuery(db: Executor, tokens: readonly string[], locale: Locale): Promise<CorrectedQuery> {
  if (tokens.length === 0) return { tokens, changed: false };
  const rows = await queryRows(
    db,
    sql`select t.token, k.known,
        case when k.known then null else (
          select json_agg(json_build_object('word', n.word, 'similarity', n.similarity))
          from (select w.word, similarity(w.word, t.token) as similarity
            from search_words w
            where w.locale = ${locale} and length(w.word) between length(t.token) - 2 and length(t.token) + 2
              and levenshtein_less_equal(w.word, t.token, 2) <= 2
            order by levenshtein_less_equal(w.word, t.token, 2), similarity(w.word, t.token) desc, w.word
            limit ${NEAR_WORDS}) n
        ) end as near
      from unnest(string_to_array(${tokens.join(' ')}, ' ')) with ordinality t(token, position)
        cross join lateral (select exists (
          select 1 from search_words w where w.locale = ${locale} and w.word like t.token || '%'
        ) as known) k
      order by t.position`,
    row,
  );
  let changed = false;
  const corrected = rows.map((entry) => {
    if (entry.known) return entry.token;
    const word = pickCorrection(entry.token, entry.near ?? []);
    if (word === null) return entry.token;
    changed = true;
    return word;
  });
  return { tokens: corrected, changed };
}

/**
 * The corrected query as the shopper should read it, spelled as in the names, seed banks and
 * parents of the products it found ("lemon haze" → "Lemon Haze").
 */
export async function spellCorrection(
  db: Executor,
  tokens: readonly string[],
  ids: readonly string[],
): Promise<string> {
  if (ids.length === 0) return tokens.join(' ');
  const rows = await queryRows(
    db,
    sql`select p.name, b.name as bank, p.attributes -> 'genetics' as genetics
      from products p join seed_banks b on b.id = p.seed_bank_id
      where p.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    z.object({ name: z.string(), bank: z.string(), genetics: z.array(z.string()) }),
  );
  return displayPhrase(
    tokens,
    rows.flatMap((entry) => [entry.name, ...entry.genetics, entry.bank]),
  );
}
