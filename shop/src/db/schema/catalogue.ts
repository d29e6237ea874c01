import { locales } from '@seedshop/locales';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Localized, ProductAttributes } from '../../catalogue/catalogue-model';

/**
 * The catalogue: seed banks, catalogs (the general one and one per seed bank), categories,
 * products with translated copy, and pack-size variants with their own price and stock.
 * Slugs of every kind and language — current and former — live in `catalogue_slugs`, so one
 * lookup resolves a storefront path and old slugs become redirects.
 */

export const seedBanks = pgTable('seed_banks', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** ISO 3166-1 alpha-2. */
  country: text('country').notNull(),
  foundedYear: smallint('founded_year').notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
  /**
   * 0, 1, 2 … in A–Z order: the bank's lane in the listing's facet vector. Null for a bank added
   * without the catalogue loader (it has no listing rows, so no lane).
   */
  position: integer('position').unique(),
});

export const catalogs = pgTable('catalogs', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['general', 'seed-bank'] }).notNull(),
  /** Set for a seed bank's own catalog. */
  seedBankId: text('seed_bank_id').references(() => seedBanks.id, { onDelete: 'cascade' }),
  names: jsonb('names').$type<Localized>().notNull(),
  slugs: jsonb('slugs').$type<Localized>().notNull(),
  position: integer('position').notNull(),
});

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  names: jsonb('names').$type<Localized>().notNull(),
  slugs: jsonb('slugs').$type<Localized>().notNull(),
  position: integer('position').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    seedBankId: text('seed_bank_id')
      .notNull()
      .references(() => seedBanks.id, { onDelete: 'cascade' }),
    /** Strain names are proper names: the same in every language. */
    name: text('name').notNull(),
    /** The primary category: the seed type, which also places the product in URLs. */
    primaryCategoryId: text('primary_category_id')
      .notNull()
      .references(() => categories.id),
    slugs: jsonb('slugs').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    attributes: jsonb('attributes').$type<ProductAttributes>().notNull(),
    imageCount: smallint('image_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('products_seed_bank_index').on(table.seedBankId)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categoryId] }),
    index('product_categories_category_index').on(table.categoryId),
  ],
);

export const variants = pgTable(
  'variants',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    packSize: smallint('pack_size').notNull(),
    /** Gross euro cents, VAT included. */
    priceCents: integer('price_cents').notNull(),
    stock: integer('stock').notNull(),
  },
  (table) => [
    uniqueIndex('variants_product_pack_unique').on(table.productId, table.packSize),
    check('variants_stock_not_negative', sql`${table.stock} >= 0`),
    check('variants_price_positive', sql`${table.priceCents} > 0`),
    check('variants_pack_size_positive', sql`${table.packSize} > 0`),
  ],
);

/**
 * Popularity and the published-review aggregate, kept apart from the product so that reviews
 * and sales update a narrow row. Reviews moderation keeps the rating columns in step.
 */
export const productStats = pgTable('product_stats', {
  productId: text('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  /** Units sold (demo: generated); the popularity sort. */
  popularity: integer('popularity').notNull().default(0),
  ratingCount: integer('rating_count').notNull().default(0),
  ratingSum: integer('rating_sum').notNull().default(0),
  /** Published reviews per star, index 0 = 1 star … 4 = 5 stars. */
  ratingDistribution: integer('rating_distribution')
    .array()
    .notNull()
    .default(sql`'{0,0,0,0,0}'`),
  /** ratingSum / ratingCount, or null without reviews; stored for sorting. */
  ratingAverage: real('rating_average'),
});

export const slugKinds = ['catalog', 'category', 'product'] as const;

/**
 * Every slug by kind and language. `current = false` rows are former slugs of the same target:
 * they resolve to a permanent redirect to the current one.
 */
export const catalogueSlugs = pgTable(
  'catalogue_slugs',
  {
    kind: text('kind', { enum: slugKinds }).notNull(),
    locale: text('locale', { enum: locales }).notNull(),
    slug: text('slug').notNull(),
    targetId: text('target_id').notNull(),
    current: integer('current').notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.locale, table.slug] }),
    index('catalogue_slugs_target_index').on(table.kind, table.targetId),
  ],
);

/** Postgres `numeric` read and written as its decimal text (it exceeds every JS number type). */
const decimalText = customType<{ data: string; driverData: string }>({ dataType: () => 'numeric' });

/** Postgres `tsvector`; written with `to_tsvector('simple', …)` over normalised text. */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

/**
 * One denormalised row per product for the listing: facet masks, the facet vector (see
 * `catalogue/listing/facet-vector.ts`), the sort keys and the search documents, so a listing with
 * all its facet counts reads one table. The documents live in TOAST (see the migration), so the
 * facet pass over all rows stays narrow. Built from the product, its variants and stats when the
 * catalogue is loaded; a trigger keeps popularity and rating in step with `product_stats` (the
 * reviews moderation writes there).
 */
export const productListing = pgTable(
  'product_listing',
  {
    productId: text('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    seedBankPosition: integer('seed_bank_position').notNull(),
    fSeedType: integer('f_seed_type').notNull(),
    fCategory: integer('f_category').notNull(),
    fFlowering: integer('f_flowering').notNull(),
    fHeight: integer('f_height').notNull(),
    fGenotype: integer('f_genotype').notNull(),
    fYield: integer('f_yield').notNull(),
    fGrowthArea: integer('f_growth_area').notNull(),
    fThcLevel: integer('f_thc_level').notNull(),
    fCbd: integer('f_cbd').notNull(),
    fEffect: integer('f_effect').notNull(),
    fFlavour: integer('f_flavour').notNull(),
    fTerpene: integer('f_terpene').notNull(),
    fAward: integer('f_award').notNull(),
    fBadge: integer('f_badge').notNull(),
    facetVector: decimalText('facet_vector').notNull(),
    priceFromCents: integer('price_from_cents').notNull(),
    pricePerSeedFromCents: integer('price_per_seed_from_cents').notNull(),
    inStock: boolean('in_stock').notNull(),
    thcPercent: doublePrecision('thc_percent').notNull(),
    floweringMaxDays: smallint('flowering_max_days').notNull(),
    popularity: integer('popularity').notNull(),
    ratingAverage: real('rating_average'),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Normalised strain name (see `catalogue/listing/search-text.ts`): relevance, "did you mean". */
    nameKey: text('name_key').notNull(),
    /** Normalised name, seed bank and parents, the same in every language: typo tolerance (trigrams). */
    namesKey: text('names_key').notNull(),
    /** Normalised words per language for prefix search. */
    searchEn: tsvector('search_en').notNull(),
    searchDe: tsvector('search_de').notNull(),
    searchFr: tsvector('search_fr').notNull(),
    searchEs: tsvector('search_es').notNull(),
  },
  (table) => [
    index('product_listing_popularity_index').on(table.popularity.desc(), table.productId),
    index('product_listing_price_index').on(table.priceFromCents, table.productId),
    index('product_listing_created_index').on(table.createdAt.desc(), table.productId),
    index('product_listing_thc_index').on(table.thcPercent, table.productId),
    index('product_listing_flowering_index').on(table.floweringMaxDays, table.productId),
    index('product_listing_rating_index').on(
      table.ratingAverage.desc(),
      table.ratingCount.desc(),
      table.popularity.desc(),
      table.productId,
    ),
    index('product_listing_seed_bank_index').on(table.seedBankPosition),
    index('product_listing_search_en_index').using('gin', table.searchEn),
    index('product_listing_search_de_index').using('gin', table.searchDe),
    index('product_listing_search_fr_index').using('gin', table.searchFr),
    index('product_listing_search_es_index').using('gin', table.searchEs),
  ],
);

/**
 * Every word of the search documents, per language: the dictionary a mistyped query word is
 * corrected against ("lemn" → "lemon"). Filled by triggers on `product_listing` (see the
 * migration); words of removed products may stay, which only costs a fruitless correction.
 */
export const searchWords = pgTable(
  'search_words',
  {
    locale: text('locale').notNull(),
    word: text('word').notNull(),
  },
  (table) => [primaryKey({ columns: [table.locale, table.word] })],
);
