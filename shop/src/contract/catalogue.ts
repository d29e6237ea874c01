import { locales } from '@seedshop/locales';
import { z } from 'zod';
import {
  badgeKeys,
  facetKeys,
  MAX_FACET_VALUES,
  MAX_PER_PAGE,
  MAX_SEARCH_LENGTH,
  reviewSortKeys,
  reviewStatuses,
  seedTypeKeys,
  sortKeys,
  type FacetKey,
} from './catalogue-keys';
import { captchaAnswer, optionalText, text, timestamp } from './common';

/**
 * The catalogue's wire format. Slugs and labels are per language: every call answers in the
 * language of its Accept-Language header, and everything a page links to carries its slugs in all
 * four languages (`alternates`) so the storefront can offer the same page in another language.
 */

export const slug = z
  .string()
  .trim()
  .max(160)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/u);

export * from './catalogue-keys';

/** `a,b,c` (or the parameter repeated) → unique slug-shaped keys. */
const valueList = z
  .union([z.string(), z.array(z.string())])
  .transform((raw) => (Array.isArray(raw) ? raw : [raw]).flatMap((item) => item.split(',')).map((v) => v.trim()))
  .transform((values) => [...new Set(values.filter((value) => value !== ''))])
  .pipe(z.array(slug).max(MAX_FACET_VALUES));

const nonNegativeInt = z.coerce.number().int().min(0).max(10_000_000);

/** Products one listing may be limited to (`ids`): a page-builder grid or the Studio's picker. */
export const MAX_LISTING_IDS = 48;

/** `prod-000001,prod-000002` (or the parameter repeated) → unique product ids, at most 48. */
const productIdList = z
  .union([z.string(), z.array(z.string())])
  .transform((raw) => (Array.isArray(raw) ? raw : [raw]).flatMap((item) => item.split(',')).map((v) => v.trim()))
  .transform((values) => [...new Set(values.filter((value) => value !== ''))])
  .pipe(
    z
      .array(z.string().regex(/^prod-[0-9]{1,12}$/u))
      .min(1)
      .max(MAX_LISTING_IDS),
  );

/** GET /catalogue/products — query string (all optional). */
export const listingQuery = z.object({
  /** Catalog slug in the request's language; the general catalog when absent. */
  catalog: slug.optional(),
  /** Category slug in the request's language: scopes the listing like a facet that cannot be removed. */
  in_category: slug.optional(),
  /** Only these products (shop ids); combines with every other filter, facets counted as usual. */
  ids: productIdList.optional(),
  q: z.string().trim().max(MAX_SEARCH_LENGTH).optional(),
  seed_bank: valueList.optional(),
  seed_type: valueList.optional(),
  category: valueList.optional(),
  flowering: valueList.optional(),
  height: valueList.optional(),
  genotype: valueList.optional(),
  yield: valueList.optional(),
  growth_area: valueList.optional(),
  thc_level: valueList.optional(),
  cbd: valueList.optional(),
  effect: valueList.optional(),
  flavour: valueList.optional(),
  terpene: valueList.optional(),
  award: valueList.optional(),
  badge: valueList.optional(),
  /** Gross euro cents of the cheapest in-stock pack (the "from" price). */
  price_min: nonNegativeInt.optional(),
  price_max: nonNegativeInt.optional(),
  thc_min: z.coerce.number().min(0).max(100).optional(),
  thc_max: z.coerce.number().min(0).max(100).optional(),
  in_stock: z.enum(['true', 'false']).optional(),
  sort: z.enum(sortKeys).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional(),
});
export type ListingQuery = z.infer<typeof listingQuery>;

/** The facet filters of a listing query, each a list of value keys. */
export type FacetFilters = Partial<Record<FacetKey, string[]>>;

/** One slug (or name) per language; keys are the locales of `@seedshop/locales`. */
export const localizedSlugs = z.object({ en: z.string(), de: z.string(), fr: z.string(), es: z.string() });
export type LocalizedSlugs = z.infer<typeof localizedSlugs>;

export const image = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type CatalogueImage = z.infer<typeof image>;

export const ratingSummary = z.object({
  /** 1–5 with one decimal; null without published reviews. */
  average: z.number().nullable(),
  count: z.number().int(),
});

/** Where a product lives: its catalog, primary category and own slug, per language. */
export const productPath = z.object({
  catalog: localizedSlugs,
  category: localizedSlugs,
  product: localizedSlugs,
});
export type ProductPath = z.infer<typeof productPath>;

/** A promotion's discount as a product shows it: its badge ("−20 %") and name. */
export const productDiscount = z.object({ badge: z.string(), name: z.string() });
export type ProductDiscount = z.infer<typeof productDiscount>;

export const productSummary = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** Canonical location in the general catalog. */
  path: productPath,
  seed_bank: z.object({ slug: z.string(), name: z.string() }),
  seed_type: z.enum(seedTypeKeys),
  image,
  badges: z.array(z.object({ key: z.enum(badgeKeys), label: z.string() })),
  /**
   * Cheapest pack in stock (or cheapest overall when sold out), gross cents incl. VAT, after the
   * promotion discount that applies without a coupon (see `discount`).
   */
  price_from_cents: z.number().int(),
  /** Lowest price per seed over all packs, gross cents, after the discount. */
  price_per_seed_from_cents: z.number().int(),
  /**
   * The same "from" price without the discount (equal to `price_from_cents` when none applies).
   * Optional on the wire so answers of a shop without promotions still parse.
   */
  original_price_from_cents: z.number().int().optional(),
  /** The promotion whose pricing rule lowers the price now, in the request's language; null without. */
  discount: productDiscount.nullable().optional(),
  in_stock: z.boolean(),
  thc_percent: z.number(),
  cbd_percent: z.number(),
  flowering_days: z.object({ min: z.number().int(), max: z.number().int() }),
  genotype: z.object({ indica: z.number().int(), sativa: z.number().int(), ruderalis: z.number().int() }),
  rating: ratingSummary,
});
export type ProductSummary = z.infer<typeof productSummary>;

export const facetValue = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
  selected: z.boolean(),
});
export const facet = z.object({
  key: z.enum(facetKeys),
  /** Translated facet name ("Flowering time"). */
  label: z.string(),
  values: z.array(facetValue),
});
export type Facet = z.infer<typeof facet>;

/** A catalog (general or one seed bank's) or a category, with its slugs in every language. */
export const catalogueNode = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  slugs: localizedSlugs,
});
export type CatalogueNode = z.infer<typeof catalogueNode>;

export const listingResponse = z.object({
  catalog: catalogueNode,
  category: catalogueNode.nullable(),
  /** The catalog's categories with product counts under the current filters (for navigation). */
  categories: z.array(catalogueNode.extend({ count: z.number().int() })),
  items: z.array(productSummary),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  page_count: z.number().int(),
  sort: z.enum(sortKeys),
  facets: z.array(facet),
  /** Bounds of the range filters over the scope (catalog, category, search) without other filters. */
  ranges: z.object({
    price_cents: z.object({ min: z.number().int(), max: z.number().int() }),
    thc_percent: z.object({ min: z.number(), max: z.number() }),
  }),
  /** The search corrected for typos, when the query as typed found nothing. */
  did_you_mean: z.string().nullable(),
});
export type ListingResponse = z.infer<typeof listingResponse>;

// ---------------------------------------------------------------------------------------------
// Product detail
// ---------------------------------------------------------------------------------------------

const labelled = z.object({ key: z.string(), label: z.string() });
const intRange = z.object({ min: z.number().int(), max: z.number().int() });

export const variant = z.object({
  id: z.string(),
  pack_size: z.number().int(),
  /** Gross cents after the promotion discount that applies without a coupon. */
  price_cents: z.number().int(),
  /** The catalogue price of the pack, before any discount (optional on the wire, like the summary's). */
  original_price_cents: z.number().int().optional(),
  price_per_seed_cents: z.number().int(),
  /** Saving per seed against the smallest pack, whole percent (0 for the smallest pack). */
  saving_percent: z.number().int(),
  stock: z.number().int(),
  in_stock: z.boolean(),
});
export type Variant = z.infer<typeof variant>;

export const productDetail = productSummary.extend({
  description: z.string(),
  seed_bank: z.object({ slug: z.string(), name: z.string(), country: z.string(), logo_url: z.string() }),
  categories: z.array(catalogueNode),
  images: z.array(image),
  variants: z.array(variant),
  attributes: z.object({
    flowering_days: intRange,
    height_indoor_cm: intRange,
    height_outdoor_cm: intRange,
    genotype: z.object({ indica: z.number().int(), sativa: z.number().int(), ruderalis: z.number().int() }),
    seed_type: labelled,
    yield_indoor_g_per_m2: intRange,
    yield_outdoor_g_per_plant: intRange,
    growth_areas: z.array(labelled),
    cbd_percent: z.number(),
    thc_percent: z.number(),
    thc_level: labelled,
    genetics: z.array(z.string()),
    effects: z.array(labelled),
    flavours: z.array(labelled),
    terpenes: z.array(labelled),
    awards: z.array(z.object({ event: z.string(), year: z.number().int(), place: z.number().int() })),
  }),
  rating: ratingSummary.extend({
    /** Published reviews per star, keys "1"–"5". */
    distribution: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
  }),
  created_at: timestamp,
});
export type ProductDetail = z.infer<typeof productDetail>;

export const productList = z.object({ items: z.array(productSummary) });

/** GET /catalogue/prices/next-change: when a promotion's window next opens or closes (null: none is due). */
export const priceWindow = z.object({ next_change_at: timestamp.nullable() });
export type PriceWindow = z.infer<typeof priceWindow>;

// ---------------------------------------------------------------------------------------------
// Path resolution, seed banks, search suggestions, redirects
// ---------------------------------------------------------------------------------------------

/** GET /catalogue/resolve?path=/a/b/c — what a catalogue-shaped storefront path names. */
export const resolveQuery = z.object({ path: z.string().max(600) });
export const resolveResponse = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('catalog'), catalog: catalogueNode }),
  z.object({ kind: z.literal('category'), catalog: catalogueNode, category: catalogueNode }),
  z.object({
    kind: z.literal('product'),
    catalog: catalogueNode,
    category: catalogueNode,
    product: z.object({ id: z.string(), slug: z.string(), name: z.string(), slugs: localizedSlugs }),
  }),
]);
export type ResolveResponse = z.infer<typeof resolveResponse>;

/**
 * Where a product page is, as slugs in one language: catalog, category, product. The shop answers
 * slugs; the storefront builds the path from them (`pathTo(locale, 'product', …)`).
 */
export const productPlace = z.object({ catalog: z.string(), category: z.string(), product: z.string() });
export type ProductPlace = z.infer<typeof productPlace>;

/** The 301 answer of GET /catalogue/resolve for a former product slug: the current slugs, request language. */
export const resolveMoved = z.object({ moved: productPlace });

export const seedBankSummary = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  logo_url: z.string(),
  product_count: z.number().int(),
});
export const seedBankList = z.object({ seed_banks: z.array(seedBankSummary) });
export const seedBankDetail = seedBankSummary.extend({ description: z.string(), founded_year: z.number().int() });
export type SeedBankSummary = z.infer<typeof seedBankSummary>;
export type SeedBankDetail = z.infer<typeof seedBankDetail>;

export const suggestQuery = z.object({ q: z.string().trim().min(1).max(MAX_SEARCH_LENGTH) });
export const suggestResponse = z.object({
  products: z.array(productSummary.pick({ id: true, name: true, path: true, image: true, price_from_cents: true })),
  seed_banks: z.array(seedBankSummary.pick({ slug: true, name: true })),
  did_you_mean: z.string().nullable(),
});
export type SuggestResponse = z.infer<typeof suggestResponse>;

/**
 * Old product slugs, for the web's redirect step: per language, the product's place with the former
 * slug and with the current one. The storefront builds both paths.
 */
export const catalogueRedirects = z.object({
  redirects: z.array(
    z.object({ locale: z.enum(locales), from: productPlace, to: productPlace, permanent: z.literal(true) }),
  ),
});

// ---------------------------------------------------------------------------------------------
// Reviews
// ---------------------------------------------------------------------------------------------

/**
 * `sort` orders within each language group: reviews in the request's language (Accept-Language)
 * come first, then the others. `language` keeps only the reviews written in that language.
 */
export const reviewListQuery = z.object({
  sort: z.enum(reviewSortKeys).optional(),
  language: z.enum(locales).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  per_page: z.coerce.number().int().min(1).max(50).optional(),
});

export const review = z.object({
  id: z.uuid(),
  product_id: z.string(),
  name: z.string(),
  /** 1 = bad … 5 = excellent. */
  rating: z.number().int().min(1).max(5),
  advantages: z.string().nullable(),
  disadvantages: z.string().nullable(),
  general_impressions: z.string().nullable(),
  text: z.string(),
  language: z.enum(locales),
  status: z.enum(reviewStatuses),
  created_at: timestamp,
  helpful_yes: z.number().int(),
  helpful_no: z.number().int(),
  /** The caller's own vote (signed-in callers only). */
  my_vote: z.enum(['yes', 'no']).nullable(),
});
export type Review = z.infer<typeof review>;

/** How many published reviews a language has. */
export const reviewLanguageCount = z.object({ language: z.enum(locales), count: z.number().int() });

export const reviewList = z.object({
  items: z.array(review),
  /** The published reviews the `language` filter keeps (all of them without one). */
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  page_count: z.number().int(),
  /** Over all published reviews, whatever the filter. */
  summary: productDetail.shape.rating,
  /**
   * The languages the product's published reviews are written in, with their counts, over all
   * reviews whatever the filter; most reviews first.
   */
  languages: z.array(reviewLanguageCount),
  /**
   * The caller's own review of the product in whatever status (signed-in callers only, null
   * without one), so the storefront shows "awaiting moderation" instead of an empty form.
   */
  my_review: review.nullable().optional(),
});
export type ReviewList = z.infer<typeof reviewList>;

export const createReviewRequest = z.object({
  rating: z.number().int().min(1).max(5),
  name: text(80),
  text: text(5000).pipe(z.string().min(20)),
  advantages: optionalText(1000).optional(),
  disadvantages: optionalText(1000).optional(),
  general_impressions: optionalText(1000).optional(),
  captcha: captchaAnswer,
});
export type CreateReviewRequest = z.infer<typeof createReviewRequest>;

export const reviewVoteRequest = z.object({ helpful: z.boolean() });

export const moderationQuery = z.object({ status: z.enum(reviewStatuses).optional() });
/**
 * A moderator's decision. `reason` (rejecting only) is shown to the review's author under "My
 * comments"; publishing clears it.
 */
export const moderateReviewRequest = z
  .object({ status: z.enum(['published', 'rejected']), reason: optionalText(500).optional() })
  .refine((body) => body.status === 'rejected' || body.reason === undefined || body.reason === null, {
    path: ['reason'],
  });

/** POST /catalogue/products/{id}/reviews → 201: the new review (pending) and the translated thank-you. */
export const createReviewResponse = z.object({ message: z.string(), review });
export type CreateReviewResponse = z.infer<typeof createReviewResponse>;

/** GET /catalogue/moderation/reviews: the oldest reviews of a status first (at most 100), and how many there are. */
export const moderationReviewList = z.object({ items: z.array(review), total: z.number().int() });
