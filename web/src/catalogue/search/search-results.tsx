import type { Locale } from '@seedshop/locales';
import { DEFAULT_PER_PAGE } from '@seedshop/shop/catalogue-keys';
import { Link } from '@/routing/link';
import type { ReactNode } from 'react';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { buttonClasses } from '@/ui/kit/button';
import { Breadcrumbs } from '@/ui/kit/breadcrumbs';
import { generalCatalogPath } from '@/ui/shell/navigation';
import type { CatalogueApi } from '../catalogue-api';
import type { Listing } from '../catalogue-types';
import { ListingProductCard } from '../listing-product-card';
import { ListingView } from '../listing/listing-view';
import { emptyListingState, hasFilters, listingHref, toListingQuery, type ListingState } from '../listing-state';
import { foundValue } from '@/routing/lookup';

/** "Search results for „lemon“" — the page title and heading of a search. */
export function searchTitle(locale: Locale, q: string | null): string {
  const intl = getIntl(locale);
  return q === null
    ? intl.formatMessage({ id: 'search.title' })
    : intl.formatMessage({ id: 'search.resultsFor' }, { q });
}

/** Before anything was typed: how to search, and where to browse instead. */
function SearchStart({ locale }: { readonly locale: Locale }) {
  const intl = getIntl(locale);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumbs
        intl={intl}
        items={[
          { label: intl.formatMessage({ id: 'nav.home' }), href: pathTo(locale, 'home') },
          { label: intl.formatMessage({ id: 'search.title' }) },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink-900">
        {intl.formatMessage({ id: 'search.title' })}
      </h1>
      <p className="mt-3 text-ink-700">{intl.formatMessage({ id: 'search.emptyQuery' })}</p>
      <form action={pathTo(locale, 'search')} method="get" role="search" className="mt-6 flex gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          {intl.formatMessage({ id: 'header.searchLabel' })}
        </label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          maxLength={100}
          placeholder={intl.formatMessage({ id: 'header.searchPlaceholder' })}
          className="min-w-0 flex-1 rounded-full border border-ink-500 px-4 py-2"
        />
        <button type="submit" className={buttonClasses()}>
          {intl.formatMessage({ id: 'header.searchSubmit' })}
        </button>
      </form>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href={generalCatalogPath(locale)} className={buttonClasses({ variant: 'secondary' })}>
          {intl.formatMessage({ id: 'search.browseAll' })}
        </Link>
        <Link href={pathTo(locale, 'allSeedBanks')} className={buttonClasses({ variant: 'secondary' })}>
          {intl.formatMessage({ id: 'nav.seedBanks' })}
        </Link>
      </div>
    </div>
  );
}

/** Popular strains offered when a search finds nothing. */
export const POPULAR_ON_NO_RESULTS = 8;

/**
 * A search without results and without filters: no empty filter panel (there is nothing to
 * narrow), but the closest known name, ways to search on and the most popular strains.
 */
function SearchNoResults({
  locale,
  q,
  didYouMean,
  popular,
}: {
  readonly locale: Locale;
  readonly q: string;
  readonly didYouMean: string | null;
  readonly popular: Listing | null;
}) {
  const intl = getIntl(locale);
  const searchPath = pathTo(locale, 'search');
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumbs
        intl={intl}
        items={[
          { label: intl.formatMessage({ id: 'nav.home' }), href: pathTo(locale, 'home') },
          { label: intl.formatMessage({ id: 'search.title' }) },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{searchTitle(locale, q)}</h1>
      <section aria-labelledby="search-no-results" className="mt-6 max-w-3xl">
        <h2 id="search-no-results" className="text-xl font-semibold text-ink-900">
          {intl.formatMessage({ id: 'search.noResults' }, { q })}
        </h2>
        {didYouMean !== null && (
          <p className="mt-3 text-ink-700">
            {intl.formatMessage(
              { id: 'search.didYouMean' },
              {
                term: didYouMean,
                link: (chunks: ReactNode[]) => (
                  <Link
                    href={listingHref(searchPath, { ...emptyListingState, q: didYouMean })}
                    className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    {chunks}
                  </Link>
                ),
              },
            )}
          </p>
        )}
        <p className="mt-3 text-ink-700">{intl.formatMessage({ id: 'search.noResultsText' })}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link href={generalCatalogPath(locale)} className={buttonClasses()}>
            {intl.formatMessage({ id: 'search.browseAll' })}
          </Link>
          <Link href={pathTo(locale, 'allSeedBanks')} className={buttonClasses({ variant: 'secondary' })}>
            {intl.formatMessage({ id: 'nav.seedBanks' })}
          </Link>
        </div>
      </section>
      {popular !== null && popular.items.length > 0 && (
        <section aria-labelledby="search-popular" className="mt-10">
          <h2 id="search-popular" className="text-xl font-semibold text-ink-900">
            {intl.formatMessage({ id: 'search.popular' })}
          </h2>
          <ul className="kit-grid mt-4">
            {popular.items.map((product) => (
              <li key={product.id} className="kit-grid-item">
                <ListingProductCard locale={locale} intl={intl} product={product} eager={false} priority={false} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * `/search?q=…`: the listing over the whole general catalog for the words, with facets and sort
 * (relevance first). Without words, a helpful start page instead of every product.
 */
export async function SearchResults({
  locale,
  api,
  state,
}: {
  readonly locale: Locale;
  readonly api: CatalogueApi;
  readonly state: ListingState;
}) {
  if (state.q === null) return <SearchStart locale={locale} />;
  const intl = getIntl(locale);
  const listing = foundValue(await api.listing(toListingQuery(state, {}, DEFAULT_PER_PAGE)));
  if (listing === null) throw new Error('The general catalog is missing');
  if (listing.total === 0 && !hasFilters(state)) {
    const popularQuery = toListingQuery({ ...emptyListingState, sort: 'popularity' }, {}, POPULAR_ON_NO_RESULTS);
    const popular = foundValue(await api.listing(popularQuery));
    return <SearchNoResults locale={locale} q={state.q} didYouMean={listing.didYouMean} popular={popular} />;
  }
  return (
    <ListingView
      locale={locale}
      basePath={pathTo(locale, 'search')}
      state={state}
      listing={listing}
      heading={searchTitle(locale, state.q)}
      breadcrumbs={[
        { label: intl.formatMessage({ id: 'nav.home' }), href: pathTo(locale, 'home') },
        { label: intl.formatMessage({ id: 'search.title' }) },
      ]}
      emptyWithoutFilters={{
        title: intl.formatMessage({ id: 'search.noResults' }, { q: state.q }),
        text: intl.formatMessage({ id: 'search.noResultsText' }),
        action: { href: generalCatalogPath(locale), label: intl.formatMessage({ id: 'search.browseAll' }) },
      }}
    />
  );
}
