import type { Locale } from '@seedshop/locales';
import type { MessageId } from '@/i18n/messages';
import { pathTo } from '@/routing/paths';

export interface NavLink {
  readonly label: MessageId;
  readonly href: string;
}

/**
 * The general catalogue's slug. The catalogue issue owns catalogue slugs; the shell links to the
 * general "cannabis seeds" catalogue that the demo catalogue creates under this slug.
 */
export const generalCatalogSlug = 'cannabis-seeds';

export function mainNavigation(locale: Locale): NavLink[] {
  return [
    { label: 'nav.seeds', href: pathTo(locale, 'catalog', { catalog: generalCatalogSlug }) },
    { label: 'nav.seedBanks', href: pathTo(locale, 'allSeedBanks') },
    { label: 'nav.promotions', href: pathTo(locale, 'promotions') },
    { label: 'nav.topics', href: pathTo(locale, 'topics') },
    { label: 'nav.blog', href: pathTo(locale, 'blog') },
    { label: 'nav.videos', href: pathTo(locale, 'videos') },
  ];
}

export function footerInfoLinks(locale: Locale): NavLink[] {
  return [
    { label: 'footer.contactUs', href: pathTo(locale, 'contactUs') },
    { label: 'footer.shipping', href: pathTo(locale, 'shipping') },
    { label: 'footer.payment', href: pathTo(locale, 'payment') },
    { label: 'footer.terms', href: pathTo(locale, 'terms') },
    { label: 'footer.privacy', href: pathTo(locale, 'privacy') },
    { label: 'footer.imprint', href: pathTo(locale, 'imprint') },
  ];
}
