/** Top 10 high-yield strains. */
import type { TopListInput } from '../authoring-blocks';
import { t, topListSlugs } from './shared';

export const highYieldTopList: TopListInput = {
  key: 'high-yield',
  title: t(
    'Top 10 high-yield strains',
    'Die 10 ertragreichsten Sorten',
    'Top 10 des variétés productives',
    'Las 10 variedades más productivas',
  ),
  slug: topListSlugs.highYield,
  intro: t(
    'Feminized strains that reach up to 700 g/m² indoors in good conditions — and several that grow into giants outdoors.',
    'Feminisierte Sorten, die unter guten Bedingungen drinnen bis zu 700 g/m² erreichen – und einige, die draußen zu Riesen werden.',
    'Des variétés féminisées qui atteignent jusqu’à 700 g/m² en intérieur dans de bonnes conditions, et plusieurs géantes en extérieur.',
    'Variedades feminizadas que alcanzan hasta 700 g/m² en interior en buenas condiciones, y varias que se vuelven gigantes en exterior.',
  ),
  image: {
    key: 'toplist-high-yield',
    alt: t(
      'A greenhouse full of tall plants',
      'Ein Gewächshaus voller hoher Pflanzen',
      'Une serre remplie de grandes plantes',
      'Un invernadero lleno de plantas altas',
    ),
  },
  entries: [
    {
      product: 'prod-000223',
      note: t(
        'Outdoors the record holder of our catalogue: up to 950 g per plant, with citrus and a hint of cheese.',
        'Draußen der Rekordhalter unseres Katalogs: bis zu 950 g pro Pflanze, mit Zitrus und einem Hauch Käse.',
        'En extérieur, la recordwoman du catalogue : jusqu’à 950 g par plante, agrumes et une pointe de fromage.',
        'En exterior, la plusmarquista del catálogo: hasta 950 g por planta, con cítricos y un toque de queso.',
      ),
    },
    {
      product: 'prod-000370',
      note: t(
        'Indica-leaning and sturdy, up to 950 g per plant outdoors; berries over a fuel base.',
        'Indica-betont und robust, draußen bis zu 950 g pro Pflanze; Beeren auf dieseliger Basis.',
        'Tendance indica et robuste, jusqu’à 950 g par plante en extérieur ; fruits rouges sur fond de carburant.',
        'De tendencia índica y robusta, hasta 950 g por planta en exterior; frutos rojos sobre base de gasolina.',
      ),
    },
    {
      product: 'prod-000111',
      note: t(
        'A heavy indica with lemon and pine, placed third at a seed cup in 2019.',
        'Eine schwere Indica mit Zitrone und Kiefer, 2019 auf dem dritten Platz eines Seed Cups.',
        'Une indica généreuse aux notes de citron et de pin, troisième d’une coupe en 2019.',
        'Una índica contundente con limón y pino, tercera en una copa de semillas en 2019.',
      ),
    },
    {
      product: 'prod-000212',
      note: t(
        'Sativa-dominant, twice awarded in Vienna; tall, so plan for the height.',
        'Sativa-dominant, zweimal in Wien ausgezeichnet; wächst hoch, plane also genug Platz ein.',
        'Dominante sativa, deux fois primée à Vienne ; elle pousse haut, prévoyez la place.',
        'De dominancia sativa, premiada dos veces en Viena; crece alta, así que planifica el espacio.',
      ),
    },
    {
      product: 'prod-000060',
      note: t(
        'For indoor growers with space: up to 27 % THC and 700 g/m², with pine and berries.',
        'Für Grower mit Platz im Innenbereich: bis zu 27 % THC und 700 g/m², mit Kiefer und Beeren.',
        'Pour l’intérieur, si vous avez de la place : jusqu’à 27 % de THC et 700 g/m², pin et fruits rouges.',
        'Para interior con espacio: hasta un 27 % de THC y 700 g/m², con pino y frutos rojos.',
      ),
    },
    {
      product: 'prod-000078',
      note: t(
        'Finishes fast for its size — 57 to 62 days of flowering — and grows anywhere.',
        'Für ihre Größe schnell fertig – 57 bis 62 Tage Blüte – und überall anbaubar.',
        'Rapide pour sa taille, 57 à 62 jours de floraison, et cultivable partout.',
        'Rápida para su tamaño, con 57 a 62 días de floración, y se cultiva en cualquier sitio.',
      ),
    },
    {
      product: 'prod-000331',
      note: t(
        'Compact sativa with berries and vanilla; an easy way to fill a small tent.',
        'Kompakte Sativa mit Beeren und Vanille; füllt ein kleines Zelt ganz ohne Mühe.',
        'Sativa compacte aux fruits rouges et à la vanille ; remplit sans effort une petite tente.',
        'Sativa compacta con frutos rojos y vainilla; llena un armario pequeño sin esfuerzo.',
      ),
    },
    {
      product: 'prod-000031',
      note: t(
        'Short for a haze at 60–95 cm indoors, with tropical fruit and honey.',
        'Für eine Haze erstaunlich klein: 60–95 cm drinnen, mit Tropenfrucht und Honig.',
        'Petite pour une haze, 60 à 95 cm en intérieur, avec fruits tropicaux et miel.',
        'Baja para ser una haze, 60–95 cm en interior, con fruta tropical y miel.',
      ),
    },
    {
      product: 'prod-000233',
      note: t(
        'Built for the outdoors: up to 700 g per plant, with a fuel and honey aroma.',
        'Für draußen gemacht: bis zu 700 g pro Pflanze, mit Diesel- und Honigaroma.',
        'Faite pour le plein air : jusqu’à 700 g par plante, arôme de carburant et de miel.',
        'Pensada para exterior: hasta 700 g por planta, con aroma a gasolina y miel.',
      ),
    },
    {
      product: 'prod-000091',
      note: t(
        'Almost pure sativa with citrus and mint; a fresh choice for sunny southern gardens.',
        'Fast reine Sativa mit Zitrus und Minze; eine frische Wahl für sonnige Gärten im Süden.',
        'Presque pure sativa, agrumes et menthe ; un choix rafraîchissant pour les jardins ensoleillés du sud.',
        'Sativa casi pura con cítricos y menta; una opción fresca para jardines soleados del sur.',
      ),
    },
  ],
  seo: {
    copy: {
      en: {
        title: 'Top 10 high-yield cannabis strains',
        description: 'Ten feminized strains with the biggest harvests indoors and outdoors, chosen by our editors.',
      },
      de: {
        title: 'Die 10 ertragreichsten Cannabissorten',
        description:
          'Zehn feminisierte Sorten mit den größten Ernten drinnen und draußen, ausgewählt von unserer Redaktion.',
      },
      fr: {
        title: 'Top 10 des variétés les plus productives',
        description:
          'Dix variétés féminisées aux plus belles récoltes, en intérieur comme en extérieur, choisies par la rédaction.',
      },
      es: {
        title: 'Las 10 variedades más productivas',
        description:
          'Diez variedades feminizadas con las mayores cosechas en interior y exterior, elegidas por la redacción.',
      },
    },
  },
};
