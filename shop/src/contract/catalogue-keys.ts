/**
 * The catalogue's fixed value lists and limits, without zod: browser code (URL state, sort selects)
 * imports them from `@seedshop/shop/catalogue-keys` and must not pull the wire schemas into its
 * bundle. The shop translates their labels; the keys are stable and appear in URLs.
 */

export const seedTypeKeys = ['feminized', 'autoflowering', 'regular'] as const;
export const categoryKeys = ['feminized', 'autoflowering', 'regular', 'cbd-rich', 'fast-flowering'] as const;
export const growthAreaKeys = ['indoor', 'outdoor', 'greenhouse'] as const;
export const thcLevelKeys = ['low', 'medium', 'high', 'very-high'] as const;
export const badgeKeys = ['new', 'bestseller', 'sale'] as const;
/** Flowering time by the longest day count: up to 8 weeks, 8–10 weeks, over 10 weeks. */
export const floweringKeys = ['short', 'medium', 'long'] as const;
/** Indoor height; a range that spans two buckets is in both: small < 80, medium 80–140, tall > 140 cm. */
export const heightKeys = ['small', 'medium', 'tall'] as const;
/** Indoor yield in g/m²; overlap like height: low < 400, medium 400–550, high > 550. */
export const yieldKeys = ['low', 'medium', 'high'] as const;
/** Dominant side of the genotype: indica or sativa ≥ 60 % of the photoperiod share, otherwise hybrid. */
export const genotypeKeys = ['indica', 'sativa', 'hybrid'] as const;
/** CBD %: low < 1, medium 1–5, high > 5. */
export const cbdKeys = ['low', 'medium', 'high'] as const;
export const awardKeys = ['awarded'] as const;

/**
 * Every multi-value filter of the listing. Within one facet values are OR-ed, across facets AND-ed;
 * the counts of a facet honour every active filter except that facet's own.
 */
export const facetKeys = [
  'seed_bank',
  'seed_type',
  'category',
  'flowering',
  'height',
  'genotype',
  'yield',
  'growth_area',
  'thc_level',
  'cbd',
  'effect',
  'flavour',
  'terpene',
  'award',
  'badge',
] as const;
export type FacetKey = (typeof facetKeys)[number];

export const sortKeys = [
  'relevance',
  'popularity',
  'price-asc',
  'price-desc',
  'thc-desc',
  'thc-asc',
  'flowering-asc',
  'flowering-desc',
  'newest',
  'rating',
] as const;
export type SortKey = (typeof sortKeys)[number];

export const MAX_PER_PAGE = 96;
export const DEFAULT_PER_PAGE = 24;
export const MAX_SEARCH_LENGTH = 100;
/** More values than any facet has: a longer list is a hostile or broken client. */
export const MAX_FACET_VALUES = 50;

export const reviewSortKeys = ['newest', 'oldest', 'rating-desc', 'rating-asc', 'helpful'] as const;
export const reviewStatuses = ['pending', 'published', 'rejected'] as const;
