import 'server-only';
import { mapLocales } from '@seedshop/locales';
import { pageMetadata } from '@/routing/metadata';
import { alternatesOf } from '@/routing/paths';
import type { PageResolver } from '@/routing/resolve';
import { serverCatalogueApi } from '../catalogue-api.server';
import { listingQueryString, parseListingState } from '../listing-state';
import { SearchResults, searchTitle } from './search-results';

/**
 * `/search?q=…`: the results of the header's search box, with the listing's filters, sort and
 * pages. The same for every visitor, so it is read through the catch-all's cached twin like a
 * listing: cached per canonical query, purged with the products it shows.
 */
export const resolveSearch: PageResolver = async ({ locale, searchParams }) => {
  const state = parseListingState(searchParams);
  const query = listingQueryString(state);
  const alternates = mapLocales((code) =>
    query === '' ? alternatesOf('search')[code] : `${alternatesOf('search')[code]}?${query}`,
  );
  return {
    alternates,
    // Result lists are for visitors, not for search engines (endless combinations, thin pages).
    metadata: pageMetadata({ locale, title: searchTitle(locale, state.q), alternates, noIndex: true }),
    render: async () => <SearchResults locale={locale} api={await serverCatalogueApi(locale)} state={state} />,
  };
};
