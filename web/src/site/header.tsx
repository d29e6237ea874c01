import type { Locale } from '@seedshop/locales';
import Link from 'next/link';
import { CartButton } from '@/cart/cart-button';
import { SearchBox } from '@/catalogue/search/search-box';
import { DesktopNavList, MobileNavList } from '@/content/pages/shell/header-nav';
import { shellNavigation } from '@/content/pages/shell/shell-navigation.server';
import type { MessageId } from '@/i18n/messages';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { Icon } from '@/ui/icon/icon';
import { AccountEntry } from '@/ui/shell/account-entry';
import { LanguageSwitcher } from '@/ui/shell/language-switcher';
import { Logo } from '@/ui/shell/logo';

export async function Header({ locale }: { readonly locale: Locale }) {
  const intl = getIntl(locale);
  const t = (id: MessageId) => intl.formatMessage({ id });
  // The CMS's siteSettings of the language, or the built-in navigation without them.
  const nav = (await shellNavigation(locale)).header;

  return (
    <header className="border-b border-ink-200 bg-white">
      <a href="#main" className="shell-skip-link">
        {t('a11y.skipToContent')}
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3 sm:gap-x-6">
        <details className="group relative lg:hidden">
          <summary
            className="shell-summary flex items-center rounded-md p-2 text-ink-700 hover:bg-ink-50"
            aria-label={t('nav.openMenu')}
          >
            <Icon name="lucide:menu" size={24} />
          </summary>
          <nav
            aria-label={t('a11y.mainNavigation')}
            className="absolute top-full left-0 z-30 mt-2 w-64 rounded-md border border-ink-200 bg-white p-2 shadow-card"
          >
            <MobileNavList items={nav} />
          </nav>
        </details>

        <Link href={pathTo(locale, 'home')} aria-label={t('a11y.homeLink')} className="shrink-0 rounded-md">
          <Logo />
        </Link>

        {/* One search form: on small screens it wraps to a line of its own below the logo and the
            buttons, from md on it sits between them. */}
        <form
          action={pathTo(locale, 'search')}
          method="get"
          role="search"
          className="order-last basis-full md:order-none md:flex-1 md:basis-0"
        >
          <label htmlFor="site-search" className="sr-only">
            {t('header.searchLabel')}
          </label>
          <div className="flex items-center rounded-full border border-ink-300 bg-ink-50 focus-within:border-brand-600 focus-within:bg-white">
            <SearchBox
              locale={locale}
              id="site-search"
              placeholder={t('header.searchPlaceholder')}
              className="w-full bg-transparent px-4 py-2 text-sm outline-none placeholder:text-ink-600"
            />
            <button
              type="submit"
              className="m-1 flex items-center gap-1 rounded-full bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800"
            >
              <Icon name="lucide:search" />
              <span className="sr-only sm:not-sr-only">{t('header.searchSubmit')}</span>
            </button>
          </div>
        </form>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitcher current={locale} />
          <AccountEntry locale={locale} />
          <CartButton locale={locale} />
        </div>
      </div>

      <nav aria-label={t('a11y.mainNavigation')} className="hidden border-t border-ink-100 lg:block">
        <DesktopNavList items={nav} />
      </nav>
    </header>
  );
}
