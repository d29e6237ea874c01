import type { RedirectSource } from './redirects';

/**
 * Where server-defined redirects come from. The content issue adds the CMS `redirect` documents,
 * the catalogue issue the shop API's old-slug redirects.
 */
export const redirectSources: readonly RedirectSource[] = [];
