import type { Locale } from '@seedshop/locales';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import type { ProductView } from './product-view';
import { SimilarProductsList } from './product-islands';

/**
 * The "Similar strains" section: its heading and a link to the product's category (what shows
 * without JavaScript); the cards load in the browser when the section comes near the viewport.
 */
export function SimilarProducts({ locale, product }: { readonly locale: Locale; readonly product: ProductView }) {
  const intl = getIntl(locale);
  return (
    <SimilarProductsList
      locale={locale}
      productId={product.id}
      heading={intl.formatMessage({ id: 'product.similar.heading' })}
      browse={{
        href: pathTo(locale, 'category', {
          catalog: product.path.catalog[locale],
          category: product.path.category[locale],
        }),
        label: intl.formatMessage({ id: 'product.similar.browse' }),
      }}
    />
  );
}
