import type { ResolverSet } from './resolve';

/**
 * The resolvers plugged into the catch-all chain. Empty until the content issue (CMS slugs,
 * CMS-backed fixed routes) and the catalogue issue (catalog, category and product shapes) register
 * theirs here; until then those shapes answer 404 "Page not found: {path}", which is the truth.
 */
export const pageResolvers: ResolverSet = {
  routes: {},
  cms: [],
  catalogue: {},
};
