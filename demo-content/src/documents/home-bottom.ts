/** Home page, lower half: video, blog teasers, seed banks, FAQ, newsletter and a call to action. */
import type { BlockInput } from '../authoring-blocks';
import { t, topicHref, topicSlugs } from './shared';

export const homeBottomBlocks: readonly BlockInput[] = [
  {
    _type: 'videoEmbed',
    video: 'germination-basics',
    heading: t(
      'Watch: germinating seeds the calm way',
      'Video: Samen in aller Ruhe keimen lassen',
      'En vidéo : faire germer ses graines sans stress',
      'En vídeo: germinar semillas con calma',
    ),
  },
  {
    _type: 'blogTeasers',
    heading: t('Fresh from the blog', 'Neu im Blog', 'Nouveautés du blog', 'Novedades del blog'),
    mode: 'latest',
    limit: 3,
  },
  {
    _type: 'seedBankStrip',
    heading: t('Our seed banks', 'Unsere Samenbanken', 'Nos banques de graines', 'Nuestros bancos de semillas'),
  },
  {
    _type: 'faq',
    heading: t('Frequently asked questions', 'Häufige Fragen', 'Questions fréquentes', 'Preguntas frecuentes'),
    items: [
      {
        question: t(
          'Is it legal to buy cannabis seeds?',
          'Ist der Kauf von Cannabissamen legal?',
          'L’achat de graines de cannabis est-il légal ?',
          '¿Es legal comprar semillas de cannabis?',
        ),
        answer: {
          en: [
            'That depends on where you live. In Germany, adults may buy seeds and grow a small number of plants at home. In other countries the rules differ, and in some germination is prohibited. Please check your local law before ordering; we sell to adults only.',
          ],
          de: [
            'Das hängt davon ab, wo du wohnst. In Deutschland dürfen Erwachsene Samen kaufen und zu Hause eine kleine Zahl von Pflanzen anbauen. In anderen Ländern gelten andere Regeln, mancherorts ist bereits das Keimen verboten. Bitte prüfe vor der Bestellung die Gesetze an deinem Wohnort; wir verkaufen nur an Erwachsene.',
          ],
          fr: [
            'Cela dépend de votre lieu de résidence. En Allemagne, les adultes peuvent acheter des graines et cultiver quelques plantes chez eux. Ailleurs, les règles diffèrent et la germination est parfois interdite. Vérifiez la loi de votre pays avant de commander ; nous vendons uniquement aux adultes.',
          ],
          es: [
            'Depende de dónde vivas. En Alemania, los adultos pueden comprar semillas y cultivar unas pocas plantas en casa. En otros países las normas cambian y en algunos la germinación está prohibida. Consulta la ley de tu país antes de pedir; solo vendemos a personas adultas.',
          ],
        },
      },
      {
        question: t(
          'How discreet is the packaging?',
          'Wie diskret ist die Verpackung?',
          'L’emballage est-il discret ?',
          '¿Qué tan discreto es el embalaje?',
        ),
        answer: {
          en: [
            'Orders travel in a plain envelope or box with no logo and no hint at the contents. The sender is **seedshop GmbH**. Details on the [shipping page](/shipping).',
          ],
          de: [
            'Bestellungen reisen in einem neutralen Umschlag oder Karton ohne Logo und ohne Hinweis auf den Inhalt. Als Absender steht **seedshop GmbH**. Mehr dazu auf der [Versandseite](/shipping).',
          ],
          fr: [
            'Les commandes voyagent dans une enveloppe ou un carton neutre, sans logo ni indication du contenu. L’expéditeur est **seedshop GmbH**. Tous les détails sur la [page livraison](/shipping).',
          ],
          es: [
            'Los pedidos viajan en un sobre o una caja neutros, sin logotipo ni pistas sobre el contenido. El remitente es **seedshop GmbH**. Más detalles en la [página de envíos](/shipping).',
          ],
        },
      },
      {
        question: t(
          'What is the difference between feminized and autoflowering seeds?',
          'Was unterscheidet feminisierte von Autoflowering-Samen?',
          'Quelle différence entre graines féminisées et à floraison automatique ?',
          '¿En qué se diferencian las semillas feminizadas de las autoflorecientes?',
        ),
        answer: {
          en: [
            'Feminized seeds grow into female plants that start flowering when the days get shorter. Autoflowering strains flower on their own after a few weeks, whatever the light — handy for beginners and short summers. Read more in [our autoflowering topic](ref:topic.autoflowers).',
          ],
          de: [
            'Aus feminisierten Samen wachsen weibliche Pflanzen, die blühen, sobald die Tage kürzer werden. Autoflowering-Sorten beginnen nach einigen Wochen von allein mit der Blüte, unabhängig vom Licht – praktisch für Einsteiger und kurze Sommer. Mehr dazu in [unserem Themenbereich](ref:topic.autoflowers).',
          ],
          fr: [
            'Les graines féminisées donnent des plantes femelles qui fleurissent quand les jours raccourcissent. Les variétés à floraison automatique fleurissent d’elles-mêmes au bout de quelques semaines, quelle que soit la lumière : idéal pour débuter ou pour les étés courts. À lire dans [notre dossier](ref:topic.autoflowers).',
          ],
          es: [
            'Las semillas feminizadas dan plantas hembra que florecen cuando los días se acortan. Las autoflorecientes empiezan a florecer solas al cabo de unas semanas, sin depender de la luz: perfectas para principiantes y veranos cortos. Lee más en [nuestro especial](ref:topic.autoflowers).',
          ],
        },
      },
      {
        question: t(
          'When will my order arrive?',
          'Wann kommt meine Bestellung an?',
          'Quand vais-je recevoir ma commande ?',
          '¿Cuándo llegará mi pedido?',
        ),
        answer: {
          en: [
            'We ship on working days. Delivery takes one to three days within Germany and three to seven days elsewhere in the EU.',
          ],
          de: [
            'Wir versenden werktags. Innerhalb Deutschlands dauert die Zustellung ein bis drei Tage, in andere EU-Länder drei bis sieben Tage.',
          ],
          fr: [
            'Nous expédions les jours ouvrés. Comptez un à trois jours en Allemagne et trois à sept jours vers les autres pays de l’UE.',
          ],
          es: [
            'Enviamos en días laborables. La entrega tarda de uno a tres días en Alemania y de tres a siete días al resto de la UE.',
          ],
        },
      },
    ],
  },
  {
    _type: 'newsletterSignup',
    heading: t(
      'Grow tips and offers, once a month',
      'Anbautipps und Angebote, einmal im Monat',
      'Conseils de culture et offres, une fois par mois',
      'Consejos de cultivo y ofertas, una vez al mes',
    ),
    text: t(
      'No spam, no sharing of your address. You can unsubscribe with one click.',
      'Kein Spam, keine Weitergabe deiner Adresse. Abmelden geht mit einem Klick.',
      'Pas de spam, votre adresse n’est jamais partagée. Désinscription en un clic.',
      'Sin spam y sin ceder tu dirección. Puedes darte de baja con un clic.',
    ),
  },
  {
    _type: 'callToAction',
    heading: t('New to growing?', 'Neu beim Anbau?', 'Vous débutez ?', '¿Empiezas a cultivar?'),
    text: t(
      'Our beginners’ world explains seeds, soil, light and water step by step.',
      'Unsere Einsteiger-Welt erklärt Samen, Erde, Licht und Wasser Schritt für Schritt.',
      'Notre univers débutants explique graines, terreau, lumière et arrosage pas à pas.',
      'Nuestro mundo para principiantes explica semillas, sustrato, luz y riego paso a paso.',
    ),
    primary: {
      label: t('Start here', 'Hier starten', 'Commencer ici', 'Empieza aquí'),
      href: topicHref(topicSlugs.beginners),
    },
    secondary: { label: t('Read the blog', 'Zum Blog', 'Lire le blog', 'Leer el blog'), href: '/blog' },
  },
];
