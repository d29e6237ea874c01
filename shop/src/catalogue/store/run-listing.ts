/**
 * GET /catalogue/products: turns the validated query into a listing plan, runs it, and builds the
 * answer with translated facets. A search that finds nothing as typed is retried with typo
 * tolerance, and the closest name comes back as `did_you_mean`.
 */
import type { Locale } from '@seedshop/locales';
import { sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_PER_PAGE,
  facetKeys,
  type Facet,
  type FacetKey,
  type ListingQuery,
  type ListingResponse,
} from '../../contract/catalogue';
import type { Executor } from '../../db/database';
import { fixedLane, seedBankLane } from '../listing/facet-vector';
import { facetNames, facetValueLabel } from '../listing/facet-labels';
import { fixedFacet, maskOf } from '../listing/facets';
import { normalizeSearchText, searchTokens } from '../listing/search-text';
import { catalogueNode, type CatalogueStructure, type StructureCatalog } from './catalogue-structure';
import { correctQuery, spellCorrection } from './correct-query';
import { didYouMean } from './did-you-mean';
import { maskPredicate, productIdsPredicate, seedBankPredicate, type SearchPlan } from './listing-sql';
import { runListingPlan, type ListingCounts, type ListingPlan } from './listing-store';
import { loadProductSummaries } from './product-cards';

const inCategoryFilter = 'in_category';

function facetFilter(key: FacetKey, values: readonly string[], structure: CatalogueStructure): SQL {
  if (key === 'seed_bank') {
    const positions = values.flatMap((slug) => {
      const position = structure.seedBankBySlug(slug)?.position;
      return position === undefined || position === null ? [] : [position];
    });
    return seedBankPredicate(positions);
  }
  const facet = fixedFacet(key);
  return maskPredicate(facet.column, maskOf(facet, values));
}

function hardFilters(query: ListingQuery): SQL[] {
  return [
    ...(query.price_min === undefined ? [] : [sql`l.price_from_cents >= ${query.price_min}`]),
    ...(query.price_max === undefined ? [] : [sql`l.price_from_cents <= ${query.price_max}`]),
    ...(query.thc_min === undefined ? [] : [sql`l.thc_percent >= ${query.thc_min}`]),
    ...(query.thc_max === undefined ? [] : [sql`l.thc_percent <= ${query.thc_max}`]),
    ...(query.in_stock === 'true' ? [sql`l.in_stock`] : []),
  ];
}

function buildFacets(
  query: ListingQuery,
  counts: ListingCounts,
  structure: CatalogueStructure,
  catalog: StructureCatalog,
  locale: Locale,
): Facet[] {
  return facetKeys.map((key) => {
    const selected = new Set(query[key] ?? []);
    const lanes = counts.countsWithout(selected.size > 0 ? key : null);
    const candidates =
      key === 'seed_bank'
        ? structure.seedBanks.flatMap((bank) =>
            bank.position === null ? [] : [{ value: bank.slug, label: bank.name, lane: seedBankLane(bank.position) }],
          )
        : fixedFacet(key).values.map((value, index) => ({
            value,
            label: facetValueLabel(key, value, locale),
            lane: fixedLane(fixedFacet(key), index),
          }));
    const values = candidates
      .map(({ value, label, lane }) => ({ value, label, count: lanes[lane] ?? 0, selected: selected.has(value) }))
      // A seed bank's catalog offers only its own bank; zero counts only where selected.
      .filter((value) => value.count > 0 || value.selected)
      .filter((value) => key !== 'seed_bank' || catalog.seedBank === null || value.value === catalog.seedBank.slug);
    return { key, label: facetNames[key][locale], values };
  });
}

export type ListingOutcome = { readonly found: false } | { readonly found: true; readonly listing: ListingResponse };

export async function runListing(
  db: Executor,
  structure: CatalogueStructure,
  query: ListingQuery,
  locale: Locale,
): Promise<ListingOutcome> {
  const catalog =
    query.catalog === undefined ? structure.general : (structure.catalogBySlug(locale, query.catalog) ?? null);
  const category = query.in_category === undefined ? null : structure.categoryBySlug(locale, query.in_category);
  if (catalog === null || category === undefined) return { found: false };

  const bankPosition = catalog.seedBank?.position;
  const scope: SQL[] = [
    ...(catalog.seedBank === null
      ? []
      : [
          bankPosition === null || bankPosition === undefined
            ? sql`false`
            : sql`l.seed_bank_position = ${bankPosition}`,
        ]),
    // `ids` narrows the scope itself: facets, totals and ranges are those of the named products.
    ...(query.ids === undefined ? [] : [productIdsPredicate(query.ids)]),
  ];
  const typed = query.q === undefined ? [] : searchTokens(query.q);
  // Mistyped words are searched as the catalogue word they most likely meant.
  const correction = await correctQuery(db, typed, locale);
  const tokens = correction.tokens;
  const text = tokens.join(' ');
  const filters = [
    ...facetKeys.flatMap((key) => {
      const values = query[key];
      return values === undefined || values.length === 0
        ? []
        : [{ id: key, predicate: facetFilter(key, values, structure) }];
    }),
    ...(category === null
      ? []
      : [
          {
            id: inCategoryFilter,
            predicate: category.bit < 0 ? sql`false` : maskPredicate('f_category', 1 << category.bit),
          },
        ]),
  ];
  const sort = query.sort ?? (tokens.length > 0 ? 'relevance' : 'popularity');
  const page = query.page ?? 1;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const strict: SearchPlan | null = tokens.length === 0 ? null : { mode: 'strict', locale, tokens, text };
  const plan: ListingPlan = {
    scope,
    search: strict,
    hard: hardFilters(query),
    filters,
    sort,
    page,
    perPage,
    laneCount: structure.laneCount,
  };

  let { counts, ids } = await runListingPlan(db, plan);
  let suggestion: string | null = null;
  let corrected = correction.changed;
  if (strict !== null && counts.scopeTotal === 0) {
    corrected = false;
    const fuzzy: ListingPlan = { ...plan, search: { mode: 'fuzzy', text: typed.join(' ') } };
    const [closest, result] = await Promise.all([
      didYouMean(db, normalizeSearchText(query.q ?? '')),
      runListingPlan(db, fuzzy),
    ]);
    suggestion = closest;
    ({ counts, ids } = result);
  }
  const [items, spelled] = await Promise.all([
    loadProductSummaries(db, ids, structure, locale),
    corrected ? spellCorrection(db, tokens, ids) : null,
  ]);
  suggestion = spelled ?? suggestion;
  const categoryCounts = counts.countsWithout(category === null ? null : inCategoryFilter);
  const categoryFacet = fixedFacet('category');

  return {
    found: true,
    listing: {
      catalog: catalogueNode(catalog, locale),
      category: category === null ? null : catalogueNode(category, locale),
      categories: structure.categories.map((node) => ({
        ...catalogueNode(node, locale),
        count: node.bit < 0 ? 0 : (categoryCounts[fixedLane(categoryFacet, node.bit)] ?? 0),
      })),
      items,
      total: counts.total,
      page,
      per_page: perPage,
      page_count: Math.ceil(counts.total / perPage),
      sort,
      facets: buildFacets(query, counts, structure, catalog, locale),
      ranges: counts.ranges,
      did_you_mean: suggestion,
    },
  };
}
