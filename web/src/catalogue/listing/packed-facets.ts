import type { FacetKey } from '@seedshop/shop/catalogue-keys';
import type { Facet } from '../catalogue-types';

/**
 * The facets as the filter panel receives them from the server: each value as a
 * `[value, label, count]` triple and the chosen values in one list. The panel's data rides in the
 * page's payload once per listing, and with 80-odd values the field names of one object per value
 * were a third of it.
 */
export interface PackedFacet {
  readonly key: FacetKey;
  readonly label: string;
  readonly values: readonly (readonly [value: string, label: string, count: number])[];
  readonly selected: readonly string[];
}

export function packFacets(facets: readonly Facet[]): PackedFacet[] {
  return facets.map((facet) => ({
    key: facet.key,
    label: facet.label,
    values: facet.values.map((value) => [value.value, value.label, value.count] as const),
    selected: facet.values.filter((value) => value.selected).map((value) => value.value),
  }));
}

export function unpackFacet(packed: PackedFacet): Facet {
  const selected = new Set(packed.selected);
  return {
    key: packed.key,
    label: packed.label,
    values: packed.values.map(([value, label, count]) => ({ value, label, count, selected: selected.has(value) })),
  };
}
