/**
 * Loads a catalogue (the demo generator's output) into empty catalogue tables: one transaction,
 * multi-row inserts in chunks. Two processes starting at once on one PostgreSQL database are
 * serialised by an advisory lock; the second finds the tables filled and leaves them alone.
 */
import { locales } from '@seedshop/locales';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/database';
import {
  catalogs,
  catalogueSlugs,
  categories,
  productCategories,
  productListing,
  productStats,
  products,
  reviews as reviewsTable,
  seedBanks,
  variants,
} from '../../db/schema';
import type { DemoCatalogue, Variant } from '../catalogue-model';
import { demoRatingStats, noRatingStats } from '../demo-reviews/demo-review-stats';
import type { DemoReview } from '../demo-reviews/generate-demo-reviews';
import { listingRow, type ListingSeedBank } from '../listing/listing-row';

/** Any constant works; it only has to be the same in every process of the shop. */
const seedLockKey = 0x5eed_ca7;

/** Rows per statement: a few megabytes of JSON at most. */
const chunkRows = 2_000;

/**
 * Multi-row insert as one JSON parameter per chunk (`json_populate_recordset`): drizzle's own
 * multi-row insert spends ~13 µs per bound value building the statement, which made 100,000
 * products take minutes. Column names come from the drizzle table; omitted columns get their
 * defaults.
 */
async function insertChunked<T extends PgTable>(
  tx: Transaction,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
): Promise<void> {
  if (rows.length === 0) return;
  // Every column some row sets; rows that leave one out store null there, so keep rows uniform.
  const present = new Set(rows.flatMap((row) => Object.keys(row)));
  const fields = Object.entries(getTableColumns(table)).flatMap(([key, column]: [string, PgColumn]) =>
    present.has(key) ? [{ key, name: column.name }] : [],
  );
  const names = sql.join(
    fields.map((field) => sql.identifier(field.name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += chunkRows) {
    const chunk = rows
      .slice(start, start + chunkRows)
      .map((row: Record<string, unknown>) =>
        Object.fromEntries(fields.map((field) => [field.name, row[field.key] ?? null])),
      );
    await tx.execute(
      sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(chunk)}::json)`,
    );
  }
}

function slugRows(catalogue: DemoCatalogue): Array<typeof catalogueSlugs.$inferInsert> {
  const rows: Array<typeof catalogueSlugs.$inferInsert> = [];
  for (const locale of locales) {
    for (const catalog of catalogue.catalogs) {
      rows.push({ kind: 'catalog', locale, slug: catalog.slug[locale], targetId: catalog.id, current: 1 });
    }
    for (const category of catalogue.categories) {
      rows.push({ kind: 'category', locale, slug: category.slug[locale], targetId: category.id, current: 1 });
    }
    for (const product of catalogue.products) {
      rows.push({ kind: 'product', locale, slug: product.slug[locale], targetId: product.id, current: 1 });
      if (product.formerSlug !== null) {
        rows.push({ kind: 'product', locale, slug: product.formerSlug[locale], targetId: product.id, current: 0 });
      }
    }
  }
  return rows;
}

/** Seed banks get their facet-vector lane in A–Z order of their names. */
function bankPositions(catalogue: DemoCatalogue): Map<string, ListingSeedBank> {
  const sorted = [...catalogue.seedBanks].sort(
    (a, b) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id),
  );
  return new Map(sorted.map((bank, position) => [bank.id, { ...bank, position }]));
}

async function insertCatalogue(
  tx: Transaction,
  catalogue: DemoCatalogue,
  reviews: readonly DemoReview[],
): Promise<void> {
  const banks = bankPositions(catalogue);
  const ratings = demoRatingStats(reviews);
  await insertChunked(
    tx,
    seedBanks,
    catalogue.seedBanks.map((bank) => ({
      id: bank.id,
      slug: bank.slug,
      name: bank.name,
      country: bank.country,
      foundedYear: bank.foundedYear,
      description: bank.description,
      position: banks.get(bank.id)?.position ?? 0,
    })),
  );
  await insertChunked(
    tx,
    catalogs,
    catalogue.catalogs.map((catalog, position) => ({
      id: catalog.id,
      kind: catalog.kind,
      seedBankId: catalog.seedBankId,
      names: catalog.name,
      slugs: catalog.slug,
      position,
    })),
  );
  await insertChunked(
    tx,
    categories,
    catalogue.categories.map((category, position) => ({
      id: category.id,
      names: category.name,
      slugs: category.slug,
      position,
    })),
  );
  await insertChunked(
    tx,
    products,
    catalogue.products.map((product) => ({
      id: product.id,
      seedBankId: product.seedBankId,
      name: product.name,
      primaryCategoryId: product.categoryIds[0] ?? product.attributes.seedType,
      slugs: product.slug,
      description: product.description,
      attributes: product.attributes,
      imageCount: product.imageCount,
      createdAt: new Date(product.createdAt),
    })),
  );
  await insertChunked(
    tx,
    productCategories,
    catalogue.products.flatMap((product) =>
      product.categoryIds.map((categoryId) => ({ productId: product.id, categoryId })),
    ),
  );
  await insertChunked(tx, variants, catalogue.variants);
  await insertChunked(
    tx,
    reviewsTable,
    reviews.map((review) => {
      const createdAt = new Date(review.createdAt);
      return { ...review, customerId: null, status: 'published' as const, createdAt, moderatedAt: createdAt };
    }),
  );
  await insertChunked(
    tx,
    productStats,
    catalogue.products.map((product) => ({
      productId: product.id,
      popularity: product.popularity,
      ...(ratings.get(product.id) ?? noRatingStats),
    })),
  );
  await insertChunked(tx, catalogueSlugs, slugRows(catalogue));
  const variantsOf = new Map<string, Variant[]>();
  for (const variant of catalogue.variants) {
    const list = variantsOf.get(variant.productId);
    if (list === undefined) variantsOf.set(variant.productId, [variant]);
    else list.push(variant);
  }
  const placed = catalogue.products.flatMap((product) => {
    const bank = banks.get(product.seedBankId);
    return bank === undefined ? [] : [{ product, bank }];
  });
  await insertChunked(
    tx,
    productListing,
    // The listing's copy of the rating, as the product_stats trigger would set it.
    placed.map(({ product, bank }) => {
      const { ratingAverage, ratingCount } = ratings.get(product.id) ?? noRatingStats;
      return {
        ...listingRow(product, variantsOf.get(product.id) ?? [], bank, catalogue.categories),
        ratingAverage,
        ratingCount,
      };
    }),
  );
}

/**
 * Loads `catalogue` (and its published demo `reviews`) when the catalogue tables are empty;
 * returns whether it did. Only the catalogue is looked at: customers and everything else stay as
 * they are.
 */
export async function seedCatalogue(
  db: Database,
  catalogue: DemoCatalogue,
  reviews: readonly DemoReview[] = [],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const existing = await tx.select({ id: seedBanks.id }).from(seedBanks).limit(1);
    if (existing.length > 0) return false;
    await insertCatalogue(tx, catalogue, reviews);
    return true;
  });
}

/**
 * Fresh statistics and visibility maps after a bulk load: without them the planner guesses row
 * counts (and picks slow plans) until autovacuum comes by, and index-only scans read the heap.
 * VACUUM cannot run in a transaction, so this runs after `seedCatalogue` committed.
 */
export async function analyzeCatalogue(db: Database): Promise<void> {
  await db.execute(sql`vacuum analyze product_listing, products, variants, catalogue_slugs, product_stats, reviews`);
}
