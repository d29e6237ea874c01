import type { Locale } from '@seedshop/locales';
import { PageBlocks } from '@/content/blocks/page-blocks';
import { productsByIds } from '@/content/blocks/product-lookup.server';
import { ListingProductCard } from '@/catalogue/listing-product-card';
import type { TopListQueryResult } from '@/content/sanity.types';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { PageHero } from '../shared/page-hero';

export type TopListDocument = NonNullable<TopListQueryResult>;

/**
 * `/top-10-{slug}`: the ranked strains, each with the editor's note beside its live product card
 * (price, rating and stock from the shop). A strain the shop no longer has keeps its rank and
 * note under its stored name, so the numbering the text may refer to stays right.
 */
export async function TopListPage({ locale, list }: { readonly locale: Locale; readonly list: TopListDocument }) {
  const intl = getIntl(locale);
  const entries = list.entries.slice(0, 10);
  const products = await productsByIds(
    locale,
    entries.map((entry) => entry.product.productId),
  );
  const byId = new Map(products.map((product) => [product.id, product]));
  const blocks = list.blocks ?? [];
  return (
    <div className="flex flex-col gap-12 py-6 sm:py-8">
      <PageHero
        intl={intl}
        image={list.image}
        title={list.title}
        intro={list.intro}
        breadcrumbs={[
          { label: intl.formatMessage({ id: 'nav.home' }), href: pathTo(locale, 'home') },
          { label: list.title },
        ]}
      />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {entries.map((entry, index) => {
            const rank = index + 1;
            const product = byId.get(entry.product.productId);
            const headingId = `top-list-entry-${rank}`;
            return (
              <li key={entry._key} aria-labelledby={headingId} className="flex flex-col gap-3">
                <div className="flex items-start gap-3">
                  <span
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                    aria-hidden="true"
                  >
                    {intl.formatNumber(rank)}
                  </span>
                  <h2 id={headingId} className="pt-1.5 text-lg leading-snug font-semibold text-ink-900">
                    <span className="sr-only">
                      {intl.formatMessage(
                        { id: 'common.labelled' },
                        { label: intl.formatMessage({ id: 'topList.rank' }, { rank }), value: '' },
                      )}
                    </span>
                    {product?.name ?? entry.product.name}
                  </h2>
                </div>
                <p className="leading-relaxed text-ink-700">{entry.note}</p>
                <div className="mt-auto grid">
                  {product ? (
                    <ListingProductCard
                      locale={locale}
                      intl={intl}
                      product={product}
                      eager={rank <= 3}
                      priority={false}
                    />
                  ) : (
                    <p className="text-sm text-ink-600">{intl.formatMessage({ id: 'topList.unavailable' })}</p>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
        <p className="text-sm text-ink-600">{intl.formatMessage({ id: 'catalogue.taxNote' })}</p>
      </div>
      {blocks.length > 0 && <PageBlocks blocks={blocks} context={{ locale, titled: true }} />}
    </div>
  );
}
