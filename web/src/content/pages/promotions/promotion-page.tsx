import type { Locale } from '@seedshop/locales';
import { PageBlocks } from '@/content/blocks/page-blocks';
import { productsByIds } from '@/content/blocks/product-lookup.server';
import { RichText } from '@/content/blocks/rich-text';
import { ListingProductCard } from '@/catalogue/listing-product-card';
import type { PromotionQueryResult } from '@/content/sanity.types';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { PageHero } from '../shared/page-hero';
import { PromotionFacts } from './promotion-facts';
import { promotionProductPath } from './promotion-paths';

export type PromotionDocument = NonNullable<PromotionQueryResult>;

/** The promotion's strains with live shop data, each linked to its page in the promotion's context. */
async function PromotionProducts({
  locale,
  promotion,
}: {
  readonly locale: Locale;
  readonly promotion: PromotionDocument;
}) {
  const products = await productsByIds(
    locale,
    promotion.products.map((ref) => ref.productId),
  );
  if (products.length === 0) return null;
  const intl = getIntl(locale);
  return (
    <section aria-labelledby="promotion-products" className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4">
      <h2 id="promotion-products" className="text-2xl font-semibold text-ink-900">
        {intl.formatMessage({ id: 'promotion.products' })}
      </h2>
      <ul className="kit-grid">
        {products.map((product) => (
          <li key={product.id} className="kit-grid-item">
            <ListingProductCard
              locale={locale}
              intl={intl}
              product={product}
              href={promotionProductPath(locale, promotion.slug, product.path.product[locale])}
              eager={false}
              priority={false}
            />
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-600">{intl.formatMessage({ id: 'catalogue.taxNote' })}</p>
    </section>
  );
}

/**
 * `/promotions/{slug}`: the promotion's image, badge, status and period, its strains with live
 * shop data, the editor's blocks and the terms.
 */
export function PromotionPage({
  locale,
  promotion,
  now,
}: {
  readonly locale: Locale;
  readonly promotion: PromotionDocument;
  readonly now: Date;
}) {
  const intl = getIntl(locale);
  const blocks = promotion.blocks ?? [];
  const terms = promotion.terms ?? [];
  return (
    <div className="flex flex-col gap-12 py-6 sm:py-8">
      <PageHero
        intl={intl}
        image={promotion.image}
        title={promotion.title}
        intro={promotion.summary}
        breadcrumbs={[
          { label: intl.formatMessage({ id: 'nav.home' }), href: pathTo(locale, 'home') },
          { label: intl.formatMessage({ id: 'pageTitle.promotions' }), href: pathTo(locale, 'promotions') },
          { label: promotion.title },
        ]}
      >
        <PromotionFacts locale={locale} promotion={promotion} now={now} />
      </PageHero>
      <PromotionProducts locale={locale} promotion={promotion} />
      {blocks.length > 0 && <PageBlocks blocks={blocks} context={{ locale, titled: true }} />}
      {terms.length > 0 && (
        <section aria-labelledby="promotion-terms" className="mx-auto flex w-full max-w-3xl flex-col gap-3 px-4">
          <h2 id="promotion-terms" className="text-xl font-semibold text-ink-900">
            {intl.formatMessage({ id: 'promotion.terms' })}
          </h2>
          <div className="flex flex-col gap-3 text-sm leading-relaxed text-ink-700">
            <RichText value={terms} locale={locale} />
          </div>
        </section>
      )}
    </div>
  );
}
