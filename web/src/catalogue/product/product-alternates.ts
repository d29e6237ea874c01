import { mapLocales, type Locale } from '@seedshop/locales';
import type { LocalizedSlugs } from '@seedshop/shop/contract';
import { pathTo, type Alternates } from '@/routing/paths';
import { PACK_PARAM } from './pack-options';

/** A product's place as slugs per language: catalog, category and the product itself. */
export interface ProductSlugs {
  readonly catalog: LocalizedSlugs;
  readonly category: LocalizedSlugs;
  readonly product: LocalizedSlugs;
}

/** The product page in one language. */
export function productPathIn(locale: Locale, slugs: ProductSlugs): string {
  return pathTo(locale, 'product', {
    catalog: slugs.catalog[locale],
    category: slugs.category[locale],
    product: slugs.product[locale],
  });
}

/**
 * The product page in every language, each with that language's slugs (`/de/cannabis-samen/…`).
 * A chosen pack (`?pack=5`) means the same in every language, so the language switch keeps it.
 */
export function productAlternates(slugs: ProductSlugs, packSize: number | null = null): Alternates {
  const query = packSize === null ? '' : `?${PACK_PARAM}=${packSize}`;
  return mapLocales((locale) => `${productPathIn(locale, slugs)}${query}`);
}

/** Where a resolve answer places the product: the catalog and category the visitor came through. */
export function resolvedSlugs(resolved: {
  readonly catalog: { readonly slugs: LocalizedSlugs };
  readonly category: { readonly slugs: LocalizedSlugs };
  readonly product: { readonly slugs: LocalizedSlugs };
}): ProductSlugs {
  return { catalog: resolved.catalog.slugs, category: resolved.category.slugs, product: resolved.product.slugs };
}
