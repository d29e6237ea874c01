/** Top 10 autoflowering strains. */
import type { TopListInput } from '../authoring-blocks';
import { t, topListSlugs } from './shared';

export const autoflowersTopList: TopListInput = {
  key: 'autoflowers',
  title: t(
    'Top 10 autoflowers',
    'Die 10 besten Autoflowering-Sorten',
    'Top 10 des variétés à floraison automatique',
    'Las 10 mejores autoflorecientes',
  ),
  slug: topListSlugs.autoflowers,
  intro: t(
    'Ten autoflowering strains our customers and editors rate highly: fast, compact and easy to fit into any season.',
    'Zehn Autoflowering-Sorten, die Kundschaft und Redaktion besonders schätzen: schnell, kompakt und in jeder Saison unterzubringen.',
    'Dix variétés à floraison automatique plébiscitées par nos clients et notre rédaction : rapides, compactes et faciles à caser dans chaque saison.',
    'Diez variedades autoflorecientes muy valoradas por nuestros clientes y la redacción: rápidas, compactas y fáciles de encajar en cualquier temporada.',
  ),
  image: {
    key: 'toplist-autoflowers',
    alt: t(
      'Autoflowering plants in yellow pots',
      'Autoflowering-Pflanzen in gelben Töpfen',
      'Plantes à floraison automatique dans des pots jaunes',
      'Plantas autoflorecientes en macetas amarillas',
    ),
  },
  entries: [
    {
      product: 'prod-000222',
      note: t(
        'Our bestseller among the autoflowering strains: ready in about nine weeks and only 40–60 cm tall indoors, with a spicy, fuel-like aroma.',
        'Unser Bestseller unter den Autos: nach rund neun Wochen fertig und drinnen nur 40–60 cm hoch, mit würzig-dieseligem Aroma.',
        'Notre meilleure vente parmi les variétés à floraison automatique : prête en neuf semaines environ, 40 à 60 cm en intérieur, arôme épicé aux notes de carburant.',
        'Nuestra autofloreciente más vendida: lista en unas nueve semanas y de solo 40–60 cm en interior, con aroma especiado y a gasolina.',
      ),
    },
    {
      product: 'prod-000203',
      note: t(
        'Indica-dominant and quick: 58–63 days from seed, with citrus and honey notes. A reliable first autoflowering strain.',
        'Indica-dominant und schnell: 58–63 Tage ab Samen, mit Noten von Zitrus und Honig. Eine verlässliche erste Autoflowering-Sorte.',
        'Dominante indica et rapide : 58 à 63 jours depuis la graine, notes d’agrumes et de miel. Une première autofloraison fiable.',
        'De dominancia índica y rápida: 58–63 días desde la semilla, con notas cítricas y de miel. Una primera autofloreciente fiable.',
      ),
    },
    {
      product: 'prod-000309',
      note: t(
        'A CBD-rich autoflowering strain with around 15 % CBD and barely any THC; fresh lemon aroma.',
        'Eine CBD-reiche Autoflowering-Sorte mit rund 15 % CBD und kaum THC; frisches Zitronenaroma.',
        'Une autofloraison riche en CBD, autour de 15 % de CBD et presque pas de THC ; arôme frais de citron.',
        'Una autofloreciente rica en CBD, con alrededor de un 15 % de CBD y apenas THC; aroma fresco a limón.',
      ),
    },
    {
      product: 'prod-000023',
      note: t(
        'Compact and potent, with tropical fruit and vanilla over a fuel base. Fits small tents well.',
        'Kompakt und kräftig, mit Tropenfrucht und Vanille über einer dieseligen Basis. Passt gut in kleine Zelte.',
        'Compacte et puissante, fruits tropicaux et vanille sur un fond de carburant. Idéale pour les petites tentes.',
        'Compacta y potente, con fruta tropical y vainilla sobre una base de gasolina. Cabe bien en armarios pequeños.',
      ),
    },
    {
      product: 'prod-000358',
      note: t(
        'Grows indoors, outdoors and in the greenhouse; berry, vanilla and coffee aromas.',
        'Wächst drinnen, draußen und im Gewächshaus; Aromen von Beeren, Vanille und Kaffee.',
        'Pousse en intérieur, en extérieur et sous serre ; arômes de fruits rouges, de vanille et de café.',
        'Crece en interior, exterior e invernadero; aromas de frutos rojos, vainilla y café.',
      ),
    },
    {
      product: 'prod-000059',
      note: t(
        'A sunny outdoor auto with pineapple and lemon notes, often finished in under ten weeks.',
        'Eine sonnige Autoflowering-Sorte für das Freiland mit Ananas- und Zitronennoten, oft in weniger als zehn Wochen fertig.',
        'Une auto solaire pour l’extérieur, notes d’ananas et de citron, souvent prête en moins de dix semaines.',
        'Una auto soleada para exterior con notas de piña y limón, a menudo lista en menos de diez semanas.',
      ),
    },
    {
      product: 'prod-000009',
      note: t(
        'Sativa-leaning with lemon and pine aromas; rewards a warm greenhouse with generous harvests.',
        'Sativa-betont mit Zitronen- und Kiefernaroma; belohnt ein warmes Gewächshaus mit üppigen Ernten.',
        'Tendance sativa, arômes de citron et de pin ; récompense une serre chaude par de belles récoltes.',
        'De tendencia sativa, con aromas de limón y pino; premia un invernadero cálido con cosechas generosas.',
      ),
    },
    {
      product: 'prod-000225',
      note: t(
        'Strong and small at the same time: up to 27 % THC at 40–75 cm, with berries, coffee and mint.',
        'Stark und klein zugleich: bis zu 27 % THC bei 40–75 cm Höhe, mit Beeren, Kaffee und Minze.',
        'Puissante et petite à la fois : jusqu’à 27 % de THC pour 40 à 75 cm, avec fruits rouges, café et menthe.',
        'Potente y pequeña a la vez: hasta un 27 % de THC con 40–75 cm de altura, con frutos rojos, café y menta.',
      ),
    },
    {
      product: 'prod-000327',
      note: t(
        'The high yielder of the list: up to 525 g/m² indoors, with a spicy, herbal profile.',
        'Der Ertragsriese der Liste: drinnen bis zu 525 g/m², mit würzig-kräuterigem Profil.',
        'La plus productive de la liste : jusqu’à 525 g/m² en intérieur, profil épicé et herbacé.',
        'La más productiva de la lista: hasta 525 g/m² en interior, con un perfil especiado y herbal.',
      ),
    },
    {
      product: 'prod-000305',
      note: t(
        'Fast flowering and forgiving, with grape and tropical fruit: a good pick for a second summer run.',
        'Schnell blühend und gutmütig, mit Traube und Tropenfrucht: gut für einen zweiten Durchgang im Sommer.',
        'Floraison rapide et tolérante, raisin et fruits tropicaux : un bon choix pour une deuxième culture estivale.',
        'Floración rápida y agradecida, con uva y fruta tropical: buena opción para una segunda tanda en verano.',
      ),
    },
  ],
  seo: {
    copy: {
      en: {
        title: 'Top 10 autoflowering strains',
        description:
          'The ten autoflowers our customers and editors rate highest, with notes on size, aroma and timing.',
      },
      de: {
        title: 'Die 10 besten Autoflowering-Sorten',
        description:
          'Die zehn Autoflowering-Sorten, die Kundschaft und Redaktion am besten bewerten – mit Hinweisen zu Größe, Aroma und Dauer.',
      },
      fr: {
        title: 'Top 10 des variétés à floraison automatique',
        description:
          'Les dix variétés à floraison automatique les mieux notées par nos clients et la rédaction : taille, arômes et durée.',
      },
      es: {
        title: 'Las 10 mejores autoflorecientes',
        description:
          'Las diez autoflorecientes mejor valoradas por clientes y redacción, con notas sobre tamaño, aroma y tiempos.',
      },
    },
  },
};
