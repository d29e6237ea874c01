import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getIntl } from '@/i18n/server';
import { requireLocale } from '@/i18n/request-locale';
import { queryOfCachedPageKey } from '@/site/cached-pages';
import { resolveCatchAll, visiblePath } from '@/site/catch-all-resolution';
import { MissingPageTexts } from '@/site/missing-page-texts';
import { notFoundTexts } from '@/site/not-found-texts.server';

type Props = LayoutProps<'/[locale]/cached/[key]/[...path]'>;

async function resolution(params: Props['params']) {
  const { locale, key, path } = await params;
  const query = queryOfCachedPageKey(key).toString();
  return { locale, path, query, result: await resolveCatchAll(locale, path, query) };
}

/** A cached 404 is titled like every 404 and kept out of search engines; pages set their own. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, result } = await resolution(params);
  if (result.kind === 'page') return {};
  return {
    title: getIntl(requireLocale(locale)).formatMessage({ id: 'error.notFound.title' }),
    robots: { index: false },
  };
}

/**
 * Next's not-found page receives no props and, in a cached page, no request headers: for an
 * address that names nothing, this layout words the 404 ("Page not found: {path}") from its own
 * parameters and hands the texts to the not-found boundary below it.
 */
export default async function CachedPageLayout({ children, params }: Props & { children: ReactNode }) {
  const { locale, path, query, result } = await resolution(params);
  if (result.kind === 'page') return children;
  const shown = visiblePath(locale, path);
  const texts = notFoundTexts({
    locale: requireLocale(locale),
    path: shown,
    fullPath: query === '' ? shown : `${shown}?${query}`,
    invalid: result.kind === 'invalid',
  });
  return <MissingPageTexts texts={texts}>{children}</MissingPageTexts>;
}
