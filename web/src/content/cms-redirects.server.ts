import 'server-only';
import { redirectsQuery } from './queries/redirect-queries';
import { fetchContent, fetchPublishedContent } from './content-source.server';
import { typeTags } from './content-tags';
import { redirectRulesOf } from './cms-redirects';
import type { RedirectRule } from '@/routing/redirects';

/** Every CMS redirect as a rule with full (locale-prefixed) paths, from the content cache. */
export async function cmsRedirectRules(): Promise<RedirectRule[]> {
  return redirectRulesOf(await fetchContent(redirectsQuery, {}, { tags: typeTags('redirect') }));
}

/**
 * The same rules read afresh from the content source (published documents only, whatever request
 * is being served): the proxy's redirect map keeps them itself and reloads them on its own clock.
 */
export async function publishedCmsRedirectRules(): Promise<RedirectRule[]> {
  return redirectRulesOf(await fetchPublishedContent(redirectsQuery, {}));
}
