/** Topic: autoflowering strains. */
import type { TopicInput } from '../authoring-blocks';
import { categoryHref, promotionHref, promotionSlugs, t, topicSlugs } from './shared';

export const autoflowersTopic: TopicInput = {
  key: 'autoflowers',
  title: t('Autoflowers', 'Autoflowering-Sorten', 'Variétés à floraison automatique', 'Variedades autoflorecientes'),
  slug: topicSlugs.autoflowers,
  intro: t(
    'From seed to harvest in about ten weeks, whatever the light: what makes autoflowering strains so practical.',
    'In rund zehn Wochen vom Samen zur Ernte, unabhängig vom Licht: Das macht Autoflowering-Sorten so praktisch.',
    'De la graine à la récolte en dix semaines environ, quelle que soit la lumière : ce qui rend l’autofloraison si pratique.',
    'De la semilla a la cosecha en unas diez semanas, sin depender de la luz: por qué las autoflorecientes son tan prácticas.',
  ),
  image: {
    key: 'topic-autoflowers',
    alt: t(
      'Three compact plants in pots',
      'Drei kompakte Pflanzen in Töpfen',
      'Trois plantes compactes en pot',
      'Tres plantas compactas en macetas',
    ),
  },
  blocks: [
    {
      _type: 'textSection',
      body: {
        en: [
          'Autoflowering strains carry genes of *Cannabis ruderalis*, a hardy subspecies from northern regions. They start flowering after three to four weeks, no matter how many hours of light they get.',
          '## Why growers like them',
          '- Short cycle: often 9–11 weeks from seed',
          '- Compact size, good for balconies and small tents',
          '- Several harvests per summer outdoors',
          '## What to keep in mind',
          'Autoflowers have little time to recover from mistakes. Sow them straight into their final pot, go easy on nutrients and avoid heavy pruning. Gentle training works well — see the video below.',
        ],
        de: [
          'Autoflowering-Sorten tragen Gene von *Cannabis ruderalis* in sich, einer robusten Unterart aus nördlichen Regionen. Sie beginnen nach drei bis vier Wochen zu blühen, ganz gleich, wie viele Stunden Licht sie bekommen.',
          '## Warum Grower sie mögen',
          '- Kurzer Zyklus: oft 9–11 Wochen ab Samen',
          '- Kompakter Wuchs, ideal für Balkon und kleine Zelte',
          '- Draußen mehrere Ernten pro Sommer',
          '## Worauf du achten solltest',
          'Autoflowers haben wenig Zeit, Fehler auszugleichen. Säe sie direkt in den endgültigen Topf, dünge sparsam und verzichte auf starken Rückschnitt. Sanftes Training funktioniert gut – mehr im Video unten.',
        ],
        fr: [
          'Les variétés à floraison automatique portent des gènes de *Cannabis ruderalis*, une sous-espèce rustique des régions nordiques. Elles fleurissent au bout de trois à quatre semaines, quelle que soit la durée d’éclairage.',
          '## Pourquoi les cultivateurs les apprécient',
          '- Cycle court : souvent 9 à 11 semaines depuis la graine',
          '- Format compact, idéal pour un balcon ou une petite tente',
          '- Plusieurs récoltes par été en extérieur',
          '## Ce qu’il faut savoir',
          'Une autofloraison a peu de temps pour se remettre d’une erreur. Semez-la directement dans son pot définitif, allez-y doucement avec l’engrais et évitez les tailles sévères. Un palissage léger fonctionne bien : voir la vidéo ci-dessous.',
        ],
        es: [
          'Las variedades autoflorecientes llevan genes de *Cannabis ruderalis*, una subespecie resistente de regiones del norte. Empiezan a florecer a las tres o cuatro semanas, reciban las horas de luz que reciban.',
          '## Por qué gustan tanto',
          '- Ciclo corto: a menudo 9–11 semanas desde la semilla',
          '- Tamaño compacto, ideal para balcones y armarios pequeños',
          '- Varias cosechas por verano en exterior',
          '## Qué tener en cuenta',
          'Las autoflorecientes tienen poco margen para recuperarse de un error. Siémbralas directamente en la maceta definitiva, abona con moderación y evita las podas fuertes. Un entrenamiento suave funciona bien: mira el vídeo de abajo.',
        ],
      },
    },
    {
      _type: 'productCarousel',
      heading: t(
        'Popular autoflowers',
        'Beliebte Autoflowers',
        'Variétés à floraison automatique populaires',
        'Autoflorecientes populares',
      ),
      source: 'filter',
      filter: { query: 'seed_type=autoflowering&sort=popularity', category: 'autoflowering-seeds' },
      limit: 10,
      cta: {
        label: t(
          'All autoflowering seeds',
          'Alle Autoflowering-Samen',
          'Toutes les graines à floraison automatique',
          'Todas las autoflorecientes',
        ),
        href: categoryHref.autoflowering,
      },
    },
    {
      _type: 'videoEmbed',
      video: 'low-stress-training',
    },
    {
      _type: 'promoBanner',
      heading: t(
        'New Year autoflowering week',
        'Neujahrs-Woche der Autoflowers',
        'Semaine autofloraison du Nouvel An',
        'Semana de las autoflorecientes de Año Nuevo',
      ),
      text: t(
        'From 1 to 15 January, selected autoflowers are 25 % off.',
        'Vom 1. bis 15. Januar gibt es ausgewählte Autoflowers 25 % günstiger.',
        'Du 1er au 15 janvier, une sélection de variétés à floraison automatique à −25 %.',
        'Del 1 al 15 de enero, autoflorecientes seleccionadas con un 25 % de descuento.',
      ),
      badge: t('−25 %', '−25 %', '−25 %', '−25 %'),
      promotion: 'new-year-autoflowers',
      cta: {
        label: t('Discover the offer', 'Angebot entdecken', 'Découvrir l’offre', 'Descubrir la oferta'),
        href: promotionHref(promotionSlugs.newYear),
      },
    },
  ],
  seo: {
    copy: {
      en: {
        title: 'Autoflowering cannabis strains explained',
        description: 'How autoflowers work, why they suit beginners and small spaces, and what to watch out for.',
      },
      de: {
        title: 'Autoflowering-Cannabissorten erklärt',
        description:
          'Wie Autoflowers funktionieren, warum sie sich für Einsteiger und kleine Räume eignen und worauf es ankommt.',
      },
      fr: {
        title: 'Les variétés à floraison automatique expliquées',
        description: 'Comment fonctionne l’autofloraison, pourquoi elle convient aux débutants et aux petits espaces.',
      },
      es: {
        title: 'Variedades autoflorecientes explicadas',
        description:
          'Cómo funcionan las autoflorecientes, por qué encajan con principiantes y espacios pequeños y qué vigilar.',
      },
    },
  },
};
