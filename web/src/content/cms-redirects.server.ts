import 'server-only';
import { redirectsQuery } from './queries/redirect-queries';
import { fetchContent } from './content-source.server';
import { typeTags } from './content-tags';
import { redirectRulesOf } from './cms-redirects';
import type { RedirectRule } from '@/routing/redirects';

/** Every CMS redirect as a rule with full (locale-prefixed) paths. */
export async function cmsRedirectRules(): Promise<RedirectRule[]> {
  return redirectRulesOf(await fetchContent(redirectsQuery, {}, { tags: typeTags('redirect') }));
}
