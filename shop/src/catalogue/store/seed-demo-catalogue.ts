import type { Database } from '../../db/database';
import { seedBanks } from '../../db/schema';
import { generateDemoReviews } from '../demo-reviews/generate-demo-reviews';
import { generateDemoCatalogue } from '../generate-demo-catalogue';
import { analyzeCatalogue, seedCatalogue } from './seed-catalogue';

/**
 * Fills empty catalogue tables with the generated demo catalogue and its demo reviews (at start,
 * tests, benchmarks).
 * Generating costs a little, so it only happens when the tables are found empty.
 */
export async function seedDemoCatalogue(db: Database, products: number): Promise<boolean> {
  const existing = await db.select({ id: seedBanks.id }).from(seedBanks).limit(1);
  if (existing.length > 0) return false;
  const catalogue = generateDemoCatalogue({ products });
  const seeded = await seedCatalogue(db, catalogue, generateDemoReviews(catalogue.products));
  if (seeded) await analyzeCatalogue(db);
  return seeded;
}
