import type { FacetKey, LocalizedSlugs, ProductSummaryView, SortKey } from '@seedshop/shop/contract';

/**
 * The catalogue as storefront code sees it: the shop's wire shapes (shop/src/contract/catalogue.ts)
 * with camelCase keys. `from-wire.ts` (with the contract's shared product-summary mapper) is the only
 * place that maps them; everything else uses these.
 */

export interface CatalogueNode {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  /** The node's slug in every language. */
  readonly slugs: LocalizedSlugs;
}

export interface CategoryLink extends CatalogueNode {
  /** Products of the category under the current filters. */
  readonly count: number;
}

export interface CatalogueImage {
  readonly url: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

export type ProductBadgeKey = 'new' | 'bestseller' | 'sale';

/** A promotion's discount on a product, as the shop names it in the page's language. */
export interface ProductDiscount {
  readonly badge: string;
  readonly name: string;
}

/** A product card's data: the shop's own mapping of its wire type, shared with the Studio. */
export type ProductSummary = ProductSummaryView;

export interface FacetValue {
  readonly value: string;
  readonly label: string;
  readonly count: number;
  readonly selected: boolean;
}

export interface Facet {
  readonly key: FacetKey;
  readonly label: string;
  readonly values: readonly FacetValue[];
}

export interface Listing {
  readonly catalog: CatalogueNode;
  readonly category: CatalogueNode | null;
  readonly categories: readonly CategoryLink[];
  readonly items: readonly ProductSummary[];
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
  readonly pageCount: number;
  readonly sort: SortKey;
  readonly facets: readonly Facet[];
  readonly ranges: {
    readonly priceCents: { readonly min: number; readonly max: number };
    readonly thcPercent: { readonly min: number; readonly max: number };
  };
  readonly didYouMean: string | null;
}

export type ResolvedCataloguePath =
  | { readonly kind: 'catalog'; readonly catalog: CatalogueNode }
  | { readonly kind: 'category'; readonly catalog: CatalogueNode; readonly category: CatalogueNode }
  | {
      readonly kind: 'product';
      readonly catalog: CatalogueNode;
      readonly category: CatalogueNode;
      readonly product: CatalogueNode;
    };

export interface SeedBankSummary {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  /** ISO 3166-1 alpha-2 code. */
  readonly country: string;
  readonly logoUrl: string;
  readonly productCount: number;
}

export interface SeedBankDetail extends SeedBankSummary {
  readonly description: string;
  readonly foundedYear: number;
}
