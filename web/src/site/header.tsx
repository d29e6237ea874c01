import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { CartButton } from '@/cart/cart-button';
import { SearchBox } from '@/catalogue/search/search-box';
import { CloseMenuOnNavigation } from '@/content/pages/shell/close-menu-on-navigation';
import { NavList } from '@/content/pages/shell/header-nav';
import { shellNavigation } from '@/content/pages/shell/shell-navigation.server';
import type { MessageId } from '@/i18n/messages';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { Icon } from '@/ui/icon/icon';
import { AccountEntry } from '@/ui/shell/account-entry';
import { LanguageSwitcher } from '@/ui/shell/language-switcher';
import { Logo } from '@/ui/shell/logo';

const mainNavId = 'main-navigation';

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
        {/* The phone menu: the main navigation below, opened as a popover (no script needed). */}
        <button type="button" popoverTarget={mainNavId} className="shell-menu-button" aria-label={t('nav.openMenu')}>
          <Icon name="lucide:menu" size={24} />
        </button>

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
              searchPath={pathTo(locale, 'search')}
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
          <AccountEntry locale={locale} loginPath={pathTo(locale, 'login')} accountPath={pathTo(locale, 'account')} />
          <CartButton locale={locale} checkoutPath={pathTo(locale, 'cartCheckout')} />
        </div>
      </div>

      {/* One navigation for every screen: a bar under the header on wide screens, the menu the
          button above opens on small ones (shell-nav in globals.css). */}
      <nav id={mainNavId} popover="auto" aria-label={t('a11y.mainNavigation')} className="shell-nav">
        <NavList items={nav} />
        <CloseMenuOnNavigation menuId={mainNavId} />
      </nav>
    </header>
  );
}
