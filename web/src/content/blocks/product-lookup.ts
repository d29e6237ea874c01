import { categoryKeys, MAX_PER_PAGE } from '@seedshop/shop/catalogue-keys';
import { MAX_LISTING_IDS } from '@seedshop/shop/contract';
import type { Locale } from '@seedshop/locales';
import type { CatalogueApi } from '@/catalogue/catalogue-api';
import { GENERAL_CATALOG_ID } from '@/catalogue/catalogue-api';
import { categoryPath, catalogPath } from '@/catalogue/catalogue-paths';
import type { ProductSummary } from '@/catalogue/catalogue-types';
import { inIdOrder } from '@/catalogue/in-id-order';
import { listingHref, parseListingState, toListingQuery, withPage, type ListingState } from '@/catalogue/listing-state';
import { foundValue } from '@/routing/lookup';

/**
 * Live shop data for page-builder blocks and Portable Text: products chosen by id (the editor's
 * order) or by a catalogue filter. The CMS stores only product ids and a name snapshot; names,
 * prices, stock and links always come from the shop. Pure over a `CatalogueApi` so tests can
 * pass a fake shop; `product-lookup.server.ts` binds it to the public (cookie-free) API.
 */

const productIdShape = /^prod-[0-9]{1,12}$/u;

/** The ids the shop can be asked for: well-formed, each once, in the given order. */
export function usableIds(ids: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  for (const id of ids) if (typeof id === 'string' && productIdShape.test(id)) seen.add(id);
  return [...seen];
}

/** Products by id in the order asked for; ids the shop does not know (any more) are skipped. */
export async function lookUpProducts(api: CatalogueApi, ids: readonly string[]): Promise<ProductSummary[]> {
  const wanted = usableIds(ids);
  const found: ProductSummary[] = [];
  for (let start = 0; start < wanted.length; start += MAX_LISTING_IDS) {
    const chunk = wanted.slice(start, start + MAX_LISTING_IDS);
    const listing = foundValue(
      await api.listing(new URLSearchParams({ ids: chunk.join(','), per_page: String(chunk.length) })),
    );
    found.push(...(listing?.items ?? []));
  }
  return inIdOrder(wanted, found);
}

/** A page-builder `catalogueFilter` (content model): listing query, category, seed bank. */
export interface CatalogueFilter {
  readonly query?: string | null;
  readonly category?: string | null;
  readonly seedBank?: string | null;
}

export interface FilteredProducts {
  readonly products: readonly ProductSummary[];
  /** The same selection as a storefront listing (category page or catalog with the query). */
  readonly listingPath: string;
}

const slugShape = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;

function isCategoryKey(value: string): value is (typeof categoryKeys)[number] {
  return (categoryKeys as readonly string[]).includes(value);
}

/**
 * The category key (`feminized`) of a filter's category, written either as the key or as the
 * category's English slug (`feminized-seeds`, the form the content model asks editors for).
 */
async function categoryKey(englishApi: CatalogueApi, category: string): Promise<string | null> {
  if (isCategoryKey(category)) return category;
  if (!slugShape.test(category)) return null;
  const found = await englishApi.resolve(`/${GENERAL_CATALOG_ID}/${category}`);
  return found.kind === 'found' && found.value.kind === 'category' ? found.value.category.id : null;
}

function withFacet(state: ListingState, key: 'category' | 'seed_bank', value: string): ListingState {
  const values = state.facets[key] ?? [];
  return { ...state, facets: { ...state.facets, [key]: values.includes(value) ? values : [...values, value] } };
}

function withoutFacet(state: ListingState, key: 'category'): ListingState {
  const { [key]: _removed, ...facets } = state.facets;
  return { ...state, facets };
}

/**
 * Up to `limit` products of a catalogue filter, in the filter's sort order (the shop's default
 * otherwise). Unknown or malformed query parameters are dropped like in a visitor's URL; an
 * unknown category or seed bank simply finds nothing.
 */
export async function filterProducts(
  api: CatalogueApi,
  englishApi: CatalogueApi,
  locale: Locale,
  filter: CatalogueFilter,
  limit: number,
): Promise<FilteredProducts | null> {
  let state = withPage(parseListingState(new URLSearchParams(filter.query ?? '')), 1);
  const key = filter.category ? await categoryKey(englishApi, filter.category.trim()) : null;
  if (filter.category && key === null) return null;
  if (key !== null) state = withFacet(state, 'category', key);
  const seedBank = filter.seedBank?.trim();
  if (seedBank) {
    if (!slugShape.test(seedBank)) return null;
    state = withFacet(state, 'seed_bank', seedBank);
  }
  const perPage = Math.min(Math.max(1, Math.round(limit)), MAX_PER_PAGE);
  const listing = foundValue(await api.listing(toListingQuery(state, {}, perPage)));
  if (listing === null) return null;
  const category = key === null ? undefined : listing.categories.find((node) => node.id === key);
  const listingPath =
    category === undefined
      ? listingHref(catalogPath(locale, listing.catalog), state)
      : listingHref(categoryPath(locale, listing.catalog, category), withoutFacet(state, 'category'));
  return { products: listing.items, listingPath };
}
