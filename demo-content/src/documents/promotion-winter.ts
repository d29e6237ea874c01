/** Promotion: winter solstice deals (December 2026), with page-builder blocks. */
import type { PromotionInput } from '../authoring-blocks';
import { promotionSlugs, t } from './shared';

/** The indoor selection: the promotion lists these, and its pricing rule discounts exactly them. */
const winterProducts = [
  'prod-000382',
  'prod-000020',
  'prod-000156',
  'prod-000191',
  'prod-000243',
  'prod-000063',
  'prod-000031',
  'prod-000060',
] as const;

export const winterPromotion: PromotionInput = {
  key: 'winter-solstice',
  title: t(
    'Winter solstice deals',
    'Angebote zur Wintersonnenwende',
    'Offres du solstice d’hiver',
    'Ofertas del solsticio de invierno',
  ),
  slug: promotionSlugs.winter,
  badge: t('−20 %', '−20 %', '−20 %', '−20 %'),
  summary: t(
    'The longest nights of the year are perfect for indoor growing: 20 % off a selection of indoor favourites throughout December.',
    'Die längsten Nächte des Jahres sind wie gemacht für den Anbau im Innenbereich: Den ganzen Dezember 20 % auf ausgewählte Favoriten für den Innenbereich.',
    'Les nuits les plus longues de l’année sont idéales pour la culture en intérieur : −20 % sur une sélection de favorites tout le mois de décembre.',
    'Las noches más largas del año son perfectas para cultivar en interior: 20 % de descuento en una selección de favoritas durante todo diciembre.',
  ),
  startsAt: '2026-12-01T00:00:00Z',
  endsAt: '2026-12-31T22:59:59Z',
  image: {
    key: 'promo-winter',
    alt: t(
      'Green leaf on a dark winter background',
      'Grünes Blatt vor dunklem Winterhintergrund',
      'Feuille verte sur un fond d’hiver sombre',
      'Hoja verde sobre un fondo invernal oscuro',
    ),
  },
  terms: {
    en: [
      'Valid from 1 to 31 December 2026 on the products listed, while stocks last. One discount per product; not combinable with other promotions.',
      'Orders placed after 18 December may arrive after Christmas — see [shipping](/shipping).',
    ],
    de: [
      'Gültig vom 1. bis 31. Dezember 2026 für die aufgeführten Produkte, solange der Vorrat reicht. Ein Rabatt pro Produkt; nicht mit anderen Aktionen kombinierbar.',
      'Bestellungen nach dem 18. Dezember kommen unter Umständen erst nach Weihnachten an – siehe [Versand](/shipping).',
    ],
    fr: [
      'Valable du 1er au 31 décembre 2026 sur les produits indiqués, dans la limite des stocks disponibles. Une remise par produit ; non cumulable avec d’autres promotions.',
      'Les commandes passées après le 18 décembre peuvent arriver après Noël : voir [livraison](/shipping).',
    ],
    es: [
      'Válido del 1 al 31 de diciembre de 2026 en los productos indicados, hasta agotar existencias. Un descuento por producto; no acumulable con otras promociones.',
      'Los pedidos realizados después del 18 de diciembre pueden llegar después de Navidad: consulta [envíos](/shipping).',
    ],
  },
  products: winterProducts,
  // 1 December 00:00 to 1 January 00:00 in Berlin (UTC+1 in winter).
  priceRule: {
    title: 'Winter solstice: 20 % off the indoor selection',
    discount: { kind: 'percent', percentOff: 20 },
    scope: {
      kind: 'products',
      products: winterProducts,
    },
    startsAt: '2026-11-30T23:00:00Z',
    endsAt: '2026-12-31T23:00:00Z',
  },
  blocks: [
    {
      _type: 'textSection',
      heading: t(
        'Why grow indoors in winter?',
        'Warum im Winter drinnen anbauen?',
        'Pourquoi cultiver en intérieur l’hiver ?',
        '¿Por qué cultivar en interior en invierno?',
      ),
      body: {
        en: [
          'Indoors you set the day length yourself. In winter, the heat of the lamp is welcome rather than a problem, and cool nights bring out deep colours in some strains such as {{product:prod-000020}}.',
        ],
        de: [
          'Drinnen bestimmst du die Tageslänge selbst. Im Winter ist die Wärme der Lampe willkommen statt lästig, und kühle Nächte bringen bei manchen Sorten wie {{product:prod-000020}} kräftige Farben hervor.',
        ],
        fr: [
          'En intérieur, c’est vous qui fixez la durée du jour. L’hiver, la chaleur de la lampe devient un atout, et les nuits fraîches font ressortir des couleurs intenses chez certaines variétés comme {{product:prod-000020}}.',
        ],
        es: [
          'En interior decides tú la duración del día. En invierno, el calor de la lámpara se agradece en lugar de molestar, y las noches frescas sacan colores intensos en algunas variedades como {{product:prod-000020}}.',
        ],
      },
    },
  ],
  seo: {
    copy: {
      en: {
        title: 'Winter solstice deals: 20 % off indoor favourites',
        description: 'Throughout December: 20 % off selected indoor strains at seedshop.',
      },
      de: {
        title: 'Wintersonnenwende: 20 % auf Favoriten für den Innenbereich',
        description: 'Den ganzen Dezember: 20 % Rabatt auf ausgewählte Sorten für den Innenbereich bei seedshop.',
      },
      fr: {
        title: 'Solstice d’hiver : −20 % sur les favorites d’intérieur',
        description: 'Tout le mois de décembre : 20 % de remise sur une sélection de variétés d’intérieur.',
      },
      es: {
        title: 'Solsticio de invierno: 20 % en favoritas de interior',
        description: 'Todo diciembre: 20 % de descuento en variedades de interior seleccionadas en seedshop.',
      },
    },
  },
};
