import {
  facetKeys,
  MAX_FACET_VALUES,
  MAX_SEARCH_LENGTH,
  sortKeys,
  type FacetKey,
  type SortKey,
} from '@seedshop/shop/catalogue-keys';

/**
 * The state of a listing lives only in its URL, so a filtered list can be shared, bookmarked and
 * walked with back/forward. This module is the one codec between the two:
 * `?seed_type=feminized,autoflowering&flowering=short&price_min=5&price_max=40&sort=price-asc&page=2`.
 * Parameter names are the shop contract's; values of one facet are comma-separated; prices are
 * whole euros in the URL (cents on the wire). Anything unknown or malformed is dropped, never an error.
 * Pure and dependency-light: the filter island uses it in the browser too.
 */

export type FacetSelection = Readonly<Partial<Record<FacetKey, readonly string[]>>>;

export interface ListingState {
  /** Search words (the search page; also narrows a catalogue page). */
  readonly q: string | null;
  readonly facets: FacetSelection;
  /** Whole euros. */
  readonly priceMin: number | null;
  readonly priceMax: number | null;
  /** Percent, one decimal. */
  readonly thcMin: number | null;
  readonly thcMax: number | null;
  readonly inStock: boolean;
  /** null: the shop's default (relevance for a search, otherwise popularity). */
  readonly sort: SortKey | null;
  /** 1-based. */
  readonly page: number;
}

export const emptyListingState: ListingState = {
  q: null,
  facets: {},
  priceMin: null,
  priceMax: null,
  thcMin: null,
  thcMax: null,
  inStock: false,
  sort: null,
  page: 1,
};

/** The contract's ceilings: 10,000,000 cents and page 100,000. */
const MAX_PRICE_EUROS = 100_000;
const MAX_PAGE = 100_000;
const slugShape = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function isSortKey(value: string): value is SortKey {
  return (sortKeys as readonly string[]).includes(value);
}

function facetValues(params: URLSearchParams, key: FacetKey): string[] {
  const values = params
    .getAll(key)
    .flatMap((raw) => raw.split(','))
    .map((value) => value.trim().toLowerCase())
    .filter((value) => value.length <= 160 && slugShape.test(value));
  return [...new Set(values)].slice(0, MAX_FACET_VALUES);
}

/** A finite number within [0, max] written in plain decimal notation; anything else is null. */
function boundedNumber(raw: string | null, max: number): number | null {
  if (raw === null) return null;
  const text = raw.trim();
  if (!/^\d{1,9}(?:[.,]\d{1,6})?$/.test(text)) return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) && value <= max ? value : null;
}

/** Puts a reversed range the right way round (a visitor who swaps min and max means the range). */
function ordered(min: number | null, max: number | null): [number | null, number | null] {
  return min !== null && max !== null && min > max ? [max, min] : [min, max];
}

function parsePage(raw: string | null): number {
  if (raw === null || !/^\d{1,6}$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

export function parseListingState(params: URLSearchParams): ListingState {
  const facets: Partial<Record<FacetKey, string[]>> = {};
  for (const key of facetKeys) {
    const values = facetValues(params, key);
    if (values.length > 0) facets[key] = values;
  }
  const q = (params.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_SEARCH_LENGTH).trim();
  const priceMinRaw = boundedNumber(params.get('price_min'), MAX_PRICE_EUROS);
  const priceMaxRaw = boundedNumber(params.get('price_max'), MAX_PRICE_EUROS);
  // Whole euros: the lower bound rounds down and the upper bound up, so no product drops out.
  const [priceMin, priceMax] = ordered(
    priceMinRaw === null ? null : Math.floor(priceMinRaw),
    priceMaxRaw === null ? null : Math.ceil(priceMaxRaw),
  );
  const thc = (raw: string | null) => {
    const value = boundedNumber(raw, 100);
    return value === null ? null : Math.round(value * 10) / 10;
  };
  const [thcMin, thcMax] = ordered(thc(params.get('thc_min')), thc(params.get('thc_max')));
  const sort = params.get('sort');
  return {
    q: q === '' ? null : q,
    facets,
    priceMin,
    priceMax,
    thcMin,
    thcMax,
    inStock: params.get('in_stock') === 'true',
    sort: sort !== null && isSortKey(sort) ? sort : null,
    page: parsePage(params.get('page')),
  };
}

/** Next hands page props' searchParams over as a record; the codec reads URLSearchParams. */
export function searchParamsFromRecord(record: Readonly<Record<string, string | string[] | undefined>>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) params.append(key, item);
  }
  return params;
}

/**
 * The URL query of a state in one canonical order, without defaults (page 1, no filters). Only
 * language-neutral values: facet keys, numbers and sort keys read the same in every language.
 */
export function serializeListingState(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q !== null) params.set('q', state.q);
  for (const key of facetKeys) {
    const values = state.facets[key];
    if (values !== undefined && values.length > 0) params.set(key, values.join(','));
  }
  if (state.priceMin !== null) params.set('price_min', String(state.priceMin));
  if (state.priceMax !== null) params.set('price_max', String(state.priceMax));
  if (state.thcMin !== null) params.set('thc_min', String(state.thcMin));
  if (state.thcMax !== null) params.set('thc_max', String(state.thcMax));
  if (state.inStock) params.set('in_stock', 'true');
  if (state.sort !== null) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The state's query string without `?` (empty for the plain listing). */
export function listingQueryString(state: ListingState): string {
  // URLSearchParams encodes "," as %2C; commas are legal in a query and far easier to read.
  return serializeListingState(state).toString().replaceAll('%2C', ',');
}

/** `path` plus the state's query string (no `?` when there is nothing to say). */
export function listingHref(path: string, state: ListingState): string {
  const query = listingQueryString(state);
  return query === '' ? path : `${path}?${query}`;
}

/** Where the listing is: the catalog and category slugs in the page's language. */
export interface ListingScope {
  readonly catalog?: string;
  readonly category?: string;
}

/** The shop's `GET catalogue/products` query for a state (prices converted to cents). */
export function toListingQuery(state: ListingState, scope: ListingScope, perPage: number): URLSearchParams {
  const query = new URLSearchParams();
  if (scope.catalog !== undefined) query.set('catalog', scope.catalog);
  if (scope.category !== undefined) query.set('in_category', scope.category);
  if (state.q !== null) query.set('q', state.q);
  for (const key of facetKeys) {
    const values = state.facets[key];
    if (values !== undefined && values.length > 0) query.set(key, values.join(','));
  }
  if (state.priceMin !== null) query.set('price_min', String(state.priceMin * 100));
  if (state.priceMax !== null) query.set('price_max', String(state.priceMax * 100));
  if (state.thcMin !== null) query.set('thc_min', String(state.thcMin));
  if (state.thcMax !== null) query.set('thc_max', String(state.thcMax));
  if (state.inStock) query.set('in_stock', 'true');
  if (state.sort !== null) query.set('sort', state.sort);
  query.set('page', String(state.page));
  query.set('per_page', String(perPage));
  return query;
}

// ---------------------------------------------------------------------------------------------
// Transitions. Every change of a filter starts again at page 1; the sort order stays.
// ---------------------------------------------------------------------------------------------

export function withoutFacetValue(state: ListingState, key: FacetKey, value: string): ListingState {
  const facets: Partial<Record<FacetKey, readonly string[]>> = {};
  for (const facetKey of facetKeys) {
    const values = (state.facets[facetKey] ?? []).filter((item) => facetKey !== key || item !== value);
    if (values.length > 0) facets[facetKey] = values;
  }
  return { ...state, facets, page: 1 };
}

export function withoutPriceRange(state: ListingState): ListingState {
  return { ...state, priceMin: null, priceMax: null, page: 1 };
}

export function withoutThcRange(state: ListingState): ListingState {
  return { ...state, thcMin: null, thcMax: null, page: 1 };
}

export function withoutInStock(state: ListingState): ListingState {
  return { ...state, inStock: false, page: 1 };
}

/** No filters left; the search words and the sort order stay (they are not filters). */
export function withoutFilters(state: ListingState): ListingState {
  return { ...emptyListingState, q: state.q, sort: state.sort };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page };
}

export function withSort(state: ListingState, sort: SortKey | null): ListingState {
  return { ...state, sort, page: 1 };
}

export function hasFilters(state: ListingState): boolean {
  return (
    Object.values(state.facets).some((values) => values.length > 0) ||
    state.priceMin !== null ||
    state.priceMax !== null ||
    state.thcMin !== null ||
    state.thcMax !== null ||
    state.inStock
  );
}
