import type { Metadata } from 'next';
import { FavouritesPageView } from '@/favourites/favourites-page';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { pageMetadata } from '@/routing/metadata';
import { alternatesOf } from '@/routing/paths';

export async function generateMetadata({ params }: PageProps<'/[locale]/account/favorites'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return pageMetadata({
    locale,
    title: getIntl(locale).formatMessage({ id: 'favourites.title' }),
    alternates: alternatesOf('accountFavorites'),
    noIndex: true,
  });
}

/** The customer's favourites (the account layout has checked the session). */
export default async function AccountFavouritesPage({ params }: PageProps<'/[locale]/account/favorites'>) {
  const locale = requireLocale((await params).locale);
  return <FavouritesPageView locale={locale} guest={false} />;
}
