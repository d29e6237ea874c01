import { catalogueRedirectSource, catalogueRedirectsUrl } from '@/catalogue/catalogue-redirect-source';
import { env } from '@/config/env';
import { cmsRedirectSource, cmsRedirectsUrl } from '@/content/cms-redirects';
import type { RedirectSource } from '@/routing/redirects';

/**
 * Where server-defined redirects come from: the shop API's old product slugs and
 * the CMS `redirect` documents.
 */
export const redirectSources: readonly RedirectSource[] = [
  catalogueRedirectSource({ url: catalogueRedirectsUrl(env) }),
  cmsRedirectSource({ url: cmsRedirectsUrl(env) }),
];
