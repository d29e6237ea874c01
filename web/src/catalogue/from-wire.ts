import type {
  CatalogueNode as WireNode,
  Facet as WireFacet,
  ListingResponse,
  ProductSummary as WireProductSummary,
  ResolveResponse,
  SeedBankDetail as WireSeedBankDetail,
  SeedBankSummary as WireSeedBankSummary,
} from '@seedshop/shop/contract';
import type {
  CatalogueNode,
  Facet,
  Listing,
  ProductSummary,
  ResolvedCataloguePath,
  SeedBankDetail,
  SeedBankSummary,
} from './catalogue-types';

/**
 * Wire (snake_case, validated by the contract's zod schemas) → storefront (camelCase). Written out
 * field by field so the compiler checks both sides; no key conversion by reflection.
 */

export function nodeFromWire(node: WireNode): CatalogueNode {
  return { id: node.id, slug: node.slug, name: node.name, slugs: node.slugs };
}

export function productFromWire(product: WireProductSummary): ProductSummary {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    path: product.path,
    seedBank: product.seed_bank,
    image: product.image,
    badges: product.badges.map((badge) => badge.key),
    priceFromCents: product.price_from_cents,
    pricePerSeedFromCents: product.price_per_seed_from_cents,
    inStock: product.in_stock,
    thcPercent: product.thc_percent,
    floweringDays: product.flowering_days,
    rating: product.rating,
  };
}

function facetFromWire(facet: WireFacet): Facet {
  return { key: facet.key, label: facet.label, values: facet.values };
}

export function listingFromWire(listing: ListingResponse): Listing {
  return {
    catalog: nodeFromWire(listing.catalog),
    category: listing.category === null ? null : nodeFromWire(listing.category),
    categories: listing.categories.map((category) => ({ ...nodeFromWire(category), count: category.count })),
    items: listing.items.map(productFromWire),
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
