/** Promotion: autumn harvest sale (November 2026). */
import type { PromotionInput } from '../authoring-blocks';
import { promotionSlugs, t } from './shared';

export const autumnPromotion: PromotionInput = {
  key: 'autumn-harvest',
  title: t(
    'Autumn harvest sale',
    'Herbst-Ernte-Aktion',
    'Promotion de la récolte d’automne',
    'Ofertas de la cosecha de otoño',
  ),
  slug: promotionSlugs.autumn,
  badge: t('−15 %', '−15 %', '−15 %', '−15 %'),
  summary: t(
    'The outdoor season is over — stock up for next spring with 15 % off outdoor favourites.',
    'Die Freilandsaison ist vorbei – deck dich mit 15 % Rabatt auf Freiland-Favoriten für das nächste Frühjahr ein.',
    'La saison en extérieur est terminée : préparez le printemps prochain avec 15 % de remise sur nos favorites d’extérieur.',
    'La temporada de exterior ha terminado: prepárate para la próxima primavera con un 15 % de descuento en favoritas de exterior.',
  ),
  startsAt: '2026-11-01T00:00:00Z',
  endsAt: '2026-11-30T22:59:59Z',
  image: {
    key: 'promo-autumn',
    alt: t(
      'Plant silhouettes in warm autumn light',
      'Pflanzensilhouetten im warmen Herbstlicht',
      'Silhouettes de plantes dans la lumière chaude de l’automne',
      'Siluetas de plantas bajo la cálida luz de otoño',
    ),
  },
  terms: {
    en: [
      'Valid from 1 to 30 November 2026 on the products listed below, while stocks last. The discount is shown in the cart and cannot be combined with other promotions. The usual [terms and conditions](/terms) apply.',
    ],
    de: [
      'Gültig vom 1. bis 30. November 2026 für die unten aufgeführten Produkte, solange der Vorrat reicht. Der Rabatt wird im Warenkorb angezeigt und ist nicht mit anderen Aktionen kombinierbar. Es gelten unsere [AGB](/terms).',
    ],
    fr: [
      'Valable du 1er au 30 novembre 2026 sur les produits ci-dessous, dans la limite des stocks disponibles. La remise apparaît dans le panier et n’est pas cumulable avec d’autres promotions. Nos [conditions générales](/terms) s’appliquent.',
    ],
    es: [
      'Válido del 1 al 30 de noviembre de 2026 en los productos indicados abajo, hasta agotar existencias. El descuento se muestra en el carrito y no se puede combinar con otras promociones. Se aplican nuestras [condiciones generales](/terms).',
    ],
  },
  products: ['prod-000352', 'prod-000385', 'prod-000233', 'prod-000212', 'prod-000066', 'prod-000238'],
  seo: {
    copy: {
      en: {
        title: 'Autumn harvest sale: 15 % off outdoor strains',
        description: 'Until 30 November: 15 % off selected outdoor strains at seedshop.',
      },
      de: {
        title: 'Herbst-Ernte-Aktion: 15 % auf Freilandsorten',
        description: 'Bis 30. November: 15 % Rabatt auf ausgewählte Freilandsorten bei seedshop.',
      },
      fr: {
        title: 'Promotion d’automne : −15 % sur les variétés d’extérieur',
        description: 'Jusqu’au 30 novembre : 15 % de remise sur une sélection de variétés d’extérieur.',
      },
      es: {
        title: 'Ofertas de otoño: 15 % en variedades de exterior',
        description: 'Hasta el 30 de noviembre: 15 % de descuento en variedades de exterior seleccionadas.',
      },
    },
  },
};
