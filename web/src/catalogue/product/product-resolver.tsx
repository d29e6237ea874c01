import 'server-only';
import type { Locale } from '@seedshop/locales';
import { permanentRedirect } from 'next/navigation';
import type { ReactElement } from 'react';
import { env } from '@/config/env';
import { getIntl } from '@/i18n/server';
import type { PageResolver } from '@/routing/resolve';
import { pathTo } from '@/routing/paths';
import { ProductReviews } from '@/reviews/product-reviews';
import { getCurrentCustomer } from '@/shop-client/customer.server';
import type { BreadcrumbItem } from '@/ui/kit/breadcrumbs';
import { PACK_PARAM, parsePackParam } from './pack-options';
import { productAlternates, productPathIn, resolvedSlugs } from './product-alternates';
import { serverCatalogueApi } from '../catalogue-api.server';
import type { ResolvedCataloguePath } from '../catalogue-types';
import { breadcrumbJsonLd } from '@/seo/json-ld';
import { productJsonLd } from './product-json-ld';
import { productMetadata } from './product-metadata';
import { ProductPage } from './product-page';
import type { ProductView } from './product-view';

function withSearch(path: string, searchParams: URLSearchParams): string {
  const query = searchParams.toString();
  return query === '' ? path : `${path}?${query}`;
}

type ResolvedProduct = Extract<ResolvedCataloguePath, { kind: 'product' }>;

function breadcrumbsOf(locale: Locale, resolved: ResolvedProduct, product: ProductView): BreadcrumbItem[] {
  const intl = getIntl(locale);
  const { catalog, category } = resolved;
  return [
    { label: intl.formatMessage({ id: 'nav.home' }), href: pathTo(locale, 'home') },
    { label: catalog.name, href: pathTo(locale, 'catalog', { catalog: catalog.slug }) },
    { label: category.name, href: pathTo(locale, 'category', { catalog: catalog.slug, category: category.slug }) },
    { label: product.name },
  ];
}

/**
 * `/{catalog}/{category}/{product}`: asks the shop what the path names. Unknown → null (404). A
 * former slug → permanent redirect to the current path. A path the shop spells differently →
 * permanent redirect to its spelling, so every product page has one URL per catalog. The page may
 * be reached through a seed bank's catalog; its canonical URL (and hreflang) is always the
 * general catalog's, while the language switcher keeps the visitor in the catalog they came from.
 */
export const resolveProductPage: PageResolver = async ({ locale, params, searchParams }) => {
  const { catalog, category, product: productSlug } = params;
  if (catalog === undefined || category === undefined || productSlug === undefined) return null;

  const api = await serverCatalogueApi(locale);
  const lookup = await api.resolve(`/${catalog}/${category}/${productSlug}`);
  if (lookup.kind === 'moved') permanentRedirect(withSearch(lookup.location, searchParams));
  if (lookup.kind !== 'found' || lookup.value.kind !== 'product') return null;

  const resolved = lookup.value;
  if (
    resolved.catalog.slug !== catalog ||
    resolved.category.slug !== category ||
    resolved.product.slug !== productSlug
  ) {
    const path = pathTo(locale, 'product', {
      catalog: resolved.catalog.slug,
      category: resolved.category.slug,
      product: resolved.product.slug,
    });
    permanentRedirect(withSearch(path, searchParams));
  }

  const productLookup = await api.product(resolved.product.slug);
  if (productLookup.kind !== 'found') return null;
  const product = productLookup.value;

  const currentPath = pathTo(locale, 'product', { catalog, category, product: productSlug });
  return {
    alternates: productAlternates(resolvedSlugs(resolved), parsePackParam(searchParams.get(PACK_PARAM))),
    metadata: productMetadata({ locale, product, canonical: productAlternates(product.path) }),
    render: productPageRender({
      locale,
      product,
      breadcrumbs: breadcrumbsOf(locale, resolved, product),
      currentPath,
      searchParams,
    }),
  };
};

/**
 * The product page with its structured data (the product's canonical URL is its catalogue page,
 * the breadcrumbs are the page's own) and its reviews; promotion product pages render it too.
 */
export function productPageRender(options: {
  readonly locale: Locale;
  readonly product: ProductView;
  readonly breadcrumbs: readonly BreadcrumbItem[];
  readonly currentPath: string;
  readonly searchParams: URLSearchParams;
}): () => Promise<ReactElement> {
  const { locale, product, breadcrumbs, currentPath, searchParams } = options;
  const intl = getIntl(locale);
  const structuredData = [
    breadcrumbJsonLd(breadcrumbs, currentPath, env.SITE_URL),
    productJsonLd({
      product,
      canonicalPath: productPathIn(locale, product.path),
      origin: env.SITE_URL,
      packName: (count) => intl.formatMessage({ id: 'product.pack.seeds' }, { count }),
    }),
  ];
  return async () => {
    const signedIn = (await getCurrentCustomer()) !== null;
    return (
      <ProductPage
        locale={locale}
        product={product}
        breadcrumbs={breadcrumbs}
        structuredData={structuredData}
        packParam={searchParams.get(PACK_PARAM)}
        reviews={
          <ProductReviews
            locale={locale}
            productId={product.id}
            productName={product.name}
            signedIn={signedIn}
            path={currentPath}
            search={searchParams}
          />
        }
      />
    );
  };
}
