import { facetKeys, type FacetKey } from '@seedshop/shop/catalogue-keys';
import type { Facet } from '../catalogue-types';
import {
  withoutFacetValue,
  withoutInStock,
  withoutPriceRange,
  withoutThcRange,
  type ListingState,
} from '../listing-state';

/** One active filter as a removable chip; `next` is the listing without it. */
export type FilterChip =
  | {
      readonly kind: 'facet';
      readonly id: string;
      readonly facetLabel: string;
      readonly valueLabel: string;
      readonly next: ListingState;
    }
  | {
      readonly kind: 'price' | 'thc';
      readonly id: string;
      readonly min: number | null;
      readonly max: number | null;
      readonly next: ListingState;
    }
  | { readonly kind: 'inStock'; readonly id: string; readonly next: ListingState };

/**
 * The chips of a state, in the order of the filter panel. Labels come from the shop's facets (in
 * the page's language); a value the shop does not list (an old link) still gets a chip with its
 * key, so the visitor can remove it.
 */
export function filterChips(state: ListingState, facets: readonly Facet[]): FilterChip[] {
  const chips: FilterChip[] = [];
  const byKey = new Map(facets.map((facet) => [facet.key, facet]));
  const ordered = [...facetKeys].sort((a, b) => panelIndex(facets, a) - panelIndex(facets, b));
  for (const key of ordered) {
    const facet = byKey.get(key);
    for (const value of state.facets[key] ?? []) {
      const label = facet?.values.find((item) => item.value === value)?.label ?? value;
      chips.push({
        kind: 'facet',
        id: `${key}:${value}`,
        facetLabel: facet?.label ?? key,
        valueLabel: label,
        next: withoutFacetValue(state, key, value),
      });
    }
  }
  if (state.priceMin !== null || state.priceMax !== null) {
    chips.push({
      kind: 'price',
      id: 'price',
      min: state.priceMin,
      max: state.priceMax,
      next: withoutPriceRange(state),
    });
  }
  if (state.thcMin !== null || state.thcMax !== null) {
    chips.push({ kind: 'thc', id: 'thc', min: state.thcMin, max: state.thcMax, next: withoutThcRange(state) });
  }
  if (state.inStock) chips.push({ kind: 'inStock', id: 'in_stock', next: withoutInStock(state) });
  return chips;
}

/** Facets the shop sent come in its order; unknown ones after them. */
function panelIndex(facets: readonly Facet[], key: FacetKey): number {
  const index = facets.findIndex((facet) => facet.key === key);
  return index === -1 ? facets.length + facetKeys.indexOf(key) : index;
}
