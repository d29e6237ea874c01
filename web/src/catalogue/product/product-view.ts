import type { ProductDetail, ProductPath, ProductSummary } from '@seedshop/shop/contract';

/**
 * The product as the page sees it: camelCase (spec §7), with only what the page shows. The wire
 * types stay in the shop contract; these mappers are the one place that reads snake_case keys.
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
  readonly priceCents: number;
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
  readonly attributes: ProductAttributes;
  readonly rating: { readonly average: number | null; readonly count: number };
}

/** A similar product as its card needs it. */
export interface ProductTeaser {
  readonly id: string;
  readonly name: string;
  readonly path: ProductPath;
  readonly seedBankName: string;
  readonly image: ProductImage;
  readonly badges: readonly BadgeKey[];
  readonly priceFromCents: number;
  readonly thcPercent: number;
  readonly floweringDays: IntRange;
  readonly rating: { readonly average: number | null; readonly count: number };
}

const range = ({ min, max }: IntRange): IntRange => ({ min, max });
const labelled = ({ key, label }: Labelled): Labelled => ({ key, label });

export function productFromWire(wire: ProductDetail): ProductView {
  const a = wire.attributes;
  return {
    id: wire.id,
    name: wire.name,
    slug: wire.slug,
    path: wire.path,
    description: wire.description,
    seedBank: { slug: wire.seed_bank.slug, name: wire.seed_bank.name },
    // The detail always has its gallery; the card image stands in should a product have none.
    images: wire.images.length > 0 ? wire.images : [wire.image],
    badges: wire.badges,
    packs: wire.variants
      .map((variant) => ({
        id: variant.id,
        packSize: variant.pack_size,
        priceCents: variant.price_cents,
        perSeedCents: variant.price_per_seed_cents,
        savingPercent: variant.saving_percent,
        stock: variant.stock,
        inStock: variant.in_stock,
      }))
      .sort((left, right) => left.packSize - right.packSize),
    attributes: {
      floweringDays: range(a.flowering_days),
      heightIndoorCm: range(a.height_indoor_cm),
      heightOutdoorCm: range(a.height_outdoor_cm),
      genotype: a.genotype,
      seedType: labelled(a.seed_type),
      yieldIndoorGPerM2: range(a.yield_indoor_g_per_m2),
      yieldOutdoorGPerPlant: range(a.yield_outdoor_g_per_plant),
      growthAreas: a.growth_areas.map(labelled),
      cbdPercent: a.cbd_percent,
      thcPercent: a.thc_percent,
      thcLevel: labelled(a.thc_level),
      genetics: a.genetics,
      effects: a.effects.map(labelled),
      flavours: a.flavours.map(labelled),
      terpenes: a.terpenes.map(labelled),
      awards: a.awards,
    },
    rating: { average: wire.rating.average, count: wire.rating.count },
  };
}

export function teaserFromWire(wire: ProductSummary): ProductTeaser {
  return {
    id: wire.id,
    name: wire.name,
    path: wire.path,
    seedBankName: wire.seed_bank.name,
    image: wire.image,
    badges: wire.badges.map((badge) => badge.key),
    priceFromCents: wire.price_from_cents,
    thcPercent: wire.thc_percent,
    floweringDays: range(wire.flowering_days),
    rating: { average: wire.rating.average, count: wire.rating.count },
  };
}
