import {
  productSummaryFromWire,
  type CatalogueNode as WireNode,
  type ProductDetail,
  type Facet as WireFacet,
  type ListingResponse,
  type ResolveResponse,
  type SeedBankDetail as WireSeedBankDetail,
  type SeedBankSummary as WireSeedBankSummary,
} from '@seedshop/shop/contract';
import type {
  CatalogueNode,
  Facet,
  Listing,
  ResolvedCataloguePath,
  SeedBankDetail,
  SeedBankSummary,
} from './catalogue-types';
import type { IntRange, Labelled, ProductView } from './product/product-view';

/**
 * Wire (snake_case, validated by the contract's zod schemas) → storefront (camelCase): one mapper
 * per wire type. Written out field by field so the compiler checks both sides; no key conversion
 * by reflection (docs/adr/0025-wire-keys.md). The product summary's mapper is the shop contract's
 * own, shared with the Studio's product picker.
 */

export { productSummaryFromWire };

export function nodeFromWire(node: WireNode): CatalogueNode {
  return { id: node.id, slug: node.slug, name: node.name, slugs: node.slugs };
}

function facetFromWire(facet: WireFacet): Facet {
  return { key: facet.key, label: facet.label, values: facet.values };
}

export function listingFromWire(listing: ListingResponse): Listing {
  return {
    catalog: nodeFromWire(listing.catalog),
    category: listing.category === null ? null : nodeFromWire(listing.category),
    categories: listing.categories.map((category) => ({ ...nodeFromWire(category), count: category.count })),
    items: listing.items.map(productSummaryFromWire),
    total: listing.total,
    page: listing.page,
    perPage: listing.per_page,
    pageCount: listing.page_count,
    sort: listing.sort,
    facets: listing.facets.map(facetFromWire),
    ranges: { priceCents: listing.ranges.price_cents, thcPercent: listing.ranges.thc_percent },
    didYouMean: listing.did_you_mean,
  };
}

export function resolvedFromWire(resolved: ResolveResponse): ResolvedCataloguePath {
  switch (resolved.kind) {
    case 'catalog':
      return { kind: 'catalog', catalog: nodeFromWire(resolved.catalog) };
    case 'category':
      return { kind: 'category', catalog: nodeFromWire(resolved.catalog), category: nodeFromWire(resolved.category) };
    case 'product':
      return {
        kind: 'product',
        catalog: nodeFromWire(resolved.catalog),
        category: nodeFromWire(resolved.category),
        product: nodeFromWire(resolved.product),
      };
  }
}

export function seedBankFromWire(bank: WireSeedBankSummary): SeedBankSummary {
  return {
    id: bank.id,
    slug: bank.slug,
    name: bank.name,
    country: bank.country,
    logoUrl: bank.logo_url,
    productCount: bank.product_count,
  };
}

export function seedBankDetailFromWire(bank: WireSeedBankDetail): SeedBankDetail {
  return { ...seedBankFromWire(bank), description: bank.description, foundedYear: bank.founded_year };
}

const range = ({ min, max }: IntRange): IntRange => ({ min, max });
const labelled = ({ key, label }: Labelled): Labelled => ({ key, label });

export function productDetailFromWire(wire: ProductDetail): ProductView {
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
    discount: wire.discount ? { badge: wire.discount.badge, name: wire.discount.name } : null,
    packs: wire.variants
      .map((variant) => ({
        id: variant.id,
        packSize: variant.pack_size,
        priceCents: variant.price_cents,
        originalPriceCents: variant.original_price_cents ?? variant.price_cents,
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
