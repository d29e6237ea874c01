/** Top 10 CBD-rich strains (plant facts only, no health claims). */
import type { TopListInput } from '../authoring-blocks';
import { t, topListSlugs } from './shared';

export const cbdTopList: TopListInput = {
  key: 'cbd',
  title: t(
    'Top 10 CBD strains',
    'Die 10 besten CBD-Sorten',
    'Top 10 des variétés CBD',
    'Las 10 mejores variedades CBD',
  ),
  slug: topListSlugs.cbd,
  intro: t(
    'Ten strains with high CBD and less than 1 % THC, for growers who want the plant without the strong high.',
    'Zehn Sorten mit viel CBD und weniger als 1 % THC – für alle, die die Pflanze ohne starken Rausch anbauen möchten.',
    'Dix variétés riches en CBD avec moins de 1 % de THC, pour cultiver la plante sans effet psychoactif marqué.',
    'Diez variedades con mucho CBD y menos de un 1 % de THC, para cultivar la planta sin un efecto psicoactivo fuerte.',
  ),
  image: {
    key: 'toplist-cbd',
    alt: t(
      'Water drops falling on a green leaf',
      'Wassertropfen fallen auf ein grünes Blatt',
      'Gouttes d’eau tombant sur une feuille verte',
      'Gotas de agua cayendo sobre una hoja verde',
    ),
  },
  entries: [
    {
      product: 'prod-000309',
      note: t(
        'Our most popular CBD strain: an autoflowering strain with about 15 % CBD.',
        'Unsere beliebteste CBD-Sorte: eine Autoflowering-Sorte mit etwa 15 % CBD.',
        'Notre variété CBD la plus demandée : une autofloraison à 15 % de CBD environ.',
        'Nuestra variedad CBD más popular: una autofloreciente con cerca de un 15 % de CBD.',
      ),
    },
    {
      product: 'prod-000257',
      note: t(
        'First place at a seed cup in 2022; spicy, herbal and minty.',
        '2022 Siegerin eines Seed Cups; würzig, kräuterig und minzig.',
        'Première d’une coupe en 2022 ; épicée, herbacée et mentholée.',
        'Primer puesto en una copa de semillas en 2022; especiada, herbal y mentolada.',
      ),
    },
    {
      product: 'prod-000013',
      note: t(
        'The highest CBD value in the list, 17 %, in a fast autoflowering strain.',
        'Der höchste CBD-Gehalt der Liste, 17 %, in einer schnellen Autoflowering-Sorte.',
        'Le taux de CBD le plus élevé de la liste, 17 %, dans une autofloraison rapide.',
        'El valor de CBD más alto de la lista, un 17 %, en una autofloreciente rápida.',
      ),
    },
    {
      product: 'prod-000252',
      note: t(
        'Autoflowering strain with lemon, coffee and cheese notes; about 16.6 % CBD.',
        'Autoflowering-Sorte mit Noten von Zitrone, Kaffee und Käse; etwa 16,6 % CBD.',
        'Autofloraison aux notes de citron, café et fromage ; environ 16,6 % de CBD.',
        'Autofloreciente con notas de limón, café y queso; alrededor de un 16,6 % de CBD.',
      ),
    },
    {
      product: 'prod-000353',
      note: t(
        'Herbs, mint and honey; a sativa that likes the outdoors.',
        'Kräuter, Minze und Honig; eine Sativa, die gern draußen wächst.',
        'Herbes, menthe et miel ; une sativa qui aime le plein air.',
        'Hierbas, menta y miel; una sativa a la que le gusta el exterior.',
      ),
    },
    {
      product: 'prod-000322',
      note: t(
        'Big outdoor harvests of up to 900 g per plant, with lemon and vanilla.',
        'Große Freilandernten bis 900 g pro Pflanze, mit Zitrone und Vanille.',
        'Belles récoltes en extérieur, jusqu’à 900 g par plante, citron et vanille.',
        'Grandes cosechas en exterior, hasta 900 g por planta, con limón y vainilla.',
      ),
    },
    {
      product: 'prod-000120',
      note: t(
        'Nearly pure indica that flowers in 55–58 days.',
        'Fast reine Indica, die in 55–58 Tagen blüht.',
        'Indica presque pure qui fleurit en 55 à 58 jours.',
        'Índica casi pura que florece en 55–58 días.',
      ),
    },
    {
      product: 'prod-000391',
      note: t(
        'Productive indoors too, up to 675 g/m²; berries and cheese.',
        'Auch drinnen ertragreich, bis 675 g/m²; Beeren und Käse.',
        'Productive aussi en intérieur, jusqu’à 675 g/m² ; fruits rouges et fromage.',
        'Productiva también en interior, hasta 675 g/m²; frutos rojos y queso.',
      ),
    },
    {
      product: 'prod-000036',
      note: t(
        'Earthy with berries; feels at home in a greenhouse.',
        'Erdig mit Beeren; fühlt sich im Gewächshaus wohl.',
        'Terreuse et fruitée ; se plaît sous serre.',
        'Terrosa con frutos rojos; se siente como en casa en un invernadero.',
      ),
    },
    {
      product: 'prod-000383',
      note: t(
        'Balanced genetics, lemon and mint, around 10 % CBD.',
        'Ausgewogene Genetik, Zitrone und Minze, rund 10 % CBD.',
        'Génétique équilibrée, citron et menthe, environ 10 % de CBD.',
        'Genética equilibrada, limón y menta, alrededor de un 10 % de CBD.',
      ),
    },
  ],
  seo: {
    copy: {
      en: {
        title: 'Top 10 CBD-rich cannabis strains',
        description: 'Ten strains with high CBD and less than 1 % THC, with notes on growth and aroma.',
      },
      de: {
        title: 'Die 10 besten CBD-reichen Sorten',
        description: 'Zehn Sorten mit viel CBD und weniger als 1 % THC, mit Hinweisen zu Wuchs und Aroma.',
      },
      fr: {
        title: 'Top 10 des variétés riches en CBD',
        description: 'Dix variétés riches en CBD avec moins de 1 % de THC : croissance et arômes.',
      },
      es: {
        title: 'Las 10 mejores variedades ricas en CBD',
        description: 'Diez variedades con mucho CBD y menos de un 1 % de THC, con notas sobre crecimiento y aroma.',
      },
    },
  },
};
