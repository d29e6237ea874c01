/** Site settings: header navigation, footer columns, footer note and SEO defaults. */
import type { SiteSettingsInput } from '../authoring-blocks';
import { catalogueHref, t, topicHref, topicSlugs } from './shared';

const topicsLabel = t('Topics', 'Themen', 'Thèmes', 'Temas');
const promotionsLabel = t('Promotions', 'Aktionen', 'Promotions', 'Promociones');
const catalogueLabel = t('Catalogue', 'Katalog', 'Catalogue', 'Catálogo');

export const siteSettings: SiteSettingsInput = {
  title: t('Site settings', 'Website-Einstellungen', 'Réglages du site', 'Ajustes del sitio'),
  headerNav: [
    { label: catalogueLabel, href: catalogueHref },
    { label: promotionsLabel, href: '/promotions' },
    {
      label: topicsLabel,
      href: '/topic',
      children: [
        {
          label: t('Beginners’ world', 'Einsteiger-Welt', 'Univers débutants', 'Mundo de los principiantes'),
          href: topicHref(topicSlugs.beginners),
        },
        {
          label: t('Autoflowers', 'Autoflowering-Sorten', 'Autofloraison', 'Autoflorecientes'),
          href: topicHref(topicSlugs.autoflowers),
        },
        {
          label: t('Outdoor growing', 'Freilandanbau', 'Culture en extérieur', 'Cultivo en exterior'),
          href: topicHref(topicSlugs.outdoor),
        },
        { label: t('CBD strains', 'CBD-Sorten', 'Variétés CBD', 'Variedades CBD'), href: topicHref(topicSlugs.cbd) },
      ],
    },
    { label: t('Blog', 'Blog', 'Blog', 'Blog'), href: '/blog' },
    { label: t('Videos', 'Videos', 'Vidéos', 'Vídeos'), href: '/videos' },
  ],
  // Best sellers first: the header's "Top 10" item opens the first list.
  topLists: ['autoflowers', 'high-yield', 'cbd'],
  footerColumns: [
    {
      title: t('Shop', 'Shop', 'Boutique', 'Tienda'),
      links: [
        { label: catalogueLabel, href: catalogueHref },
        { label: t('Seed banks', 'Samenbanken', 'Banques de graines', 'Bancos de semillas'), href: '/all-seed-banks' },
        { label: promotionsLabel, href: '/promotions' },
        { label: topicsLabel, href: '/topic' },
      ],
    },
    {
      title: t('Information', 'Informationen', 'Informations', 'Información'),
      links: [
        { label: t('Imprint', 'Impressum', 'Mentions légales', 'Aviso legal'), href: '/imprint' },
        {
          label: t('Privacy policy', 'Datenschutzerklärung', 'Politique de confidentialité', 'Política de privacidad'),
          href: '/privacy',
        },
        {
          label: t('Terms and conditions', 'AGB', 'Conditions générales de vente', 'Condiciones generales de venta'),
          href: '/terms',
        },
      ],
    },
    {
      title: t('Service', 'Service', 'Service client', 'Atención al cliente'),
      links: [
        { label: t('Contact us', 'Kontakt', 'Nous contacter', 'Contacto'), href: '/contact-us' },
        { label: t('Shipping', 'Versand', 'Livraison', 'Envíos'), href: '/shipping' },
        { label: t('Payment', 'Zahlung', 'Paiement', 'Pago'), href: '/payment' },
      ],
    },
  ],
  footerNote: t(
    'seedshop sells cannabis seeds to adults aged 18 and over. Please respect the law of your country. All prices include VAT.',
    'seedshop verkauft Cannabissamen an Erwachsene ab 18 Jahren. Bitte beachte die Gesetze deines Landes. Alle Preise inklusive Mehrwertsteuer.',
    'seedshop vend des graines de cannabis aux adultes de 18 ans et plus. Merci de respecter la loi de votre pays. Tous les prix sont TTC.',
    'seedshop vende semillas de cannabis a mayores de 18 años. Respeta la ley de tu país. Todos los precios incluyen IVA.',
  ),
  seo: {
    copy: {
      en: {
        title: 'seedshop',
        description:
          'Cannabis seeds from 20 seed banks: feminized, autoflowering and CBD-rich strains, shipped discreetly within the EU.',
      },
      de: {
        title: 'seedshop',
        description:
          'Cannabissamen von 20 Samenbanken: feminisierte, Autoflowering- und CBD-reiche Sorten, diskret versandt innerhalb der EU.',
      },
      fr: {
        title: 'seedshop',
        description:
          'Graines de cannabis de 20 banques : variétés féminisées, à floraison automatique et riches en CBD, expédiées discrètement dans l’UE.',
      },
      es: {
        title: 'seedshop',
        description:
          'Semillas de cannabis de 20 bancos: variedades feminizadas, autoflorecientes y ricas en CBD, con envío discreto en la UE.',
      },
    },
    image: 'seo-default',
  },
};
