import { createCatalogueResolvers } from '@/catalogue/catalogue-resolver';
import { serverCatalogueApi } from '@/catalogue/catalogue-api.server';
import { resolveProductPage } from '@/catalogue/product/product-resolver';
import { contentRouteResolvers } from '@/content/pages/content-resolvers';
import type { ResolverSet } from './resolve';

const catalogue = createCatalogueResolvers(serverCatalogueApi);

/**
 * The resolvers plugged into the catch-all chain. The catalogue registers its catalog, category
 * and product shapes; the content issue adds CMS slugs and CMS-backed fixed routes. A shape
 * without a resolver answers 404 "Page not found: {path}", which is the truth.
 */
export const pageResolvers: ResolverSet = {
  routes: { ...contentRouteResolvers },
  cms: [],
  catalogue: { catalog: catalogue.catalog, category: catalogue.category, product: resolveProductPage },
};
