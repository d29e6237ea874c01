import type { Locale } from '@seedshop/locales';
import { sortKeys, type SortKey } from '@seedshop/shop/catalogue-keys';
import { Link } from '@/routing/link';
import type { ReactNode } from 'react';
import type { MessageId } from '@/i18n/messages';
import { getIntl } from '@/i18n/server';
import { Breadcrumbs, type BreadcrumbItem } from '@/ui/kit/breadcrumbs';
import { Pagination } from '@/ui/kit/pagination';
import type { Listing } from '../catalogue-types';
import {
  hasFilters,
  listingHref,
  serializeListingState,
  withoutFilters,
  withPage,
  withSort,
  type ListingState,
} from '../listing-state';
import { ActiveFilters } from './active-filters';
import { EmptyState } from './empty-state';
import { filterChips } from './filter-chips';
import { FilterSidebar, ListingNavigation, ListingResults, SortSelect } from './listing-islands';
import { ListingProductCard } from '../listing-product-card';
import { packFacets } from './packed-facets';

const sortLabels: Readonly<Record<SortKey, MessageId>> = {
  relevance: 'catalogue.sort.relevance',
  popularity: 'catalogue.sort.popularity',
  'price-asc': 'catalogue.sort.priceAsc',
  'price-desc': 'catalogue.sort.priceDesc',
  'thc-desc': 'catalogue.sort.thcDesc',
  'thc-asc': 'catalogue.sort.thcAsc',
  'flowering-asc': 'catalogue.sort.floweringAsc',
  'flowering-desc': 'catalogue.sort.floweringDesc',
  newest: 'catalogue.sort.newest',
  rating: 'catalogue.sort.rating',
};

/** Relevance only means something for a search; the other orders apply to every listing. */
const sortOrders: SortKey[] = sortKeys.filter((key) => key !== 'relevance');

/** Images of the first row load at once; a row holds up to four cards. */
const FIRST_ROW = 4;

export interface ListingViewProps {
  readonly locale: Locale;
  /** The listing's path in the page's language, without query. */
  readonly basePath: string;
  readonly state: ListingState;
  readonly listing: Listing;
  readonly heading: string;
  readonly breadcrumbs: readonly BreadcrumbItem[];
  /** Under the heading: a seed bank's logo and story. */
  readonly intro?: ReactNode;
  readonly categoryNav?: ReactNode;
  /** Under the categories: links to the top-10 lists. */
  readonly topLists?: ReactNode;
  /** What to say when nothing is found without any filter (a search without hits). */
  readonly emptyWithoutFilters: {
    readonly title: string;
    readonly text: string;
    readonly action?: { href: string; label: string };
  };
}

/**
 * A product listing (catalog, category, search results): filters, chips, sort, count, product
 * grid, pagination. Rendered on the server from the URL; the client islands only change the URL.
 */
export function ListingView(props: ListingViewProps) {
  const { locale, basePath, state, listing, heading, breadcrumbs, intro, categoryNav, topLists, emptyWithoutFilters } =
    props;
  const intl = getIntl(locale);
  const chips = filterChips(state, listing.facets);
  const sort = state.sort ?? listing.sort;
  // Relevance only means something for search words.
  const sortOptions: SortKey[] = state.q !== null || sort === 'relevance' ? ['relevance', ...sortOrders] : sortOrders;
  // Everything but the order (and the page: a new order starts at page 1).
  const keepForSort = [...serializeListingState(withSort(state, null))];
  const filtered = hasFilters(state);
  const activeFilters = <ActiveFilters intl={intl} basePath={basePath} state={state} facets={listing.facets} />;

  let results: ReactNode;
  if (listing.items.length > 0) {
    results = (
      <>
        <h2 className="sr-only">{intl.formatMessage({ id: 'catalogue.products' })}</h2>
        <ul className="kit-grid">
          {listing.items.map((product, index) => (
            <li key={product.id} className="kit-grid-item">
              <ListingProductCard
                locale={locale}
                intl={intl}
                product={product}
                eager={index < FIRST_ROW}
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
        <Pagination
          intl={intl}
          page={listing.page}
          pageCount={listing.pageCount}
          hrefFor={(page) => listingHref(basePath, withPage(state, page))}
          className="mt-8 flex justify-center"
        />
        <p className="mt-6 text-center text-sm text-ink-600">{intl.formatMessage({ id: 'catalogue.taxNote' })}</p>
      </>
    );
  } else if (listing.total > 0) {
    results = (
      <EmptyState
        title={intl.formatMessage({ id: 'catalogue.empty.pageTitle' })}
        text={intl.formatMessage({ id: 'catalogue.empty.pageText' }, { pages: listing.pageCount })}
        action={{
          href: listingHref(basePath, withPage(state, 1)),
          label: intl.formatMessage({ id: 'catalogue.empty.firstPage' }),
        }}
      />
    );
  } else if (filtered) {
    results = (
      <EmptyState
        title={intl.formatMessage({ id: 'catalogue.empty.filteredTitle' })}
        text={intl.formatMessage({ id: 'catalogue.empty.filteredText' })}
        chips={<ActiveFilters intl={intl} basePath={basePath} state={state} facets={listing.facets} clearAll={false} />}
        action={{
          href: listingHref(basePath, withoutFilters(state)),
          label: intl.formatMessage({ id: 'catalogue.empty.clearFilters' }),
        }}
      />
    );
  } else {
    results = <EmptyState {...emptyWithoutFilters} />;
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumbs intl={intl} items={breadcrumbs} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{heading}</h1>
      {intro}
      {listing.didYouMean !== null && state.q !== null && (
        <p className="mt-3 text-ink-700">
          {intl.formatMessage(
            { id: 'search.didYouMean' },
            {
              term: listing.didYouMean,
              link: (chunks: ReactNode[]) => (
                <Link
                  href={listingHref(basePath, { ...withoutFilters(state), q: listing.didYouMean })}
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  {chunks}
                </Link>
              ),
            },
          )}
        </p>
      )}
      {categoryNav !== undefined && <div className="mt-3 sm:mt-5">{categoryNav}</div>}
      {topLists !== undefined && <div className="mt-3">{topLists}</div>}
      <ListingNavigation>
        <div className="mt-3 gap-8 sm:mt-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
          {/* Not an <aside>: a complementary landmark inside <main> is flagged by axe; the form is labelled. */}
          <div className="mb-3 lg:mb-0">
            <FilterSidebar
              activeCount={chips.length}
              data={{
                basePath,
                q: state.q,
                sort: state.sort,
                facets: packFacets(listing.facets),
                price: {
                  min: state.priceMin,
                  max: state.priceMax,
                  floor: Math.floor(listing.ranges.priceCents.min / 100),
                  ceiling: Math.ceil(listing.ranges.priceCents.max / 100),
                },
                thc: {
                  min: state.thcMin,
                  max: state.thcMax,
                  floor: Math.floor(listing.ranges.thcPercent.min),
                  ceiling: Math.ceil(listing.ranges.thcPercent.max),
                },
                inStock: state.inStock,
              }}
            />
          </div>
          <div className="min-w-0">
            <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2 border-b border-ink-200 pb-3 sm:pb-4">
              <p aria-live="polite" id="listing-count" className="text-sm font-medium text-ink-700">
                {intl.formatMessage({ id: 'catalogue.resultCount' }, { count: listing.total })}
              </p>
              <SortSelect
                basePath={basePath}
                keep={keepForSort}
                value={sort}
                options={sortOptions.map((value) => ({ value, label: intl.formatMessage({ id: sortLabels[value] }) }))}
              />
            </div>
            {listing.items.length > 0 && chips.length > 0 && <div className="mt-4">{activeFilters}</div>}
            <ListingResults id="listing-results">
              <div className="mt-4 sm:mt-6">{results}</div>
            </ListingResults>
          </div>
        </div>
      </ListingNavigation>
    </div>
  );
}
