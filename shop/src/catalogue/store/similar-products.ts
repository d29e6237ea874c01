/**
 * Similar products: the database narrows 100,000 products to the 200 nearest by seed type,
 * genotype, THC and flowering time (cheap columns of the listing row); the pure scoring in
 * `listing/similarity.ts` ranks those with effects and flavours as well.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/database';
import { productListing, products } from '../../db/schema';
import { rankSimilar } from '../listing/similarity';
import { queryRows } from './query-rows';

const candidatePool = 200;

/** Ids of the most similar products in order, or null when the product does not exist. */
export async function similarProductIds(db: Executor, productId: string, limit: number): Promise<string[] | null> {
  const [self] = await db
    .select({
      attributes: products.attributes,
      seedType: productListing.fSeedType,
      genotype: productListing.fGenotype,
      thc: productListing.thcPercent,
      flowering: productListing.floweringMaxDays,
    })
    .from(products)
    .innerJoin(productListing, eq(productListing.productId, products.id))
    .where(eq(products.id, productId));
  if (self === undefined) return null;
  const near = await queryRows(
    db,
    sql`select l.product_id as id from product_listing l
      where l.product_id <> ${productId}
      order by (l.f_seed_type = ${self.seedType}) desc, (l.f_genotype = ${self.genotype}) desc,
        abs(l.thc_percent - ${self.thc}) / 4 + abs(l.flowering_max_days - ${self.flowering}) / 9.33, l.product_id
      limit ${candidatePool}`,
    z.object({ id: z.string() }),
  );
  if (near.length === 0) return [];
  const candidates = await db
    .select({ id: products.id, attributes: products.attributes })
    .from(products)
    .where(
      inArray(
        products.id,
        near.map((row) => row.id),
      ),
    );
  return rankSimilar({ id: productId, attributes: self.attributes }, candidates, limit).map(
    (candidate) => candidate.id,
  );
}
