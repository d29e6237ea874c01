import type { Locale } from '@seedshop/locales';
import type { ReactNode } from 'react';
import { getIntl } from '@/i18n/server';
import { Breadcrumbs, type BreadcrumbItem } from '@/ui/kit/breadcrumbs';
import { JsonLdScript } from '@/seo/json-ld-script';
import { ProductAttributes } from './product-attributes';
import { ProductGallery } from './product-islands';
import type { JsonLd } from '@/seo/json-ld';
import { ProductSummary } from './product-summary';
import type { ProductView } from './product-view';
import { SimilarProducts } from './similar-products';

export interface ProductPageProps {
  readonly locale: Locale;
  readonly product: ProductView;
  readonly breadcrumbs: readonly BreadcrumbItem[];
  readonly structuredData: readonly JsonLd[];
  /** The raw `?pack=` value; the summary picks the pack to show from it. */
  readonly packParam: string | null;
  /** The reviews block (heading "Reviews", `id="reviews"`), rendered by the reviews feature. */
  readonly reviews: ReactNode;
}

/** The product page: trail, gallery and summary side by side, then details, reviews, similar strains. */
export function ProductPage({ locale, product, breadcrumbs, structuredData, packParam, reviews }: ProductPageProps) {
  const intl = getIntl(locale);
  const paragraphs = product.description.split(/\n\s*\n/).filter((text) => text.trim() !== '');
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-6 sm:py-8">
      {structuredData.map((data, index) => (
        <JsonLdScript key={index} data={data} />
      ))}
      <div className="flex flex-col gap-6">
        <Breadcrumbs intl={intl} items={breadcrumbs} />
        <div className="grid items-start gap-8 lg:grid-cols-2 lg:gap-12">
          <ProductGallery images={product.images} />
          <ProductSummary locale={locale} product={product} packParam={packParam} />
        </div>
      </div>

      <div className="grid gap-12 lg:grid-cols-2">
        <section aria-labelledby="product-description" className="flex flex-col gap-4">
          <h2 id="product-description" className="text-2xl font-semibold text-ink-900">
            {intl.formatMessage({ id: 'product.description.heading' })}
          </h2>
          {paragraphs.map((text, index) => (
            <p key={index} className="leading-relaxed text-ink-700">
              {text}
            </p>
          ))}
        </section>
        <ProductAttributes locale={locale} product={product} />
      </div>

      {reviews}

      {/* Last: the cards load in the browser when the section comes near, and nothing below them
          (but the footer) moves when they arrive. */}
      <SimilarProducts locale={locale} product={product} />
    </div>
  );
}
