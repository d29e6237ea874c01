import type {
  ComparisonListDetailWire,
  ComparisonListPageWire,
  ComparisonListSummaryWire,
  ComparisonProduct as WireProduct,
  ComparisonWire,
  ProductPath,
  SharedComparisonListWire,
} from '@seedshop/shop/contract';

/**
 * The comparison as the storefront shows it (camelCase), with one mapper per wire type (ADR 0025):
 * `comparisonFromWire`, `comparisonProductFromWire`, `comparisonListSummaryFromWire`,
 * `comparisonListPageFromWire`, `comparisonListDetailFromWire`, `sharedComparisonListFromWire`.
 */

export interface IntRange {
  readonly min: number;
  readonly max: number;
}

export interface Labelled {
  readonly key: string;
  readonly label: string;
}

/** One pack size with its price after the promotion that applies to everybody (gross cents). */
export interface ComparisonPack {
  readonly id: string;
  readonly packSize: number;
  readonly priceCents: number;
  readonly originalPriceCents: number;
  readonly perSeedCents: number;
  readonly inStock: boolean;
}

export interface ComparisonAttributes {
  readonly floweringDays: IntRange;
  readonly heightIndoorCm: IntRange;
  readonly heightOutdoorCm: IntRange;
  readonly genotype: { readonly indica: number; readonly sativa: number; readonly ruderalis: number };
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
}

export interface ComparisonProduct {
  readonly id: string;
  readonly name: string;
  readonly path: ProductPath;
  readonly imageUrl: string;
  readonly seedBank: string;
  readonly priceFromCents: number;
  readonly pricePerSeedFromCents: number;
  readonly inStock: boolean;
  readonly discount: { readonly badge: string; readonly name: string } | null;
  readonly rating: { readonly average: number | null; readonly count: number };
  readonly packs: readonly ComparisonPack[];
  readonly attributes: ComparisonAttributes;
}

export interface Comparison {
  readonly products: readonly ComparisonProduct[];
  readonly maxProducts: number;
}

export interface ComparisonListSummary {
  readonly id: string;
  readonly name: string;
  readonly shareToken: string;
  readonly products: readonly { readonly id: string; readonly name: string; readonly imageUrl: string }[];
  readonly updatedAt: string;
}

export interface ComparisonListPage {
  readonly lists: readonly ComparisonListSummary[];
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
  readonly maxLists: number;
}

export interface ComparisonListDetail extends ComparisonListSummary {
  readonly items: readonly ComparisonProduct[];
}

export interface SharedComparisonList {
  readonly name: string;
  readonly products: readonly ComparisonProduct[];
}

const range = ({ min, max }: IntRange): IntRange => ({ min, max });
const labelled = ({ key, label }: Labelled): Labelled => ({ key, label });

export function comparisonProductFromWire(wire: WireProduct): ComparisonProduct {
  const a = wire.attributes;
  return {
    id: wire.id,
    name: wire.name,
    path: wire.path,
    imageUrl: wire.image.url,
    seedBank: wire.seed_bank.name,
    priceFromCents: wire.price_from_cents,
    pricePerSeedFromCents: wire.price_per_seed_from_cents,
    inStock: wire.in_stock,
    discount: wire.discount ? { badge: wire.discount.badge, name: wire.discount.name } : null,
    rating: { average: wire.rating.average, count: wire.rating.count },
    packs: wire.variants
      .map((variant) => ({
        id: variant.id,
        packSize: variant.pack_size,
        priceCents: variant.price_cents,
        originalPriceCents: variant.original_price_cents ?? variant.price_cents,
        perSeedCents: variant.price_per_seed_cents,
        inStock: variant.in_stock,
      }))
      .sort((left, right) => left.packSize - right.packSize),
    attributes: {
      floweringDays: range(a.flowering_days),
      heightIndoorCm: range(a.height_indoor_cm),
      heightOutdoorCm: range(a.height_outdoor_cm),
      genotype: { indica: a.genotype.indica, sativa: a.genotype.sativa, ruderalis: a.genotype.ruderalis },
      seedType: labelled(a.seed_type),
      yieldIndoorGPerM2: range(a.yield_indoor_g_per_m2),
      yieldOutdoorGPerPlant: range(a.yield_outdoor_g_per_plant),
      growthAreas: a.growth_areas.map(labelled),
      cbdPercent: a.cbd_percent,
      thcPercent: a.thc_percent,
      thcLevel: labelled(a.thc_level),
      genetics: [...a.genetics],
      effects: a.effects.map(labelled),
      flavours: a.flavours.map(labelled),
      terpenes: a.terpenes.map(labelled),
    },
  };
}

export function comparisonFromWire(wire: ComparisonWire): Comparison {
  return { products: wire.items.map(comparisonProductFromWire), maxProducts: wire.max_products };
}

export function comparisonListSummaryFromWire(wire: ComparisonListSummaryWire): ComparisonListSummary {
  return {
    id: wire.id,
    name: wire.name,
    shareToken: wire.share_token,
    products: wire.products.map((product) => ({ id: product.id, name: product.name, imageUrl: product.image_url })),
    updatedAt: wire.updated_at,
  };
}

export function comparisonListPageFromWire(wire: ComparisonListPageWire): ComparisonListPage {
  return {
    lists: wire.items.map(comparisonListSummaryFromWire),
    page: wire.page,
    pageCount: wire.page_count,
    total: wire.total,
    maxLists: wire.max_lists,
  };
}

export function comparisonListDetailFromWire(wire: ComparisonListDetailWire): ComparisonListDetail {
  return { ...comparisonListSummaryFromWire(wire), items: wire.items.map(comparisonProductFromWire) };
}

export function sharedComparisonListFromWire(wire: SharedComparisonListWire): SharedComparisonList {
  return { name: wire.name, products: wire.items.map(comparisonProductFromWire) };
}
