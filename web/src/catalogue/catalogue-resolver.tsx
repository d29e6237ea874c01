import type { Locale } from '@seedshop/locales';
import { getIntl } from '@/i18n/server';
import { pageMetadata } from '@/routing/metadata';
import type { PageResolver, ResolveContext, ResolvedPage } from '@/routing/resolve';
import type { CatalogueApi } from './catalogue-api';
import { listingAlternates } from './catalogue-paths';
import type { CatalogueNode } from './catalogue-types';
import { CatalogueListingPage } from './listing/catalogue-listing-page';
import type { TopListLink } from './listing/top-list-links';
import { emptyListingState, listingQueryString, parseListingState, type ListingState } from './listing-state';

export type CatalogueApiFor = (locale: Locale) => Promise<CatalogueApi>;

export type { TopListLink };

/** The top-10 lists a language links to from its listings (the composition root asks the CMS). */
export type TopListLinksFor = (locale: Locale) => Promise<readonly TopListLink[]>;

const noTopLists: TopListLinksFor = async () => [];

const slugShape = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The listing's title: "Feminized seeds – Cannabis seeds", and "… – page 2" further on. */
function listingTitle(
  locale: Locale,
  catalog: CatalogueNode,
  category: CatalogueNode | null,
  page: number,
): { heading: string; title: string } {
  const intl = getIntl(locale);
  const heading = category === null ? catalog.name : category.name;
  // Names joined by a dash read the same in every language.
  const base = category === null ? catalog.name : `${category.name} – ${catalog.name}`;
  const title = page > 1 ? intl.formatMessage({ id: 'catalogue.meta.pagedTitle' }, { title: base, page }) : base;
  return { heading, title };
}

function listingPage(
  context: ResolveContext,
  api: CatalogueApi,
  catalog: CatalogueNode,
  category: CatalogueNode | null,
  topLists: TopListLinksFor,
): ResolvedPage {
  const { locale } = context;
  const state: ListingState = parseListingState(context.searchParams);
  const intl = getIntl(locale);
  const { heading, title } = listingTitle(locale, catalog, category, state.page);
  // Canonical and hreflang name the unfiltered listing (only the page number stays), so filter
  // combinations do not compete with it in search engines; the language switch keeps the filters.
  const canonicalQuery = listingQueryString({ ...emptyListingState, page: state.page });
  return {
    alternates: listingAlternates(catalog, category, listingQueryString(state)),
    metadata: pageMetadata({
      locale,
      title,
      description: intl.formatMessage(
        { id: category === null ? 'catalogue.meta.catalogDescription' : 'catalogue.meta.categoryDescription' },
        { name: heading, catalog: catalog.name },
      ),
      alternates: listingAlternates(catalog, category, canonicalQuery),
    }),
    render: () => (
      <CatalogueListingPage
        locale={locale}
        api={api}
        catalog={catalog}
        category={category}
        state={state}
        heading={heading}
        topLists={() => topLists(locale)}
      />
    ),
  };
}

/**
 * The catalog (`/{catalog}`) and category (`/{catalog}/{category}`) steps of the resolver chain.
 * The shop says what a path names (`catalogue/resolve`, slugs in the page's language); a path it
 * does not know, or one naming something else, is no page here (404).
 */
export function createCatalogueResolvers(
  apiFor: CatalogueApiFor,
  topLists: TopListLinksFor = noTopLists,
): {
  readonly catalog: PageResolver;
  readonly category: PageResolver;
} {
  return {
    async catalog(context) {
      const slug = context.params.catalog;
      if (slug === undefined || !slugShape.test(slug)) return null;
      const api = await apiFor(context.locale);
      const result = await api.resolve(`/${slug}`);
      if (result.kind !== 'found' || result.value.kind !== 'catalog') return null;
      return listingPage(context, api, result.value.catalog, null, topLists);
    },

    async category(context) {
      const { catalog: catalogSlug, category: categorySlug } = context.params;
      if (catalogSlug === undefined || categorySlug === undefined) return null;
      if (!slugShape.test(catalogSlug) || !slugShape.test(categorySlug)) return null;
      const api = await apiFor(context.locale);
      const result = await api.resolve(`/${catalogSlug}/${categorySlug}`);
      if (result.kind !== 'found' || result.value.kind !== 'category') return null;
      return listingPage(context, api, result.value.catalog, result.value.category, topLists);
    },
  };
}
