/**
 * The typo dictionary (`search_words`) follows the listing's search documents: an update that
 * changes a document adds its new words, one that leaves every document as it was (a price or
 * stock sync over many rows) does not touch the dictionary at all.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/create-database';
import { productListing } from '../../db/schema';
import { createTestDatabase } from '../../testing/test-database';
import { queryRows } from './query-rows';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function dictionary(locale: string, words: readonly string[]): Promise<string[]> {
  const rows = await queryRows(
    database.db,
    sql`select word from search_words where locale = ${locale} and word in (${sql.join(
      words.map((word) => sql`${word}`),
      sql`, `,
    )}) order by word`,
    z.object({ word: z.string() }),
  );
  return rows.map((row) => row.word);
}

describe('search_words triggers', () => {
  it('leaves the dictionary alone when an update changes no search document (en, de)', async () => {
    // Words every listing row holds; removed from the dictionary, only a trigger could bring them back.
    await database.db.execute(sql`delete from search_words where (locale, word) in (('en', 'seeds'), ('de', 'samen'))`);
    const all = await database.db.select({ id: productListing.productId }).from(productListing);
    expect(all.length).toBeGreaterThan(100);
    await database.db
      .update(productListing)
      .set({ priceFromCents: sql`${productListing.priceFromCents} + 1`, inStock: true })
      .where(
        inArray(
          productListing.productId,
          all.map((row) => row.id),
        ),
      );
    expect(await dictionary('en', ['seeds'])).toEqual([]);
    expect(await dictionary('de', ['samen'])).toEqual([]);
  });

  it('adds the words of a changed search document, in its language only (en, de)', async () => {
    const [row] = await database.db
      .select({ id: productListing.productId })
      .from(productListing)
      .orderBy(productListing.productId)
      .limit(1);
    const id = row?.id ?? '';
    await database.db
      .update(productListing)
      .set({
        nameKey: 'quorbel haze',
        searchEn: sql`${productListing.searchEn} || 'quorbel'::tsvector`,
        searchDe: sql`${productListing.searchDe} || 'quorbelnebel'::tsvector`,
      })
      .where(eq(productListing.productId, id));
    expect(await dictionary('en', ['quorbel', 'quorbelnebel'])).toEqual(['quorbel']);
    expect(await dictionary('de', ['quorbel', 'quorbelnebel'])).toEqual(['quorbelnebel']);
    expect(await dictionary('fr', ['quorbel', 'quorbelnebel'])).toEqual([]);
  });

  it('adds the words of inserted listing rows', async () => {
    const [row] = await database.db.select().from(productListing).limit(1);
    if (row === undefined) throw new Error('no listing row');
    await database.db.delete(productListing).where(eq(productListing.productId, row.productId));
    await database.db.execute(
      sql`delete from search_words where (locale, word) in (('en', 'seeds'), ('es', 'semillas'))`,
    );
    await database.db.insert(productListing).values(row);
    expect(await dictionary('en', ['seeds'])).toEqual(['seeds']);
    expect(await dictionary('es', ['semillas'])).toEqual(['semillas']);
  });
});
