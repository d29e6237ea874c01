/** Small helpers and shared values for the demo documents written by content-core. */
import type { Localized } from '../authoring';
import type { BlockInput, CtaInput } from '../authoring-blocks';

/** Localized string in the order en, de, fr, es. */
export const t = (en: string, de: string, fr: string, es: string): Localized<string> => ({ en, de, fr, es });

/** The general catalogue's path in each language (catalogue slugs are translated). */
export const catalogueHref = t('/cannabis-seeds', '/cannabis-samen', '/graines-de-cannabis', '/semillas-de-cannabis');

/** Category paths under the general catalogue. */
export const categoryHref = {
  feminized: t(
    '/cannabis-seeds/feminized-seeds',
    '/cannabis-samen/feminisierte-samen',
    '/graines-de-cannabis/graines-feminisees',
    '/semillas-de-cannabis/semillas-feminizadas',
  ),
  autoflowering: t(
    '/cannabis-seeds/autoflowering-seeds',
    '/cannabis-samen/autoflower-samen',
    '/graines-de-cannabis/graines-a-autofloraison',
    '/semillas-de-cannabis/semillas-autoflorecientes',
  ),
  cbdRich: t(
    '/cannabis-seeds/cbd-rich-seeds',
    '/cannabis-samen/cbd-reiche-samen',
    '/graines-de-cannabis/graines-riches-en-cbd',
    '/semillas-de-cannabis/semillas-ricas-en-cbd',
  ),
  fastFlowering: t(
    '/cannabis-seeds/fast-flowering-seeds',
    '/cannabis-samen/schnellbluehende-samen',
    '/graines-de-cannabis/graines-floraison-rapide',
    '/semillas-de-cannabis/semillas-floracion-rapida',
  ),
} as const;

export const topicSlugs = {
  outdoor: t('outdoor-growing', 'outdoor-anbau', 'culture-en-exterieur', 'cultivo-en-exterior'),
  autoflowers: t('autoflowers', 'selbstbluehende-sorten', 'varietes-autofloraison', 'variedades-autoflorecientes'),
  cbd: t('cbd-strains', 'cbd-sorten', 'varietes-cbd', 'variedades-cbd'),
  beginners: t('beginners-world', 'einsteiger-welt', 'univers-debutants', 'mundo-principiantes'),
} as const;

export const promotionSlugs = {
  autumn: t('autumn-harvest-sale', 'herbst-ernte-aktion', 'soldes-recolte-automne', 'ofertas-cosecha-otono'),
  winter: t(
    'winter-solstice-deals',
    'wintersonnenwende-angebote',
    'offres-solstice-hiver',
    'ofertas-solsticio-invierno',
  ),
  newYear: t('new-year-autoflowers', 'neujahr-autoflowers', 'nouvel-an-autofloraison', 'ano-nuevo-autoflorecientes'),
} as const;

export const topListSlugs = {
  autoflowers: t('autoflowers', 'autoflower-sorten', 'autofloraison', 'autoflorecientes'),
  highYield: t('high-yield-strains', 'ertragreiche-sorten', 'varietes-productives', 'variedades-productivas'),
  cbd: t('cbd-strains', 'cbd-sorten', 'varietes-cbd', 'variedades-cbd'),
} as const;

const prefixed = (prefix: string, slugs: Localized<string>): Localized<string> => ({
  en: `${prefix}${slugs.en}`,
  de: `${prefix}${slugs.de}`,
  fr: `${prefix}${slugs.fr}`,
  es: `${prefix}${slugs.es}`,
});

export const topicHref = (slugs: Localized<string>) => prefixed('/topic/', slugs);
export const promotionHref = (slugs: Localized<string>) => prefixed('/promotions/', slugs);
export const topListHref = (slugs: Localized<string>) => prefixed('/top-10-', slugs);

export const browseCatalogue: CtaInput = {
  label: t('Browse the catalogue', 'Zum Katalog', 'Voir le catalogue', 'Ver el catálogo'),
  href: catalogueHref,
};

export const seeAll: Localized<string> = t('See all', 'Alle ansehen', 'Tout voir', 'Ver todo');

/** Company data of the fictional shop operator, used by the info pages. */
export const company = {
  name: 'seedshop GmbH',
  street: 'Gartenstraße 12',
  city: '10115 Berlin',
  email: 'hello@seedshop.example',
  privacyEmail: 'privacy@seedshop.example',
  phone: '+49 30 23125 000',
  phoneHref: 'tel:+493023125000',
  register: 'HRB 123456 B',
  vatId: 'DE 123 456 789',
  director: 'Lena Hoffmann',
} as const;

/** The line at the top of every legal page (imprint, terms of sale, privacy, shipping, payment). */
export const demoShopNotice = t(
  'This page belongs to a demo shop: seedshop GmbH and all details on it are fictional.',
  'Diese Seite gehört zu einem Demo-Shop: Die seedshop GmbH und alle Angaben darauf sind frei erfunden.',
  'Cette page appartient à une boutique de démonstration : seedshop GmbH et toutes les informations qu’elle contient sont fictives.',
  'Esta página pertenece a una tienda de demostración: seedshop GmbH y todos los datos que contiene son ficticios.',
);

/** The demo notice as the first block of a legal page. */
export const demoShopNoticeBlock = {
  _type: 'textSection',
  body: {
    en: [`> ${demoShopNotice.en}`],
    de: [`> ${demoShopNotice.de}`],
    fr: [`> ${demoShopNotice.fr}`],
    es: [`> ${demoShopNotice.es}`],
  },
} as const satisfies BlockInput;
