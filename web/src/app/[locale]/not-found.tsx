import type { Metadata } from 'next';
import { getIntl } from '@/i18n/server';
import { requestPath } from '@/routing/request-path';
import { notFoundTexts } from '@/site/not-found-texts.server';
import { NotFoundView } from '@/site/not-found-view';

export async function generateMetadata(): Promise<Metadata> {
  const { locale } = await requestPath();
  return { title: getIntl(locale).formatMessage({ id: 'error.notFound.title' }), robots: { index: false } };
}

/** HTTP 404: "Page not found: {path}", or "Page Not Found: {fullPath}" when a validity check failed. */
export default async function NotFound() {
  // The proxy ran the route validity check; Next's not-found page receives no props.
  const { locale, path, fullPath, invalidRoute: invalid } = await requestPath();
  return <NotFoundView texts={notFoundTexts({ locale, path, fullPath, invalid })} />;
}
