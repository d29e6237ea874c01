import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/database';
import { closestPhrase } from '../listing/closest-phrase';
import { queryRows } from './query-rows';

const candidates = 5;

/**
 * The strain, parent or seed-bank name closest to a query that found nothing, or null: the
 * trigram index finds candidate products (`catalogue_fuzzy_listing`), `closestPhrase` the words.
 */
export async function didYouMean(db: Executor, normalizedQuery: string): Promise<string | null> {
  if (normalizedQuery.length < 3) return null;
  const rows = await queryRows(
    db,
    sql`select p.name, b.name as bank, p.attributes -> 'genetics' as genetics
      from catalogue_fuzzy_listing(${normalizedQuery}) l
        join products p on p.id = l.product_id join seed_banks b on b.id = p.seed_bank_id
      order by word_similarity(${normalizedQuery}, l.names_key) desc, p.id
      limit ${candidates}`,
    z.object({ name: z.string(), bank: z.string(), genetics: z.array(z.string()) }),
  );
  const banks = await queryRows(db, sql`select name from seed_banks`, z.object({ name: z.string() }));
  return closestPhrase(normalizedQuery, [
    ...rows.flatMap((row) => [row.name, row.bank, ...row.genetics]),
    ...banks.map((bank) => bank.name),
  ]);
}
