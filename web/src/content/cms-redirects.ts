import { isLocale } from '@seedshop/locales';
import { z } from 'zod';
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

/** The proxy waits for the first load; a slow answer must not hold page requests for long. */
const DEFAULT_TIMEOUT_MS = 2_500;

/**
 * The proxy's CMS source. It reads the rules over HTTP from this site's `/api/content/redirects`
 * (like the shop's old slugs): the proxy bundle does not carry the content source, its dataset or
 * groq-js, and the route's answer sits in the content cache that the webhook purges.
 */
export function cmsRedirectSource(options: {
  readonly url: URL;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}): RedirectSource {
  const send = options.fetch ?? fetch;
  return {
    name: 'cms',
    async load(): Promise<RedirectRule[]> {
      const response = await send(options.url, {
        headers: { accept: 'application/json' },
        cache: 'no-store',
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`GET ${options.url.pathname} answered ${response.status}`);
      const parsed = cmsRedirectsAnswer.safeParse(await response.json());
      if (!parsed.success) throw new Error(`GET ${options.url.pathname} answered an unexpected shape`);
      return parsed.data.redirects;
    },
  };
}

export function cmsRedirectsUrl(settings: { readonly SITE_URL: string }): URL {
  return new URL('/api/content/redirects', settings.SITE_URL);
}
