import type { Locale } from '@seedshop/locales';
import { DEFAULT_PER_PAGE } from '@seedshop/shop/catalogue-keys';
import { notFound } from 'next/navigation';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { GENERAL_CATALOG_ID, type CatalogueApi } from '../catalogue-api';
import { catalogPath, categoryPath } from '../catalogue-paths';
import type { CatalogueNode } from '../catalogue-types';
import { toListingQuery, type ListingState } from '../listing-state';
import { CategoryNav } from './category-nav';
import { ListingView } from './listing-view';
import { SeedBankIntro } from './seed-bank-intro';
import { TopListLinks, type TopListLink } from './top-list-links';
import { foundValue } from '@/routing/lookup';

interface CatalogueListingPageProps {
  readonly locale: Locale;
  readonly api: CatalogueApi;
  readonly catalog: CatalogueNode;
  readonly category: CatalogueNode | null;
  readonly state: ListingState;
  readonly heading: string;
  /** The top-10 lists of the page's language (site settings); empty: no row of links. */
  readonly topLists: () => Promise<readonly TopListLink[]>;
}

/** A catalog or category page; a seed bank's catalog opens with the bank's logo and story. */
export async function CatalogueListingPage({
  locale,
  api,
  catalog,
  category,
  state,
  heading,
  topLists,
}: CatalogueListingPageProps) {
  const intl = getIntl(locale);
  const query = toListingQuery(state, { catalog: catalog.slug, category: category?.slug }, DEFAULT_PER_PAGE);
  const [listing, seedBank, topListLinks] = await Promise.all([
    api.listing(query).then(foundValue),
    // A seed bank's catalog (not its categories) introduces the bank.
    catalog.id === GENERAL_CATALOG_ID || category !== null ? null : api.seedBank(catalog.slug).then(foundValue),
    topLists(),
  ]);
  // Resolved a moment ago, gone now (a catalogue update in between): the truth is "not found".
  if (listing === null) notFound();
  const basePath = category === null ? catalogPath(locale, catalog) : categoryPath(locale, catalog, category);
  const home = { label: intl.formatMessage({ id: 'nav.home' }), href: pathTo(locale, 'home') };
  const breadcrumbs =
    category === null
      ? [home, { label: catalog.name }]
      : [home, { label: catalog.name, href: catalogPath(locale, catalog) }, { label: category.name }];
  return (
    <ListingView
      locale={locale}
      basePath={basePath}
      state={state}
      listing={listing}
      heading={heading}
      breadcrumbs={breadcrumbs}
      intro={seedBank === null ? undefined : <SeedBankIntro intl={intl} bank={seedBank} />}
      categoryNav={
        <CategoryNav
          locale={locale}
          intl={intl}
          catalog={listing.catalog}
          current={listing.category}
          categories={listing.categories}
          state={state}
        />
      }
      topLists={topListLinks.length > 0 ? <TopListLinks intl={intl} links={topListLinks} /> : undefined}
      emptyWithoutFilters={{
        title: intl.formatMessage({ id: 'catalogue.empty.noneTitle' }),
        text: intl.formatMessage({ id: 'catalogue.empty.noneText' }),
        action:
          category === null
            ? undefined
            : {
                href: catalogPath(locale, catalog),
                label: intl.formatMessage({ id: 'catalogue.empty.allOfCatalog' }, { catalog: catalog.name }),
              },
      }}
    />
  );
}
