import 'server-only';
import type { Locale } from '@seedshop/locales';
import { cache } from 'react';
import { publicCatalogueApi } from '@/catalogue/catalogue-api.server';
import type { ProductSummary } from '@/catalogue/catalogue-types';
import { showsPrices } from '@/catalogue/price-window.server';
import {
  filterProducts,
  lookUpProducts,
  usableIds,
  type CatalogueFilter,
  type FilteredProducts,
} from './product-lookup';

/**
 * Live products for CMS pages through the public, cookie-free catalogue API (so the pages stay
 * cacheable), deduplicated per request. A failing shop must not take an editorial page down with
 * it: the failure is logged and the products are left out (a product block then renders nothing,
 * a product mention its stored name).
 */

const byIdKey = cache(async (locale: Locale, key: string): Promise<readonly ProductSummary[]> => {
  if (key === '') return [];
  try {
    await showsPrices();
    return await lookUpProducts(publicCatalogueApi(locale), key.split(','));
  } catch (error) {
    console.error(`[blocks] products ${key} (${locale}) could not be loaded`, error);
    return [];
  }
});

/** The products with these shop ids, in the given order; unknown ids are skipped. */
export function productsByIds(
  locale: Locale,
  ids: readonly (string | null | undefined)[],
): Promise<readonly ProductSummary[]> {
  return byIdKey(locale, usableIds(ids).join(','));
}

const byFilterKey = cache(async (locale: Locale, key: string): Promise<FilteredProducts | null> => {
  const { filter, limit } = parseFilterKey(key);
  try {
    await showsPrices();
    return await filterProducts(publicCatalogueApi(locale), publicCatalogueApi('en'), locale, filter, limit);
  } catch (error) {
    console.error(`[blocks] products for filter ${key} (${locale}) could not be loaded`, error);
    return null;
  }
});

function parseFilterKey(key: string): { filter: CatalogueFilter; limit: number } {
  const params = new URLSearchParams(key);
  return {
    filter: { query: params.get('query'), category: params.get('category'), seedBank: params.get('seedBank') },
    limit: Number(params.get('limit') ?? '8'),
  };
}

/** Up to `limit` products of a catalogue filter plus the listing that shows all of them. */
export function productsByFilter(
  locale: Locale,
  filter: CatalogueFilter,
  limit: number,
): Promise<FilteredProducts | null> {
  // React's per-request cache compares arguments by identity: a string key dedupes equal filters.
  const key = new URLSearchParams({
    query: filter.query ?? '',
    category: filter.category ?? '',
    seedBank: filter.seedBank ?? '',
    limit: String(limit),
  }).toString();
  return byFilterKey(locale, key);
}
