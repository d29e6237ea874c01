import type { Metadata } from 'next';
import { FavouritesPageView } from '@/favourites/favourites-page';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { pageMetadata } from '@/routing/metadata';
import { alternatesOf } from '@/routing/paths';

export async function generateMetadata({ params }: PageProps<'/[locale]/favorites'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return pageMetadata({
    locale,
    title: getIntl(locale).formatMessage({ id: 'favourites.title' }),
    alternates: alternatesOf('favorites'),
    noIndex: true,
  });
}

/** A guest's favourites: the page is the same for everybody, the list loads the shopper's own. */
export default async function GuestFavouritesPage({ params }: PageProps<'/[locale]/favorites'>) {
  const locale = requireLocale((await params).locale);
  return <FavouritesPageView locale={locale} guest />;
}
