import type { ComparisonProduct, LocalizedSlugs, ProductSummary, Variant } from '@seedshop/shop/contract';
import { badgeKeys, seedTypeKeys } from '@seedshop/shop/catalogue-keys';
import {
  array,
  boolean,
  integer,
  nullable,
  number,
  object,
  oneOf,
  optional,
  string,
  type Shape,
} from '@/shop-client/wire-reader';

const localizedSlugs = object<LocalizedSlugs>({ en: string, de: string, fr: string, es: string });

/** The contract's product summary, field by field: the base of the product readers below. */
export const productSummaryShape: Shape<ProductSummary> = {
  id: string,
  name: string,
  slug: string,
  path: object({ catalog: localizedSlugs, category: localizedSlugs, product: localizedSlugs }),
  seed_bank: object({ slug: string, name: string }),
  seed_type: oneOf(seedTypeKeys),
  image: object({ url: string, alt: string, width: integer, height: integer }),
  badges: array(object({ key: oneOf(badgeKeys), label: string })),
  price_from_cents: integer,
  price_per_seed_from_cents: integer,
  original_price_from_cents: optional(integer),
  discount: optional(nullable(object({ badge: string, name: string }))),
  in_stock: boolean,
  thc_percent: number,
  cbd_percent: number,
  flowering_days: object({ min: integer, max: integer }),
  genotype: object({ indica: integer, sativa: integer, ruderalis: integer }),
  rating: object({ average: nullable(number), count: integer }),
};

/** The contract's product summary, read without Zod by islands that fetch products in the browser. */
export const productSummaryReader = object<ProductSummary>(productSummaryShape);

/** One pack of a product, as the contract's `variant`. */
export const variantReader = object<Variant>({
  id: string,
  pack_size: integer,
  price_cents: integer,
  original_price_cents: optional(integer),
  price_per_seed_cents: integer,
  saving_percent: integer,
  stock: integer,
  in_stock: boolean,
});

const labelled = object({ key: string, label: string });
const intRange = object({ min: integer, max: integer });

/** A product as the comparison shows it: the summary, every attribute, the rating's stars and each pack. */
export const comparisonProductReader = object<ComparisonProduct>({
  ...productSummaryShape,
  seed_bank: object({ slug: string, name: string, country: string, logo_url: string }),
  variants: array(variantReader),
  attributes: object({
    flowering_days: intRange,
    height_indoor_cm: intRange,
    height_outdoor_cm: intRange,
    genotype: object({ indica: integer, sativa: integer, ruderalis: integer }),
    seed_type: labelled,
    yield_indoor_g_per_m2: intRange,
    yield_outdoor_g_per_plant: intRange,
    growth_areas: array(labelled),
    cbd_percent: number,
    thc_percent: number,
    thc_level: labelled,
    genetics: array(string),
    effects: array(labelled),
    flavours: array(labelled),
    terpenes: array(labelled),
    awards: array(object({ event: string, year: integer, place: integer })),
  }),
  rating: object({
    average: nullable(number),
    count: integer,
    distribution: object({ 1: number, 2: number, 3: number, 4: number, 5: number }),
  }),
});
