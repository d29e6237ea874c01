import { isLocale } from '@seedshop/locales';
import { z } from 'zod';
import { httpRedirectSource, type HttpRedirectSourceOptions } from '@/routing/http-redirect-source';
import { localizePath } from '@/routing/paths';
import type { RedirectRule, RedirectSource } from '@/routing/redirects';

/**
 * CMS `redirect` documents as rules of the proxy's redirect map. A document's `from` (and an
 * internal `to`) is locale-neutral and applies in the document's language: `de` + `/alter-pfad`
 * → `/de/alter-pfad`, `en` stays unprefixed. An absolute `to` is passed on with the document's
 * `external` flag; the redirect map refuses (and logs) any other-host target not marked external.
 */

export interface RedirectDocument {
  readonly _id: string;
  readonly language: string;
  readonly from: string;
  readonly to: string;
  readonly permanent: boolean;
  readonly external: boolean;
}

const isInternalPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

/** As a browser sends it: `/über-uns` arrives as `/%C3%BCber-uns`. */
function encodedPath(path: string): string {
  const url = new URL(path, 'http://redirect.invalid');
  return `${url.pathname}${url.search}${url.hash}`;
}

export function redirectRuleOf(doc: RedirectDocument): RedirectRule | null {
  if (!isLocale(doc.language) || !isInternalPath(doc.from)) return null;
  const to = isInternalPath(doc.to) ? localizePath(doc.language, encodedPath(doc.to)) : doc.to;
  return {
    from: localizePath(doc.language, encodedPath(doc.from)),
    to,
    permanent: doc.permanent,
    external: doc.external,
  };
}

export function redirectRulesOf(docs: readonly RedirectDocument[]): RedirectRule[] {
  return docs.flatMap((doc) => {
    const rule = redirectRuleOf(doc);
    if (rule === null) console.warn('[redirects] skipped CMS redirect with a bad language or source path', doc._id);
    return rule === null ? [] : [rule];
  });
}

/** The answer of `GET /api/content/redirects`. */
export const cmsRedirectsAnswer = z.object({
  redirects: z.array(
    z.object({ from: z.string(), to: z.string(), permanent: z.boolean(), external: z.boolean().optional() }),
  ),
});

/**
 * The proxy's CMS source. It reads the rules over HTTP from this site's `/api/content/redirects`
 * (like the shop's old slugs): the proxy bundle does not carry the content source or Sanity's
 * client, and the route's answer sits in the content cache that the webhook purges.
 */
export function cmsRedirectSource(options: HttpRedirectSourceOptions): RedirectSource {
  return httpRedirectSource('cms', options, (body) => {
    const parsed = cmsRedirectsAnswer.safeParse(body);
    return parsed.success ? parsed.data.redirects : null;
  });
}

export function cmsRedirectsUrl(settings: { readonly SITE_URL: string }): URL {
  return new URL('/api/content/redirects', settings.SITE_URL);
}
