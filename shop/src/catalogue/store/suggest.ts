/**
 * Search-as-you-type: up to six products (word prefixes in the request language, names first)
 * and three seed banks. When no product matches as typed, names close to the query (typos) fill
 * in and `did_you_mean` names the closest one.
 */
import type { Locale } from '@seedshop/locales';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { SuggestResponse } from '../../contract/catalogue';
import type { Executor } from '../../db/database';
import { normalizeSearchText, searchTokens } from '../listing/search-text';
import type { CatalogueStructure } from './catalogue-structure';
import { correctQuery, spellCorrection } from './correct-query';
import { didYouMean } from './did-you-mean';
import { listingSource, orderBy, withSearchIndex, type SearchPlan } from './listing-sql';
import { loadProductSummaries } from './product-cards';
import { queryRows } from './query-rows';

export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_SEED_BANKS = 3;

async function matchingIds(db: Executor, search: SearchPlan): Promise<string[]> {
  const rows = await withSearchIndex(db, (tx) =>
    queryRows(
      tx,
      sql`select l.product_id as id from ${listingSource(search)}
        order by ${orderBy('relevance', search)} limit ${SUGGESTED_PRODUCTS}`,
      z.object({ id: z.string() }),
    ),
  );
  return rows.map((row) => row.id);
}

export async function suggest(
  db: Executor,
  structure: CatalogueStructure,
  query: string,
  locale: Locale,
): Promise<SuggestResponse> {
  const typed = searchTokens(query);
  if (typed.length === 0) return { products: [], seed_banks: [], did_you_mean: null };
  // Mistyped words are searched as the catalogue word they most likely meant.
  const correction = await correctQuery(db, typed, locale);
  const tokens = correction.tokens;
  let ids = await matchingIds(db, { mode: 'strict', locale, tokens, text: tokens.join(' ') });
  let suggestion: string | null = null;
  let corrected = correction.changed;
  if (ids.length === 0) {
    corrected = false;
    [suggestion, ids] = await Promise.all([
      didYouMean(db, normalizeSearchText(query)),
      matchingIds(db, { mode: 'fuzzy', text: typed.join(' ') }),
    ]);
  }
  const cards = await loadProductSummaries(db, ids, structure, locale);
  if (corrected) suggestion = await spellCorrection(db, tokens, ids);
  const banks = structure.seedBanks
    .filter((bank) => {
      const words = normalizeSearchText(bank.name).split(' ');
      return tokens.every((token) => words.some((word) => word.startsWith(token)));
    })
    .slice(0, SUGGESTED_SEED_BANKS);
  return {
    products: cards.map((card) => ({
      id: card.id,
      name: card.name,
      path: card.path,
      image: card.image,
      price_from_cents: card.price_from_cents,
    })),
    seed_banks: banks.map((bank) => ({ slug: bank.slug, name: bank.name })),
    did_you_mean: suggestion,
  };
}
