import { mapLocales, type Locale } from '@seedshop/locales';
import { pathTo, type Alternates } from '@/routing/paths';
import type { CatalogueNode, ProductSummary } from './catalogue-types';

/**
 * Links into the catalogue. Slugs differ per language, so a page's alternates are built from the
 * slugs the shop sends for every language, never by swapping the locale prefix.
 */

/** Appends a query string (without `?`) when there is one. */
export function withQuery(path: string, query: string): string {
  return query === '' ? path : `${path}?${query}`;
}

export function catalogPath(locale: Locale, catalog: CatalogueNode): string {
  return pathTo(locale, 'catalog', { catalog: catalog.slugs[locale] });
}

export function categoryPath(locale: Locale, catalog: CatalogueNode, category: CatalogueNode): string {
  return pathTo(locale, 'category', { catalog: catalog.slugs[locale], category: category.slugs[locale] });
}

/** The product's canonical page (its general-catalog path), even when listed in a seed bank's catalog. */
export function productPath(locale: Locale, path: ProductSummary['path']): string {
  return pathTo(locale, 'product', {
    catalog: path.catalog[locale],
    category: path.category[locale],
    product: path.product[locale],
  });
}

/**
 * The same listing in every language. `query` must be language-neutral (facet keys, numbers, sort
 * keys — what `serializeListingState` writes), so it can travel with the visitor.
 */
export function listingAlternates(
  catalog: CatalogueNode,
  category: CatalogueNode | null,
  query: string = '',
): Alternates {
  return mapLocales((locale) =>
    withQuery(category === null ? catalogPath(locale, catalog) : categoryPath(locale, catalog, category), query),
  );
}
