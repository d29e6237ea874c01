import 'server-only';
import type { Locale } from '@seedshop/locales';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { BreadcrumbItem } from '@/ui/kit/breadcrumbs';
import { productAlternates } from './product/product-alternates';
import { serverCatalogueApi } from './catalogue-api.server';
import { productMetadata } from './product/product-metadata';
import { productPageRender } from './product/product-resolver';
import type { ProductView } from './product/product-view';

export { productPathIn } from './product/product-alternates';
export type { ProductView } from './product/product-view';

export interface ProductInContext {
  readonly product: ProductView;
  /** The product page's metadata; its canonical URL is the catalogue's product page. */
  readonly metadata: Metadata;
  readonly render: () => Promise<ReactNode>;
}

/**
 * The catalogue's product page shown inside another page (a promotion's product): the product
 * named by `productSlug` in this language, rendered under the caller's breadcrumb trail. Null when
 * the slug names no product in this language.
 */
export async function productInContext(options: {
  readonly locale: Locale;
  readonly productSlug: string;
  readonly breadcrumbs: (product: ProductView) => BreadcrumbItem[];
  readonly currentPath: string;
  readonly searchParams: URLSearchParams;
}): Promise<ProductInContext | null> {
  const { locale, productSlug, currentPath, searchParams } = options;
  const lookup = await (await serverCatalogueApi(locale)).product(productSlug);
  if (lookup.kind !== 'found' || lookup.value.slug !== productSlug) return null;
  const product = lookup.value;
  return {
    product,
    metadata: productMetadata({ locale, product, canonical: productAlternates(product.path) }),
    render: productPageRender({
      locale,
      product,
      breadcrumbs: options.breadcrumbs(product),
      currentPath,
      searchParams,
    }),
  };
}
