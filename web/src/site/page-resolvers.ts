import { createCatalogueResolvers } from '@/catalogue/catalogue-resolver';
import { serverCatalogueApi } from '@/catalogue/catalogue-api.server';
import { resolveProductPage } from '@/catalogue/product/product-resolver';
import { resolveSearch } from '@/catalogue/search/search-resolver';
import { contentRouteResolvers } from '@/content/pages/content-resolvers';
import { shellNavigation } from '@/content/pages/shell/shell-navigation.server';
import type { ResolverSet } from '@/routing/resolve';

// Listings link the top-10 lists that the language's site settings choose (as the header does).
const catalogue = createCatalogueResolvers(
  serverCatalogueApi,
  async (locale) => (await shellNavigation(locale)).topLists,
);

/**
 * The resolvers plugged into the catch-all chain: the CMS pages at their patterned routes, the
 * search results and the catalogue's catalog, category and product shapes. A shape without a resolver answers 404
 * "Page not found: {path}".
 */
export const pageResolvers: ResolverSet = {
  routes: { ...contentRouteResolvers, search: resolveSearch },
  catalogue: { catalog: catalogue.catalog, category: catalogue.category, product: resolveProductPage },
};
