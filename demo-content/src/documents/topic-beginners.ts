/** Topic: beginners' world. */
import type { TopicInput } from '../authoring-blocks';
import { t, topicSlugs } from './shared';

export const beginnersTopic: TopicInput = {
  key: 'beginners',
  title: t('Beginners’ world', 'Einsteiger-Welt', 'L’univers des débutants', 'Mundo de los principiantes'),
  slug: topicSlugs.beginners,
  intro: t(
    'Your first grow does not need expensive equipment — just good seeds, a plan and a few basics.',
    'Dein erster Grow braucht keine teure Ausrüstung – nur gute Samen, einen Plan und ein paar Grundlagen.',
    'Une première culture ne demande pas de matériel coûteux : de bonnes graines, un plan et quelques bases suffisent.',
    'Tu primer cultivo no necesita un equipo caro: solo buenas semillas, un plan y algunas nociones básicas.',
  ),
  image: {
    key: 'topic-beginners',
    alt: t(
      'Small seedlings sprouting from the soil',
      'Kleine Keimlinge sprießen aus der Erde',
      'Petites pousses sortant de terre',
      'Pequeñas plántulas brotando de la tierra',
    ),
  },
  blocks: [
    {
      _type: 'textSection',
      heading: t(
        'Five steps to your first harvest',
        'In fünf Schritten zur ersten Ernte',
        'Cinq étapes vers votre première récolte',
        'Cinco pasos hacia tu primera cosecha',
      ),
      body: {
        en: [
          '1. **Check the law** where you live.',
          '2. **Choose a forgiving strain** — an autoflowering strain or a compact feminized indica, such as {{product:prod-000203}}.',
          '3. **Germinate** between damp paper towels at about 22 °C.',
          '4. **Give light and air:** a sunny spot or a small LED lamp, plus a gentle breeze.',
          '5. **Water less than you think:** wait until the top of the soil is dry.',
          'Most first-time problems come from too much water and too much fertiliser. Keep it simple and take notes.',
        ],
        de: [
          '1. **Rechtslage prüfen** an deinem Wohnort.',
          '2. **Eine verzeihende Sorte wählen** – eine Autoflowering-Sorte oder eine kompakte feminisierte Indica wie {{product:prod-000203}}.',
          '3. **Keimen lassen** zwischen feuchten Küchentüchern bei etwa 22 °C.',
          '4. **Licht und Luft geben:** ein sonniger Platz oder eine kleine LED-Lampe, dazu ein leichter Luftzug.',
          '5. **Weniger gießen, als du denkst:** warten, bis die oberste Erdschicht trocken ist.',
          'Die meisten Anfängerprobleme entstehen durch zu viel Wasser und zu viel Dünger. Halte es einfach und mach dir Notizen.',
        ],
        fr: [
          '1. **Vérifiez la loi** de votre lieu de résidence.',
          '2. **Choisissez une variété tolérante** : une autofloraison ou une indica féminisée compacte, comme {{product:prod-000203}}.',
          '3. **Faites germer** entre deux feuilles d’essuie-tout humides, vers 22 °C.',
          '4. **Apportez lumière et air :** un endroit ensoleillé ou une petite lampe LED, et un léger courant d’air.',
          '5. **Arrosez moins que vous ne le pensez :** attendez que le dessus du terreau soit sec.',
          'La plupart des soucis des débutants viennent d’un excès d’eau et d’engrais. Restez simple et prenez des notes.',
        ],
        es: [
          '1. **Consulta la ley** de tu lugar de residencia.',
          '2. **Elige una variedad agradecida:** una autofloreciente o una índica feminizada compacta, como {{product:prod-000203}}.',
          '3. **Germina** las semillas entre papel de cocina húmedo a unos 22 °C.',
          '4. **Dales luz y aire:** un rincón soleado o una pequeña lámpara LED, y una brisa suave.',
          '5. **Riega menos de lo que crees:** espera a que la capa superior del sustrato esté seca.',
          'La mayoría de los problemas de quien empieza vienen del exceso de agua y de abono. Hazlo sencillo y toma notas.',
        ],
      },
    },
    {
      _type: 'videoEmbed',
      video: 'germination-basics',
      heading: t(
        'Germination in five minutes',
        'Keimung in fünf Minuten',
        'La germination en cinq minutes',
        'La germinación en cinco minutos',
      ),
    },
    {
      _type: 'blogTeasers',
      heading: t(
        'Guides for beginners',
        'Ratgeber für Einsteiger',
        'Guides pour débutants',
        'Guías para principiantes',
      ),
      mode: 'latest',
      category: 'guides',
      limit: 3,
    },
    {
      _type: 'faq',
      heading: t('Beginners ask', 'Einsteiger fragen', 'Les débutants demandent', 'Preguntas de principiantes'),
      items: [
        {
          question: t(
            'Indoor or outdoor?',
            'Drinnen oder draußen?',
            'Intérieur ou extérieur ?',
            '¿Interior o exterior?',
          ),
          answer: {
            en: [
              'Outdoors costs almost nothing but depends on the weather. Indoors gives you control but needs a lamp and ventilation. Many people start with one autoflowering plant on the balcony. See [outdoor growing](ref:topic.outdoor).',
            ],
            de: [
              'Draußen kostet fast nichts, hängt aber vom Wetter ab. Drinnen hast du die Kontrolle, brauchst aber Lampe und Lüftung. Viele beginnen mit einer Autoflowering-Sorte auf dem Balkon. Mehr unter [Freilandanbau](ref:topic.outdoor).',
            ],
            fr: [
              'L’extérieur ne coûte presque rien mais dépend de la météo. L’intérieur offre le contrôle mais demande une lampe et une ventilation. Beaucoup commencent par une autofloraison sur le balcon. Voir [culture en extérieur](ref:topic.outdoor).',
            ],
            es: [
              'El exterior casi no cuesta nada, pero depende del tiempo. El interior te da control, pero necesita lámpara y ventilación. Mucha gente empieza con una autofloreciente en el balcón. Consulta [cultivo en exterior](ref:topic.outdoor).',
            ],
          },
        },
        {
          question: t(
            'How many seeds should I buy?',
            'Wie viele Samen sollte ich kaufen?',
            'Combien de graines acheter ?',
            '¿Cuántas semillas debo comprar?',
          ),
          answer: {
            en: [
              'A pack of three is a good start: enough to make up for a seed that does not sprout, without being tempted to grow more than your space allows.',
            ],
            de: [
              'Eine Dreierpackung ist ein guter Anfang: genug, falls ein Samen nicht keimt, ohne dass du mehr anbaust, als dein Platz hergibt.',
            ],
            fr: [
              'Un paquet de trois est un bon début : assez pour compenser une graine qui ne germe pas, sans être tenté de cultiver plus que votre espace ne le permet.',
            ],
            es: [
              'Un paquete de tres es un buen comienzo: suficiente por si alguna semilla no brota, sin caer en la tentación de cultivar más de lo que permite tu espacio.',
            ],
          },
        },
      ],
    },
    {
      _type: 'newsletterSignup',
      heading: t(
        'A grow tip every month',
        'Jeden Monat ein Anbautipp',
        'Un conseil de culture chaque mois',
        'Un consejo de cultivo cada mes',
      ),
      text: t(
        'Seasonal reminders and short guides for beginners, straight to your inbox.',
        'Saisonale Erinnerungen und kurze Anleitungen für Einsteiger, direkt in dein Postfach.',
        'Des rappels de saison et des guides courts pour débutants, directement dans votre boîte mail.',
        'Recordatorios de temporada y guías breves para principiantes, directamente en tu correo.',
      ),
    },
  ],
  seo: {
    copy: {
      en: {
        title: 'Growing cannabis for beginners',
        description:
          'Five steps to a first harvest: choosing a strain, germination, light, water and the most common mistakes.',
      },
      de: {
        title: 'Cannabis-Anbau für Einsteiger',
        description:
          'In fünf Schritten zur ersten Ernte: Sortenwahl, Keimung, Licht, Wasser und die häufigsten Fehler.',
      },
      fr: {
        title: 'Cultiver du cannabis quand on débute',
        description:
          'Cinq étapes vers une première récolte : choix de la variété, germination, lumière, arrosage et erreurs courantes.',
      },
      es: {
        title: 'Cultivo de cannabis para principiantes',
        description:
          'Cinco pasos hacia la primera cosecha: elegir variedad, germinar, luz, riego y los errores más comunes.',
      },
    },
  },
};
