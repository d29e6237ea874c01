import 'server-only';
import { defaultLocale } from '@seedshop/locales';
import { cache } from 'react';
import { requireLocale } from '@/i18n/request-locale';
import { resolvePath, type Resolution } from '@/routing/resolve';
import { pageResolvers } from './page-resolvers';

/**
 * What a catch-all address names, once per request: both the catch-all route and its cached twin
 * (and the twin's layout, which words its 404) ask here. `path` holds the segments as Next hands
 * them over (decoded); they are re-encoded so resolvers see one canonical form.
 */
export const resolveCatchAll = cache(
  async (localeParam: string, path: readonly string[], search: string): Promise<Resolution> => {
    const locale = requireLocale(localeParam);
    const encoded = path.map(encodeURIComponent);
    return resolvePath(locale, `/${encoded.join('/')}`, new URLSearchParams(search), pageResolvers);
  },
);

/** The address as the visitor wrote it, e.g. `/de/does-not-exist` (English has no prefix). */
export function visiblePath(localeParam: string, path: readonly string[]): string {
  const rest = `/${path.map(encodeURIComponent).join('/')}`;
  return localeParam === defaultLocale ? rest : `/${localeParam}${rest}`;
}
