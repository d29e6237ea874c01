/**
 * Loading the catalogue: everything lands, two loaders at once load it once, a filled database is
 * left alone, and the listing row follows the product's stats (the trigger).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/create-database';
import { catalogueSlugs, productListing, productStats, products, variants } from '../../db/schema';
import { createTestDatabase } from '../../testing/test-database';
import { generateDemoCatalogue } from '../generate-demo-catalogue';
import { queryRows } from './query-rows';
import { seedCatalogue } from './seed-catalogue';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ catalogue: false });
});
afterAll(() => database.close());

const catalogue = generateDemoCatalogue({ products: 120, seedBanks: 6 });

describe('seedCatalogue', () => {
  it('loads the catalogue once even when two loaders start at the same time', async () => {
    const results = await Promise.all([seedCatalogue(database.db, catalogue), seedCatalogue(database.db, catalogue)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const db = database.db;
    expect(await db.$count(products)).toBe(120);
    expect(await db.$count(variants)).toBe(480);
    expect(await db.$count(productListing)).toBe(120);
    const renamed = catalogue.products.filter((product) => product.formerSlug !== null).length;
    expect(await db.$count(catalogueSlugs, eq(catalogueSlugs.current, 0))).toBe(renamed * 4);
    expect(await seedCatalogue(db, generateDemoCatalogue({ products: 5, seed: 7 }))).toBe(false);
    expect(await db.$count(products)).toBe(120);
  });

  it('copies popularity and rating changes of product_stats into the listing row', async () => {
    const id = catalogue.products[0]?.id ?? '';
    await database.db
      .update(productStats)
      .set({ popularity: 123_456, ratingCount: 2, ratingSum: 9, ratingAverage: 4.5 })
      .where(eq(productStats.productId, id));
    const [row] = await database.db
      .select({
        popularity: productListing.popularity,
        ratingAverage: productListing.ratingAverage,
        ratingCount: productListing.ratingCount,
      })
      .from(productListing)
      .where(eq(productListing.productId, id));
    expect(row).toEqual({ popularity: 123_456, ratingAverage: 4.5, ratingCount: 2 });
  });

  it('stores the search documents as words of the normalised text', async () => {
    const product = catalogue.products.find((candidate) => candidate.attributes.seedType === 'feminized');
    const matches = await queryRows(
      database.db,
      sql`select product_id from product_listing where product_id = ${product?.id ?? ''} and search_fr @@ to_tsquery('simple', 'feminisees')`,
      z.object({ product_id: z.string() }),
    );
    expect(matches).toHaveLength(1);
  });
});
