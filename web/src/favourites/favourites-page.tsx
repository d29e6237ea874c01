import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { generalCatalogPath } from '@/ui/shell/navigation';
import { FavouritesList } from './favourites-list';

/**
 * The favourites page: the customer's in the account area, a guest's on its own page with a hint
 * that signing in keeps them on every device. The same for everybody when rendered; the list is
 * an island that loads the shopper's own favourites.
 */
export function FavouritesPageView({ locale, guest }: { readonly locale: Locale; readonly guest: boolean }) {
  const intl = getIntl(locale);
  const loginHref = `${pathTo(locale, 'login')}?${new URLSearchParams({ return_to: pathTo(locale, 'accountFavorites') }).toString()}`;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">
          {intl.formatMessage({ id: 'favourites.title' })}
        </h1>
        <p className="text-ink-700">{intl.formatMessage({ id: 'favourites.intro' })}</p>
        {guest && (
          <p className="rounded-lg bg-ink-50 px-4 py-3 text-ink-800">
            {intl.formatMessage({ id: 'favourites.guest.note' })}{' '}
            <Link href={loginHref} className="font-semibold text-brand-700 hover:underline">
              {intl.formatMessage({ id: 'favourites.guest.signIn' })}
            </Link>
          </p>
        )}
      </div>
      <FavouritesList locale={locale} catalogHref={generalCatalogPath(locale)} />
    </div>
  );
}
