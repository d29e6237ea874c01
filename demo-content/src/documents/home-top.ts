/** Home page, upper half: hero, carousel, promotion banner, editors' picks, intro text, gallery. */
import type { BlockInput } from '../authoring-blocks';
import { winterPromotion } from './promotion-winter';
import { browseCatalogue, catalogueHref, promotionHref, promotionSlugs, seeAll, t } from './shared';

export const homeTopBlocks: readonly BlockInput[] = [
  {
    _type: 'hero',
    heading: t(
      'Cannabis seeds from 20 seed banks, chosen with care',
      'Cannabissamen von 20 Samenbanken, sorgfältig ausgewählt',
      'Des graines de cannabis de 20 banques, choisies avec soin',
      'Semillas de cannabis de 20 bancos, elegidas con mimo',
    ),
    subheading: t(
      'Feminized, autoflowering and CBD-rich strains with honest descriptions and discreet shipping across the EU. For adults, where the law allows.',
      'Feminisierte, Autoflowering- und CBD-reiche Sorten mit ehrlichen Beschreibungen und diskretem Versand in die ganze EU. Für Erwachsene, wo es das Gesetz erlaubt.',
      'Variétés féminisées, à floraison automatique et riches en CBD, décrites sans détour et expédiées discrètement dans toute l’UE. Réservé aux adultes, là où la loi le permet.',
      'Variedades feminizadas, autoflorecientes y ricas en CBD, con descripciones honestas y envío discreto a toda la UE. Solo para adultos, donde la ley lo permita.',
    ),
    image: {
      key: 'hero-home',
      alt: t(
        'Young cannabis plants silhouetted against a warm sunset',
        'Junge Cannabispflanzen als Silhouette vor einem warmen Sonnenuntergang',
        'Jeunes plants de cannabis en silhouette devant un coucher de soleil',
        'Plantas jóvenes de cannabis recortadas contra una puesta de sol cálida',
      ),
    },
    ctas: [
      browseCatalogue,
      {
        label: t('Current promotions', 'Aktuelle Aktionen', 'Promotions en cours', 'Promociones actuales'),
        href: '/promotions',
      },
    ],
    tone: 'dark',
  },
  {
    _type: 'productCarousel',
    heading: t('Popular right now', 'Gerade beliebt', 'Les plus demandées', 'Lo más buscado ahora'),
    source: 'filter',
    filter: { query: 'sort=popularity' },
    limit: 12,
    cta: {
      label: seeAll,
      href: t(
        '/cannabis-seeds?sort=popularity',
        '/cannabis-samen?sort=popularity',
        '/graines-de-cannabis?sort=popularity',
        '/semillas-de-cannabis?sort=popularity',
      ),
    },
  },
  {
    _type: 'promoBanner',
    heading: t(
      'Winter solstice deals: 20 % off selected strains',
      'Wintersonnenwende: 20 % auf ausgewählte Sorten',
      'Solstice d’hiver : −20 % sur une sélection de variétés',
      'Solsticio de invierno: 20 % en variedades seleccionadas',
    ),
    text: t(
      'Throughout December, a hand-picked selection of indoor favourites costs a fifth less.',
      'Den ganzen Dezember über kostet eine handverlesene Auswahl an Favoriten für den Innenbereich ein Fünftel weniger.',
      'Tout le mois de décembre, une sélection de favorites pour l’intérieur coûte un cinquième de moins.',
      'Durante todo diciembre, una selección de favoritas para interior cuesta una quinta parte menos.',
    ),
    badge: t('−20 %', '−20 %', '−20 %', '−20 %'),
    // The promotion's own image and alt text.
    image: winterPromotion.image,
    promotion: 'winter-solstice',
    cta: {
      label: t('See the offer', 'Zum Angebot', 'Voir l’offre', 'Ver la oferta'),
      href: promotionHref(promotionSlugs.winter),
    },
  },
  {
    _type: 'productGrid',
    heading: t(
      'Editors’ picks',
      'Empfehlungen der Redaktion',
      'La sélection de la rédaction',
      'Selección de la redacción',
    ),
    source: 'manual',
    products: [
      'prod-000382',
      'prod-000352',
      'prod-000222',
      'prod-000309',
      'prod-000063',
      'prod-000020',
      'prod-000156',
      'prod-000203',
    ],
    limit: 8,
    cta: { label: seeAll, href: catalogueHref },
  },
  {
    _type: 'textSection',
    heading: t('Why seedshop?', 'Warum seedshop?', 'Pourquoi seedshop ?', '¿Por qué seedshop?'),
    body: {
      en: [
        'We are a small team of growers and editors in Berlin. Every strain in our catalogue comes from one of **20 established seed banks**, and every description tells you what to expect: flowering time, height, yield and the grow areas a strain is suited to.',
        '- Fresh stock, stored cool and dark',
        '- Discreet, tracked shipping within the EU — see [shipping](/shipping)',
        '- Secure payment by card, bank transfer or cryptocurrency — see [payment](/payment)',
        'Not sure where to start? Our customers keep coming back to {{product:prod-000382}}, a compact, fast-flowering indoor strain.',
      ],
      de: [
        'Wir sind ein kleines Team aus Growern und Redakteuren in Berlin. Jede Sorte in unserem Katalog stammt von einer der **20 etablierten Samenbanken**, und jede Beschreibung sagt dir, was dich erwartet: Blütezeit, Höhe, Ertrag und die passenden Anbauorte.',
        '- Frische Ware, kühl und dunkel gelagert',
        '- Diskreter Versand mit Sendungsverfolgung innerhalb der EU – siehe [Versand](/shipping)',
        '- Sichere Zahlung per Karte, Überweisung oder Kryptowährung – siehe [Zahlung](/payment)',
        'Du weißt nicht, wo du anfangen sollst? Unsere Kundschaft greift immer wieder zu {{product:prod-000382}}, einer kompakten, schnell blühenden Sorte für den Innenbereich.',
      ],
      fr: [
        'Nous sommes une petite équipe de cultivateurs et de rédacteurs installée à Berlin. Chaque variété de notre catalogue provient de l’une des **20 banques de graines reconnues**, et chaque fiche indique ce qui vous attend : durée de floraison, taille, rendement et lieux de culture adaptés.',
        '- Stock frais, conservé au frais et à l’abri de la lumière',
        '- Envoi discret et suivi dans toute l’UE — voir [livraison](/shipping)',
        '- Paiement sécurisé par carte, virement ou cryptomonnaie — voir [paiement](/payment)',
        'Vous hésitez ? Nos clients reviennent souvent à {{product:prod-000382}}, une variété d’intérieur compacte à floraison rapide.',
      ],
      es: [
        'Somos un pequeño equipo de cultivadores y redactores en Berlín. Cada variedad de nuestro catálogo procede de uno de los **20 bancos de semillas consolidados**, y cada ficha te cuenta qué esperar: tiempo de floración, altura, producción y los lugares de cultivo adecuados.',
        '- Existencias frescas, guardadas en frío y a oscuras',
        '- Envío discreto y con seguimiento dentro de la UE: consulta [envíos](/shipping)',
        '- Pago seguro con tarjeta, transferencia o criptomoneda: consulta [pago](/payment)',
        '¿No sabes por dónde empezar? Nuestros clientes vuelven una y otra vez a {{product:prod-000382}}, una variedad de interior compacta y de floración rápida.',
      ],
    },
  },
  {
    _type: 'imageGallery',
    heading: t('From seed to jar', 'Vom Samen bis ins Glas', 'De la graine au bocal', 'De la semilla al tarro'),
    images: [
      {
        key: 'gallery-seedlings',
        alt: t('Seedlings in a row', 'Keimlinge in einer Reihe', 'Jeunes pousses alignées', 'Plántulas en fila'),
        caption: t('Week one', 'Woche eins', 'Première semaine', 'Primera semana'),
      },
      {
        key: 'gallery-balcony-pots',
        alt: t(
          'Plants in pots on a balcony',
          'Pflanzen in Töpfen auf dem Balkon',
          'Plantes en pot sur un balcon',
          'Plantas en macetas en un balcón',
        ),
        caption: t('Vegetative growth', 'Wachstumsphase', 'Croissance végétative', 'Crecimiento vegetativo'),
      },
      {
        key: 'gallery-drying-rack',
        alt: t(
          'Branches hanging to dry',
          'Zweige hängen zum Trocknen',
          'Branches suspendues pour sécher',
          'Ramas colgadas para secarse',
        ),
        caption: t('Slow drying', 'Langsames Trocknen', 'Séchage lent', 'Secado lento'),
      },
      {
        key: 'gallery-harvest-jars',
        alt: t(
          'Glass jars for curing',
          'Einmachgläser zum Nachreifen',
          'Bocaux en verre pour l’affinage',
          'Tarros de cristal para el curado',
        ),
        caption: t('Curing in jars', 'Reifen im Glas', 'Affinage en bocal', 'Curado en tarro'),
      },
    ],
  },
];
