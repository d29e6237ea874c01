/**
 * A brute-force model of the listing for the integration tests: the demo catalogue the test
 * database holds, filtered and counted in plain JS, so the SQL engine is checked against an
 * independent, obviously correct computation.
 */
import { facetKeys, type FacetKey } from '../contract/catalogue';
import type { Product, Variant } from '../catalogue/catalogue-model';
import { fixedFacets } from '../catalogue/listing/facets';
import { priceFrom } from '../catalogue/listing/listing-row';
import { generateDemoCatalogue } from '../catalogue/generate-demo-catalogue';
import { demoRatingStats, noRatingStats } from '../catalogue/demo-reviews/demo-review-stats';
import { generateDemoReviews } from '../catalogue/demo-reviews/generate-demo-reviews';
import { TEST_CATALOGUE_PRODUCTS } from './test-database';

export const demo = generateDemoCatalogue({ products: TEST_CATALOGUE_PRODUCTS });
/** The published demo reviews seeding adds, and each product's rating from them. */
export const demoReviews = generateDemoReviews(demo.products);
const ratings = demoRatingStats(demoReviews);

export interface OracleProduct {
  readonly product: Product;
  readonly values: ReadonlyMap<FacetKey, readonly string[]>;
  readonly priceFromCents: number;
  readonly inStock: boolean;
  /** Exact mean of the demo reviews, null without any. */
  readonly ratingAverage: number | null;
  readonly ratingCount: number;
}

const variantsOf = new Map<string, Variant[]>();
for (const variant of demo.variants)
  variantsOf.set(variant.productId, [...(variantsOf.get(variant.productId) ?? []), variant]);
const bankSlug = new Map(demo.seedBanks.map((bank) => [bank.id, bank.slug]));

export const oracle: readonly OracleProduct[] = demo.products.map((product) => {
  const values = new Map<FacetKey, readonly string[]>([
    ['seed_bank', [bankSlug.get(product.seedBankId) ?? '']],
    ...fixedFacets.map((facet): [FacetKey, readonly string[]] => [facet.key, facet.of(product)]),
  ]);
  const { priceFromCents, inStock } = priceFrom(variantsOf.get(product.id) ?? []);
  const { ratingAverage, ratingCount } = ratings.get(product.id) ?? noRatingStats;
  return {
    product,
    values,
    priceFromCents,
    inStock,
    ratingAverage,
    ratingCount,
  };
});

export function valuesOf(item: OracleProduct, key: FacetKey): readonly string[] {
  return item.values.get(key) ?? [];
}

export interface OracleQuery {
  readonly facets?: Partial<Record<FacetKey, readonly string[]>>;
  readonly seedBank?: string;
  readonly category?: string;
  readonly priceMin?: number;
  readonly priceMax?: number;
  readonly thcMin?: number;
  readonly thcMax?: number;
  readonly inStock?: boolean;
}

function matchesFacet(item: OracleProduct, key: FacetKey, selected: readonly string[] | undefined): boolean {
  return (
    selected === undefined || selected.length === 0 || valuesOf(item, key).some((value) => selected.includes(value))
  );
}

/** Products passing everything except the facet `ignoring` (null: nothing ignored). */
export function matching(query: OracleQuery, ignoring: FacetKey | null = null): OracleProduct[] {
  return oracle.filter(
    (item) =>
      (query.seedBank === undefined || valuesOf(item, 'seed_bank').includes(query.seedBank)) &&
      (query.category === undefined || valuesOf(item, 'category').includes(query.category)) &&
      (query.priceMin === undefined || item.priceFromCents >= query.priceMin) &&
      (query.priceMax === undefined || item.priceFromCents <= query.priceMax) &&
      (query.thcMin === undefined || item.product.attributes.thcPercent >= query.thcMin) &&
      (query.thcMax === undefined || item.product.attributes.thcPercent <= query.thcMax) &&
      (query.inStock !== true || item.inStock) &&
      facetKeys.every((key) => key === ignoring || matchesFacet(item, key, query.facets?.[key])),
  );
}

/** Expected counts of one facet: value → count over the products matching every other filter. */
export function expectedCounts(query: OracleQuery, key: FacetKey): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of matching(query, key)) {
    for (const value of valuesOf(item, key)) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}
