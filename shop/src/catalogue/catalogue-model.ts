/**
 * Shapes of the demo catalogue. They mirror what the catalogue tables will hold, so the
 * generator's output can be loaded without reshaping.
 */
import type { Locale } from '@seedshop/locales';

export type Localized<T = string> = Record<Locale, T>;

export interface Range {
  min: number;
  max: number;
}

export const seedTypes = ['feminized', 'autoflowering', 'regular'] as const;
export type SeedType = (typeof seedTypes)[number];

export const categoryIds = ['feminized', 'autoflowering', 'regular', 'cbd-rich', 'fast-flowering'] as const;
export type CategoryId = (typeof categoryIds)[number];

export const growthAreas = ['indoor', 'outdoor', 'greenhouse'] as const;
export type GrowthArea = (typeof growthAreas)[number];

export const thcLevels = ['low', 'medium', 'high', 'very-high'] as const;
export type ThcLevel = (typeof thcLevels)[number];

export const badges = ['new', 'bestseller', 'sale'] as const;
export type Badge = (typeof badges)[number];

export const packSizes = [1, 3, 5, 10] as const;
export type PackSize = (typeof packSizes)[number];

export const effectIds = [
  'relaxing',
  'euphoric',
  'uplifting',
  'creative',
  'energizing',
  'happy',
  'sedating',
  'calming',
] as const;
export type EffectId = (typeof effectIds)[number];

export const flavourIds = [
  'lemon',
  'citrus',
  'pine',
  'earth',
  'berries',
  'grape',
  'fuel',
  'spice',
  'herbs',
  'tropical-fruit',
  'vanilla',
  'coffee',
  'mint',
  'cheese',
  'honey',
] as const;
export type FlavourId = (typeof flavourIds)[number];

export const terpeneIds = [
  'myrcene',
  'limonene',
  'caryophyllene',
  'pinene',
  'linalool',
  'humulene',
  'terpinolene',
  'ocimene',
] as const;
export type TerpeneId = (typeof terpeneIds)[number];

export const countryCodes = ['NL', 'ES', 'CA', 'US', 'DE', 'CH', 'AT', 'FR', 'GB', 'CZ', 'PT', 'IT'] as const;
export type CountryCode = (typeof countryCodes)[number];

export interface SeedBank {
  id: string;
  slug: string;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: CountryCode;
  foundedYear: number;
  description: Localized;
}

export interface Category {
  id: CategoryId;
  slug: Localized;
  name: Localized;
}

export const generalCatalogId = 'cannabis-seeds';

/** The general catalog holds every product; a seed bank's catalog only that bank's products. */
export interface Catalog {
  id: string;
  kind: 'general' | 'seed-bank';
  /** Set for a seed bank's catalog. */
  seedBankId: string | null;
  name: Localized;
  slug: Localized;
}

export interface Genotype {
  indica: number;
  sativa: number;
  ruderalis: number;
}

/** Awards are proper names plus a year and a place; the storefront translates "1st place". */
export interface Award {
  event: string;
  year: number;
  place: 1 | 2 | 3;
}

export interface ProductAttributes {
  /** Photoperiod strains: flowering time after the switch; autoflowers: seed to harvest. */
  floweringDays: Range;
  heightIndoorCm: Range;
  heightOutdoorCm: Range;
  /** Percentages that sum to 100. */
  genotype: Genotype;
  seedType: SeedType;
  yieldIndoorGPerM2: Range;
  yieldOutdoorGPerPlant: Range;
  growthAreas: GrowthArea[];
  cbdPercent: number;
  thcPercent: number;
  thcLevel: ThcLevel;
  /** Parent strain names. */
  genetics: string[];
  effects: EffectId[];
  flavours: FlavourId[];
  terpenes: TerpeneId[];
  awards: Award[];
  badges: Badge[];
}

export interface Product {
  id: string;
  seedBankId: string;
  categoryIds: CategoryId[];
  /** Strain names are proper names and stay the same in every language. */
  name: string;
  slug: Localized;
  /** The slugs of an older naming scheme (about 5 % of products); they redirect to `slug`. */
  formerSlug: Localized | null;
  description: Localized;
  attributes: ProductAttributes;
  /** Units sold; skewed like real sales, bestsellers far ahead. */
  popularity: number;
  /** Procedural illustrations served by the shop (bud, leaf, plant). */
  imageCount: number;
  /** ISO 8601 timestamp. */
  createdAt: string;
}

export interface Variant {
  id: string;
  productId: string;
  packSize: PackSize;
  /** Gross price in euro cents, VAT included. */
  priceCents: number;
  stock: number;
}

export interface DemoCatalogue {
  seedBanks: SeedBank[];
  catalogs: Catalog[];
  categories: Category[];
  products: Product[];
  variants: Variant[];
}

/** Thresholds follow the usual shop filters: under 10 % low, from 20 % high. */
export function thcLevelFor(thcPercent: number): ThcLevel {
  if (thcPercent < 10) return 'low';
  if (thcPercent < 17) return 'medium';
  if (thcPercent < 22) return 'high';
  return 'very-high';
}
