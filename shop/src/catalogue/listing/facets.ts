/**
 * The listing's facets: which values each has and which of them a product carries. Every facet
 * but the seed bank has a fixed value list; a product's values of one facet are stored as a bit
 * mask (bit i = value i), so "any of the selected values" is one `mask & selected <> 0`.
 */
import {
  awardKeys,
  badgeKeys,
  categoryKeys,
  cbdKeys,
  floweringKeys,
  genotypeKeys,
  growthAreaKeys,
  heightKeys,
  seedTypeKeys,
  thcLevelKeys,
  yieldKeys,
  type FacetKey,
} from '../../contract/catalogue';
import { effectIds, flavourIds, terpeneIds, type CategoryId, type ProductAttributes } from '../catalogue-model';
import { cbdBucket, floweringBucket, genotypeBucket, heightBuckets, yieldBuckets } from './facet-buckets';

/** What the facets are computed from: a product as the generator or the database holds it. */
export interface FacetSource {
  readonly categoryIds: readonly CategoryId[];
  readonly attributes: ProductAttributes;
}

export type FixedFacetKey = Exclude<FacetKey, 'seed_bank'>;

export interface FixedFacet {
  readonly key: FixedFacetKey;
  /** Column of `product_listing` holding the mask. */
  readonly column: string;
  readonly values: readonly string[];
  readonly of: (product: FacetSource) => readonly string[];
}

function facet(
  key: FixedFacetKey,
  values: readonly string[],
  of: (product: FacetSource) => readonly string[],
): FixedFacet {
  return { key, column: `f_${key}`, values, of };
}

/** In the order of `facetKeys` (the seed bank, first there, is handled apart). */
export const fixedFacets: readonly FixedFacet[] = [
  facet('seed_type', seedTypeKeys, (p) => [p.attributes.seedType]),
  facet('category', categoryKeys, (p) => p.categoryIds),
  facet('flowering', floweringKeys, (p) => [floweringBucket(p.attributes.floweringDays)]),
  facet('height', heightKeys, (p) => heightBuckets(p.attributes.heightIndoorCm)),
  facet('genotype', genotypeKeys, (p) => [genotypeBucket(p.attributes.genotype)]),
  facet('yield', yieldKeys, (p) => yieldBuckets(p.attributes.yieldIndoorGPerM2)),
  facet('growth_area', growthAreaKeys, (p) => p.attributes.growthAreas),
  facet('thc_level', thcLevelKeys, (p) => [p.attributes.thcLevel]),
  facet('cbd', cbdKeys, (p) => [cbdBucket(p.attributes.cbdPercent)]),
  facet('effect', effectIds, (p) => p.attributes.effects),
  facet('flavour', flavourIds, (p) => p.attributes.flavours),
  facet('terpene', terpeneIds, (p) => p.attributes.terpenes),
  facet('award', awardKeys, (p) => (p.attributes.awards.length > 0 ? ['awarded'] : [])),
  facet('badge', badgeKeys, (p) => p.attributes.badges),
];

/** Bit mask of `values` within `facet` (unknown values add nothing). */
export function maskOf(facet: FixedFacet, values: readonly string[]): number {
  let mask = 0;
  for (const value of values) {
    const index = facet.values.indexOf(value);
    if (index >= 0) mask |= 1 << index;
  }
  return mask;
}

export function fixedFacet(key: FixedFacetKey): FixedFacet {
  const found = fixedFacets.find((candidate) => candidate.key === key);
  if (found === undefined) throw new Error(`unknown facet ${key}`);
  return found;
}
