/** Topic: growing outdoors. */
import type { TopicInput } from '../authoring-blocks';
import { categoryHref, t, topListHref, topListSlugs, topicSlugs } from './shared';

export const outdoorTopic: TopicInput = {
  key: 'outdoor',
  title: t('Outdoor growing', 'Freilandanbau', 'Culture en extérieur', 'Cultivo en exterior'),
  slug: topicSlugs.outdoor,
  intro: t(
    'Sun, fresh air and a little patience: how to plan an outdoor season in a European climate.',
    'Sonne, frische Luft und etwas Geduld: So planst du eine Freilandsaison im europäischen Klima.',
    'Du soleil, de l’air frais et un peu de patience : comment préparer une saison en extérieur sous un climat européen.',
    'Sol, aire libre y algo de paciencia: cómo planificar una temporada en exterior con el clima europeo.',
  ),
  image: {
    key: 'topic-outdoor',
    alt: t(
      'Rows of young plants in a field at sunset',
      'Reihen junger Pflanzen auf einem Feld bei Sonnenuntergang',
      'Rangées de jeunes plants dans un champ au coucher du soleil',
      'Hileras de plantas jóvenes en un campo al atardecer',
    ),
  },
  blocks: [
    {
      _type: 'textSection',
      heading: t(
        'The outdoor year at a glance',
        'Das Freilandjahr im Überblick',
        'L’année en extérieur en un coup d’œil',
        'El año en exterior de un vistazo',
      ),
      body: {
        en: [
          'Photoperiod strains follow the sun: they grow while the days are long and start flowering when nights get longer in late summer. In central Europe that means:',
          '1. **April:** germinate indoors on a windowsill.',
          '2. **Mid-May:** plant out after the last frost.',
          '3. **June–July:** strong vegetative growth; water deeply but rarely.',
          '4. **August–September:** flowering; protect plants from long rain.',
          '5. **Late September–October:** harvest, depending on the strain.',
          'In rainy or northern regions, choose compact, mould-resistant strains with a short flowering time — or an autoflowering strain that finishes in summer.',
        ],
        de: [
          'Photoperiodische Sorten richten sich nach der Sonne: Sie wachsen, solange die Tage lang sind, und beginnen mit der Blüte, wenn im Spätsommer die Nächte länger werden. In Mitteleuropa heißt das:',
          '1. **April:** drinnen auf der Fensterbank keimen lassen.',
          '2. **Mitte Mai:** nach dem letzten Frost auspflanzen.',
          '3. **Juni–Juli:** kräftiges Wachstum; selten, aber durchdringend gießen.',
          '4. **August–September:** Blüte; Pflanzen vor Dauerregen schützen.',
          '5. **Ende September–Oktober:** Ernte, je nach Sorte.',
          'In regenreichen oder nördlichen Gegenden lohnen sich kompakte, schimmelresistente Sorten mit kurzer Blütezeit – oder eine Autoflowering-Sorte, die schon im Sommer fertig ist.',
        ],
        fr: [
          'Les variétés photopériodiques suivent le soleil : elles poussent tant que les jours sont longs et fleurissent quand les nuits rallongent, à la fin de l’été. En Europe centrale, cela donne :',
          '1. **Avril :** germination à l’intérieur, sur un rebord de fenêtre.',
          '2. **Mi-mai :** mise en terre après les dernières gelées.',
          '3. **Juin–juillet :** forte croissance ; arrosez abondamment mais rarement.',
          '4. **Août–septembre :** floraison ; protégez les plantes des longues pluies.',
          '5. **Fin septembre–octobre :** récolte, selon la variété.',
          'Dans les régions pluvieuses ou au nord, préférez des variétés compactes, résistantes à la moisissure et à floraison courte, ou une autofloraison qui termine en été.',
        ],
        es: [
          'Las variedades fotoperiódicas siguen al sol: crecen mientras los días son largos y empiezan a florecer cuando las noches se alargan a finales del verano. En Europa central eso significa:',
          '1. **Abril:** germinar en interior, junto a una ventana.',
          '2. **Mediados de mayo:** trasplantar al exterior tras la última helada.',
          '3. **Junio–julio:** crecimiento vigoroso; riega a fondo pero con poca frecuencia.',
          '4. **Agosto–septiembre:** floración; protege las plantas de las lluvias largas.',
          '5. **Finales de septiembre–octubre:** cosecha, según la variedad.',
          'En zonas lluviosas o del norte conviene elegir variedades compactas, resistentes al moho y de floración corta, o una autofloreciente que termine en verano.',
        ],
      },
    },
    {
      _type: 'productGrid',
      heading: t(
        'Strains that like it outside',
        'Sorten für draußen',
        'Des variétés qui aiment le plein air',
        'Variedades que disfrutan al aire libre',
      ),
      source: 'manual',
      products: [
        'prod-000352',
        'prod-000385',
        'prod-000156',
        'prod-000373',
        'prod-000191',
        'prod-000233',
        'prod-000212',
        'prod-000066',
      ],
      cta: {
        label: t(
          'All feminized seeds',
          'Alle feminisierten Samen',
          'Toutes les graines féminisées',
          'Todas las semillas feminizadas',
        ),
        href: categoryHref.feminized,
      },
    },
    {
      _type: 'imageGallery',
      heading: t('Outdoor impressions', 'Freiland-Eindrücke', 'Images de plein air', 'Imágenes del exterior'),
      images: [
        {
          key: 'gallery-sunset-field',
          alt: t(
            'Plants on a hill at sunset',
            'Pflanzen auf einem Hügel im Abendlicht',
            'Plantes sur une colline au coucher du soleil',
            'Plantas en una colina al atardecer',
          ),
          caption: t('Late summer', 'Spätsommer', 'Fin d’été', 'Final del verano'),
        },
        {
          key: 'gallery-greenhouse-rows',
          alt: t(
            'Plants growing in a small greenhouse',
            'Pflanzen in einem kleinen Gewächshaus',
            'Plantes dans une petite serre',
            'Plantas en un pequeño invernadero',
          ),
          caption: t(
            'A greenhouse extends the season',
            'Ein Gewächshaus verlängert die Saison',
            'Une serre prolonge la saison',
            'Un invernadero alarga la temporada',
          ),
        },
      ],
    },
    {
      _type: 'callToAction',
      heading: t(
        'Looking for big harvests?',
        'Auf der Suche nach großen Ernten?',
        'Envie de belles récoltes ?',
        '¿Buscas grandes cosechas?',
      ),
      text: t(
        'Our top 10 list gathers the strains with the highest yields in the catalogue.',
        'Unsere Top-10-Liste versammelt die ertragreichsten Sorten im Katalog.',
        'Notre top 10 réunit les variétés les plus productives du catalogue.',
        'Nuestro top 10 reúne las variedades más productivas del catálogo.',
      ),
      primary: {
        label: t('See the top 10', 'Zu den Top 10', 'Voir le top 10', 'Ver el top 10'),
        href: topListHref(topListSlugs.highYield),
      },
    },
  ],
  seo: {
    copy: {
      en: {
        title: 'Outdoor growing: the season step by step',
        description:
          'When to germinate, plant out and harvest outdoors in Europe, and which strains cope with the weather.',
      },
      de: {
        title: 'Freilandanbau: die Saison Schritt für Schritt',
        description:
          'Wann keimen, auspflanzen und ernten? Der Freilandkalender für Europa und Sorten, die das Wetter vertragen.',
      },
      fr: {
        title: 'Culture en extérieur : la saison pas à pas',
        description: 'Quand faire germer, planter et récolter en Europe, et quelles variétés supportent la météo.',
      },
      es: {
        title: 'Cultivo en exterior: la temporada paso a paso',
        description: 'Cuándo germinar, trasplantar y cosechar en Europa, y qué variedades aguantan el clima.',
      },
    },
  },
};
