import type { Metadata } from 'next';
import { serverCatalogueApi } from '@/catalogue/catalogue-api.server';
import { listingQueryString, parseListingState, searchParamsFromRecord } from '@/catalogue/listing-state';
import { SearchResults, searchTitle } from '@/catalogue/search/search-results';
import { requireLocale } from '@/i18n/request-locale';
import { pageMetadata } from '@/routing/metadata';
import { alternatesOf } from '@/routing/paths';
import { mapLocales } from '@seedshop/locales';

type Props = PageProps<'/[locale]/search'>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const state = parseListingState(searchParamsFromRecord(await searchParams));
  const query = listingQueryString(state);
  const alternates = mapLocales((code) =>
    query === '' ? alternatesOf('search')[code] : `${alternatesOf('search')[code]}?${query}`,
  );
  // Result lists are for visitors, not for search engines (endless combinations, thin pages).
  return pageMetadata({ locale, title: searchTitle(locale, state.q), alternates, noIndex: true });
}

/** Search results (the header's search box). */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  const state = parseListingState(searchParamsFromRecord(await searchParams));
  return <SearchResults locale={locale} api={await serverCatalogueApi(locale)} state={state} />;
}
