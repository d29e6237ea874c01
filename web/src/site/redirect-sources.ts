import { catalogueRedirectSource } from '@/catalogue/catalogue-redirect-source';
import type { RedirectSource } from '@/routing/redirects';
import { inProcessServices } from './in-process-services';

/**
 * Where server-defined redirects come from: the shop API's old product slugs and the CMS
 * `redirect` documents, both read in this process (the proxy never asks its own origin over HTTP).
 */
export const redirectSources: readonly RedirectSource[] = [
  catalogueRedirectSource((request) => inProcessServices().shop(request)),
  { name: 'cms', load: () => inProcessServices().cmsRedirects() },
];
