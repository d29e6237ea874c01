import { isLocale } from '@seedshop/locales';
import { localizePath } from '@/routing/paths';
import type { RedirectRule } from '@/routing/redirects';

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
