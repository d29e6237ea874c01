import { catalogueRedirectSource, catalogueRedirectsUrl } from '@/catalogue/catalogue-redirect-source';
import { env } from '@/config/env';
import type { RedirectSource } from './redirects';

/**
 * Where server-defined redirects come from: the shop API's old product slugs (catalogue issue);
 * the content issue adds the CMS `redirect` documents.
 */
export const redirectSources: readonly RedirectSource[] = [
  catalogueRedirectSource({ url: catalogueRedirectsUrl(env) }),
];
