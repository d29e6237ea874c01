/**
 * The denormalised listing row of one product (see `product_listing`). Pure: the seeding and the
 * tests build rows the same way.
 */
import { mapLocales, type Locale } from '@seedshop/locales';
import type { Category, CategoryId, Localized, Product, Variant } from '../catalogue-model';
import { effectLabels, flavourLabels, terpeneLabels } from '../demo-labels';
import { encodeVector, fixedLane, seedBankLane } from './facet-vector';
import { growthAreaLabel, seedTypeLabel, thcLevelLabel } from './facet-labels';
import { fixedFacets, maskOf } from './facets';
import { translatedNameWords } from './name-translations';
import { normalizeSearchText } from './search-text';

export interface ListingSeedBank {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly position: number;
}

/** The columns of `product_listing` (drizzle insert shape, camelCase). */
export interface ListingRow {
  productId: string;
  seedBankPosition: number;
  fSeedType: number;
  fCategory: number;
  fFlowering: number;
  fHeight: number;
  fGenotype: number;
  fYield: number;
  fGrowthArea: number;
  fThcLevel: number;
  fCbd: number;
  fEffect: number;
  fFlavour: number;
  fTerpene: number;
  fAward: number;
  fBadge: number;
  facetVector: string;
  priceFromCents: number;
  pricePerSeedFromCents: number;
  inStock: boolean;
  thcPercent: number;
  floweringMaxDays: number;
  popularity: number;
  createdAt: Date;
  nameKey: string;
  namesKey: string;
  searchEn: string;
  searchDe: string;
  searchFr: string;
  searchEs: string;
}

/** "From" price: the cheapest pack in stock, or the cheapest at all when everything is sold out. */
export function priceFrom(variants: readonly Pick<Variant, 'priceCents' | 'packSize' | 'stock'>[]): {
  priceFromCents: number;
  pricePerSeedFromCents: number;
  inStock: boolean;
} {
  const available = variants.filter((variant) => variant.stock > 0);
  const candidates = available.length > 0 ? available : variants;
  const cheapest = Math.min(...candidates.map((variant) => variant.priceCents));
  const perSeed = Math.min(...variants.map((variant) => Math.round(variant.priceCents / variant.packSize)));
  return {
    priceFromCents: Number.isFinite(cheapest) ? cheapest : 0,
    pricePerSeedFromCents: Number.isFinite(perSeed) ? perSeed : 0,
    inStock: available.length > 0,
  };
}

/**
 * Distinct words only: a tsvector keeps each word once anyway, and the text is a valid tsvector
 * literal as it stands (words of [a-z0-9]), the same lexemes `to_tsvector('simple', …)` makes.
 */
function searchDocument(parts: readonly string[]): string {
  return [...new Set(normalizeSearchText(parts.join(' ')).split(' '))].filter((word) => word !== '').join(' ');
}

function searchParts(
  product: Product,
  seedBank: ListingSeedBank,
  categoryNames: ReadonlyMap<CategoryId, Localized>,
  locale: Locale,
): string[] {
  const a = product.attributes;
  return [
    product.name,
    seedBank.name,
    ...a.genetics,
    ...translatedNameWords([product.name, ...a.genetics]),
    seedTypeLabel(a.seedType, locale),
    thcLevelLabel(a.thcLevel, locale),
    ...product.categoryIds.map((id) => categoryNames.get(id)?.[locale] ?? ''),
    ...a.growthAreas.map((area) => growthAreaLabel(area, locale)),
    ...a.effects.map((id) => effectLabels[id][locale]),
    ...a.flavours.map((id) => flavourLabels[id][locale]),
    ...a.terpenes.map((id) => terpeneLabels[id][locale]),
    product.description[locale],
  ];
}

function searchColumns(product: Product, seedBank: ListingSeedBank, categories: readonly Category[]) {
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  const search = mapLocales((locale) => searchDocument(searchParts(product, seedBank, categoryNames, locale)));
  return {
    nameKey: normalizeSearchText(product.name),
    namesKey: normalizeSearchText([product.name, seedBank.name, ...product.attributes.genetics].join(' ')),
    searchEn: search.en,
    searchDe: search.de,
    searchFr: search.fr,
    searchEs: search.es,
  };
}

export function listingRow(
  product: Product,
  variants: readonly Variant[],
  seedBank: ListingSeedBank,
  categories: readonly Category[],
): ListingRow {
  const a = product.attributes;
  const masks = new Map(fixedFacets.map((facet) => [facet.key, maskOf(facet, facet.of(product))]));
  const mask = (key: (typeof fixedFacets)[number]['key']) => masks.get(key) ?? 0;
  const lanes = [
    seedBankLane(seedBank.position),
    ...fixedFacets.flatMap((facet) => facet.of(product).map((value) => fixedLane(facet, facet.values.indexOf(value)))),
  ];
  return {
    productId: product.id,
    seedBankPosition: seedBank.position,
    fSeedType: mask('seed_type'),
    fCategory: mask('category'),
    fFlowering: mask('flowering'),
    fHeight: mask('height'),
    fGenotype: mask('genotype'),
    fYield: mask('yield'),
    fGrowthArea: mask('growth_area'),
    fThcLevel: mask('thc_level'),
    fCbd: mask('cbd'),
    fEffect: mask('effect'),
    fFlavour: mask('flavour'),
    fTerpene: mask('terpene'),
    fAward: mask('award'),
    fBadge: mask('badge'),
    facetVector: encodeVector([...new Set(lanes)]),
    ...priceFrom(variants),
    thcPercent: a.thcPercent,
    floweringMaxDays: a.floweringDays.max,
    popularity: product.popularity,
    createdAt: new Date(product.createdAt),
    ...searchColumns(product, seedBank, categories),
  };
}
