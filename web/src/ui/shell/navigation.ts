import type { Locale } from '@seedshop/locales';
import type { MessageId } from '@/i18n/messages';
import { pathTo } from '@/routing/paths';

export interface NavLink {
  readonly label: MessageId;
  readonly href: string;
}

/**
 * The general "cannabis seeds" catalog's slug in every language (the shop's catalog id
 * `cannabis-seeds`). Catalogue slugs are per language, so links must pick the page's one.
 */
export const generalCatalogSlugs: Readonly<Record<Locale, string>> = {
  en: 'cannabis-seeds',
  de: 'cannabis-samen',
  fr: 'graines-de-cannabis',
  es: 'semillas-de-cannabis',
};

/** The general catalog in the page's language (`/de/cannabis-samen`). */
export function generalCatalogPath(locale: Locale): string {
  return pathTo(locale, 'catalog', { catalog: generalCatalogSlugs[locale] });
}

export function mainNavigation(locale: Locale): NavLink[] {
  return [
    { label: 'nav.seeds', href: generalCatalogPath(locale) },
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
