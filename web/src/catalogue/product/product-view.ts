import type { ProductPath, ProductSummary } from '@seedshop/shop/contract';
import type { ProductDiscount } from '../catalogue-types';

/**
 * The product as the page sees it: camelCase, with only what the page shows. Its wire mapper is
 * `productDetailFromWire` in `../from-wire.ts`.
 */

export interface ProductImage {
  readonly url: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

export interface IntRange {
  readonly min: number;
  readonly max: number;
}

export interface Labelled {
  readonly key: string;
  readonly label: string;
}

export interface Genotype {
  readonly indica: number;
  readonly sativa: number;
  readonly ruderalis: number;
}

/** One pack size of a product; prices are gross euro cents incl. VAT. */
export interface PackOption {
  readonly id: string;
  readonly packSize: number;
  /** After the promotion discount that applies to everybody. */
  readonly priceCents: number;
  /** Before the discount; equal to `priceCents` without one. */
  readonly originalPriceCents: number;
  readonly perSeedCents: number;
  /** Saving per seed against the smallest pack, whole percent (0 for the smallest pack). */
  readonly savingPercent: number;
  readonly stock: number;
  readonly inStock: boolean;
}

export interface Award {
  readonly event: string;
  readonly year: number;
  readonly place: number;
}

export interface ProductAttributes {
  readonly floweringDays: IntRange;
  readonly heightIndoorCm: IntRange;
  readonly heightOutdoorCm: IntRange;
  readonly genotype: Genotype;
  readonly seedType: Labelled;
  readonly yieldIndoorGPerM2: IntRange;
  readonly yieldOutdoorGPerPlant: IntRange;
  readonly growthAreas: readonly Labelled[];
  readonly cbdPercent: number;
  readonly thcPercent: number;
  readonly thcLevel: Labelled;
  readonly genetics: readonly string[];
  readonly effects: readonly Labelled[];
  readonly flavours: readonly Labelled[];
  readonly terpenes: readonly Labelled[];
  readonly awards: readonly Award[];
}

export type BadgeKey = ProductSummary['badges'][number]['key'];

export interface ProductView {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  /** Canonical location (general catalog) in every language. */
  readonly path: ProductPath;
  readonly description: string;
  readonly seedBank: { readonly slug: string; readonly name: string };
  readonly images: readonly ProductImage[];
  readonly badges: readonly { readonly key: BadgeKey; readonly label: string }[];
  /** Sorted by pack size, smallest first. */
  readonly packs: readonly PackOption[];
  /** The promotion lowering the price now (badge and name in the page's language). */
  readonly discount: ProductDiscount | null;
  readonly attributes: ProductAttributes;
  readonly rating: { readonly average: number | null; readonly count: number };
}
