/** Topic: CBD-rich strains (informative, no health claims). */
import type { TopicInput } from '../authoring-blocks';
import { categoryHref, t, topListHref, topListSlugs, topicSlugs } from './shared';

export const cbdTopic: TopicInput = {
  key: 'cbd',
  title: t('CBD strains', 'CBD-Sorten', 'Variétés riches en CBD', 'Variedades ricas en CBD'),
  slug: topicSlugs.cbd,
  intro: t(
    'Strains bred for a high CBD content and very little THC: what the numbers on the label mean.',
    'Sorten mit hohem CBD-Gehalt und sehr wenig THC: Was die Angaben auf dem Etikett bedeuten.',
    'Des variétés sélectionnées pour un taux de CBD élevé et très peu de THC : ce que signifient les chiffres.',
    'Variedades seleccionadas por su alto contenido en CBD y muy poco THC: qué significan las cifras de la etiqueta.',
  ),
  image: {
    key: 'topic-cbd',
    alt: t(
      'Large green leaf on a light background',
      'Großes grünes Blatt auf hellem Hintergrund',
      'Grande feuille verte sur fond clair',
      'Hoja verde grande sobre fondo claro',
    ),
  },
  blocks: [
    {
      _type: 'textSection',
      body: {
        en: [
          'CBD (cannabidiol) and THC are the best-known cannabinoids of the cannabis plant. CBD-rich strains are bred so that CBD dominates: the plants in this selection reach **8 to 17 % CBD** with typically **less than 1 % THC** under good conditions.',
          '## Reading the label',
          '- **CBD %** and **THC %** are averages the breeder measured; your results depend on light, nutrients and harvest time.',
          '- A ratio such as 20:1 means twenty parts CBD to one part THC.',
          '- Growing them is no different from other strains — the same care, the same equipment.',
          '> We describe plants, not effects on health. Rules on CBD products differ across the EU; please check yours.',
        ],
        de: [
          'CBD (Cannabidiol) und THC sind die bekanntesten Cannabinoide der Cannabispflanze. CBD-reiche Sorten sind so gezüchtet, dass CBD überwiegt: Die Pflanzen dieser Auswahl erreichen unter guten Bedingungen **8 bis 17 % CBD** bei meist **weniger als 1 % THC**.',
          '## So liest du das Etikett',
          '- **CBD %** und **THC %** sind Durchschnittswerte des Züchters; deine Ergebnisse hängen von Licht, Nährstoffen und Erntezeitpunkt ab.',
          '- Ein Verhältnis wie 20:1 bedeutet zwanzig Teile CBD auf einen Teil THC.',
          '- Der Anbau unterscheidet sich nicht von anderen Sorten – gleiche Pflege, gleiche Ausrüstung.',
          '> Wir beschreiben Pflanzen, keine Wirkungen auf die Gesundheit. Die Regeln für CBD-Produkte sind in der EU unterschiedlich; bitte informiere dich über die Lage bei dir.',
        ],
        fr: [
          'Le CBD (cannabidiol) et le THC sont les cannabinoïdes les plus connus du cannabis. Les variétés riches en CBD sont sélectionnées pour que le CBD domine : les plantes de cette sélection atteignent **8 à 17 % de CBD** pour généralement **moins de 1 % de THC**, dans de bonnes conditions.',
          '## Lire l’étiquette',
          '- Le **% de CBD** et le **% de THC** sont des moyennes mesurées par l’obtenteur ; vos résultats dépendent de la lumière, des nutriments et du moment de la récolte.',
          '- Un ratio de 20:1 signifie vingt parts de CBD pour une part de THC.',
          '- La culture ne diffère pas des autres variétés : mêmes soins, même matériel.',
          '> Nous décrivons des plantes, pas des effets sur la santé. Les règles relatives aux produits au CBD varient dans l’UE ; renseignez-vous sur celles de votre pays.',
        ],
        es: [
          'El CBD (cannabidiol) y el THC son los cannabinoides más conocidos de la planta de cannabis. Las variedades ricas en CBD se seleccionan para que predomine el CBD: las plantas de esta selección alcanzan **entre un 8 y un 17 % de CBD** con, por lo general, **menos de un 1 % de THC** en buenas condiciones.',
          '## Cómo leer la etiqueta',
          '- El **% de CBD** y el **% de THC** son medias que midió el criador; tus resultados dependen de la luz, los nutrientes y el momento de la cosecha.',
          '- Una proporción de 20:1 significa veinte partes de CBD por cada parte de THC.',
          '- Su cultivo no se diferencia del de otras variedades: los mismos cuidados y el mismo equipo.',
          '> Describimos plantas, no efectos sobre la salud. Las normas sobre productos con CBD varían dentro de la UE; infórmate sobre las de tu país.',
        ],
      },
    },
    {
      _type: 'productGrid',
      heading: t('CBD-rich seeds', 'CBD-reiche Samen', 'Graines riches en CBD', 'Semillas ricas en CBD'),
      source: 'filter',
      filter: { query: 'category=cbd-rich&sort=popularity', category: 'cbd-rich-seeds' },
      limit: 8,
      cta: {
        label: t(
          'All CBD-rich seeds',
          'Alle CBD-reichen Samen',
          'Toutes les graines riches en CBD',
          'Todas las semillas ricas en CBD',
        ),
        href: categoryHref.cbdRich,
      },
    },
    {
      _type: 'callToAction',
      heading: t(
        'Our ten favourite CBD strains',
        'Unsere zehn liebsten CBD-Sorten',
        'Nos dix variétés CBD préférées',
        'Nuestras diez variedades CBD favoritas',
      ),
      primary: {
        label: t('See the top 10', 'Zu den Top 10', 'Voir le top 10', 'Ver el top 10'),
        href: topListHref(topListSlugs.cbd),
      },
      secondary: {
        label: t('Ask us a question', 'Frag uns', 'Posez-nous une question', 'Pregúntanos'),
        href: '/contact-us',
      },
    },
  ],
  seo: {
    copy: {
      en: {
        title: 'CBD-rich cannabis strains',
        description: 'What CBD and THC values on the seed pack mean, and a selection of CBD-rich strains.',
      },
      de: {
        title: 'CBD-reiche Cannabissorten',
        description:
          'Was die CBD- und THC-Angaben auf der Samenpackung bedeuten, dazu eine Auswahl CBD-reicher Sorten.',
      },
      fr: {
        title: 'Variétés de cannabis riches en CBD',
        description:
          'Ce que signifient les taux de CBD et de THC indiqués, et une sélection de variétés riches en CBD.',
      },
      es: {
        title: 'Variedades de cannabis ricas en CBD',
        description: 'Qué significan los valores de CBD y THC del sobre y una selección de variedades ricas en CBD.',
      },
    },
  },
};
