/** Demo videos (en, de, fr, es). From seed to plant: germination, the outdoor season, training and watering. */
import { defineVideo, type VideoInput } from '../authoring';

export const growingVideos: readonly VideoInput[] = [
  defineVideo({
    key: 'germination-basics',
    provider: 'youtube',
    videoId: 'q3VbK8mT2dA',
    poster: 'poster-germination',
    durationSeconds: 246,
    publishedAt: '2026-03-10T09:00:00Z',
    relatedProducts: ['prod-000203', 'prod-000020'],
    copy: {
      en: {
        title: 'Germinating seeds with the paper towel method',
        slug: 'germinating-seeds-paper-towel',
        description:
          'Four minutes, one plate and two sheets of kitchen paper: we show the paper towel method step by step and explain when a sprouted seed is ready to plant.',
        posterAlt: 'Illustration of young seedlings under a pale sun',
        transcript:
          "Hello and welcome. Today we germinate seeds with the simplest method there is: the paper towel. You need two plates, unbleached kitchen paper and lukewarm water. First, moisten the paper and squeeze it out so it is damp but not dripping. Now place the seeds with a little space between them and cover them with the second sheet. Put the second plate on top as a lid and keep everything somewhere warm and dark, ideally between 22 and 26 degrees. Check once a day. After two to five days, you will see a small white root. When it is one to two centimetres long, plant the seed about one centimetre deep, root down, in light, moist soil. That's it. Please check the law where you live before you start.",
      },
      de: {
        title: 'Samen keimen mit der Küchenpapier-Methode',
        slug: 'samen-keimen-kuechenpapier',
        description:
          'Vier Minuten, ein Teller und zwei Blatt Küchenpapier: Wir zeigen die Küchenpapier-Methode Schritt für Schritt und erklären, wann ein gekeimter Samen in die Erde darf.',
        posterAlt: 'Illustration junger Keimlinge unter einer blassen Sonne',
        transcript:
          "Hallo und herzlich willkommen. Heute lassen wir Samen mit der einfachsten Methode überhaupt keimen: mit Küchenpapier. Du brauchst zwei Teller, ungebleichtes Küchenpapier und lauwarmes Wasser. Zuerst befeuchtest du das Papier und drückst es aus, damit es feucht ist, aber nicht tropft. Jetzt legst du die Samen mit etwas Abstand darauf und deckst sie mit dem zweiten Blatt ab. Der zweite Teller kommt als Deckel obendrauf, und alles wandert an einen warmen, dunklen Ort, am besten zwischen 22 und 26 Grad. Schau einmal am Tag nach. Nach zwei bis fünf Tagen siehst du eine kleine weiße Wurzel. Ist sie ein bis zwei Zentimeter lang, setzt du den Samen etwa einen Zentimeter tief mit der Wurzel nach unten in lockere, feuchte Erde. Das war's schon. Bitte informiere dich vorher über die Gesetze bei dir vor Ort.",
      },
      fr: {
        title: 'Faire germer ses graines avec la méthode du papier absorbant',
        slug: 'germination-papier-absorbant',
        description:
          "Quatre minutes, une assiette et deux feuilles d'essuie-tout : nous montrons la méthode du papier absorbant pas à pas et expliquons quand une graine germée est prête à être plantée.",
        posterAlt: 'Illustration de jeunes pousses sous un soleil pâle',
        transcript:
          "Bonjour et bienvenue. Aujourd'hui, nous faisons germer des graines avec la méthode la plus simple qui soit : le papier absorbant. Il vous faut deux assiettes, de l'essuie-tout non blanchi et de l'eau tiède. Humidifiez d'abord le papier, puis essorez-le : il doit être humide, sans goutter. Déposez les graines en les espaçant un peu et recouvrez-les avec la seconde feuille. La deuxième assiette sert de couvercle, et l'ensemble va dans un endroit chaud et sombre, idéalement entre 22 et 26 degrés. Vérifiez une fois par jour. Au bout de deux à cinq jours, une petite racine blanche apparaît. Quand elle mesure un à deux centimètres, plantez la graine à environ un centimètre de profondeur, racine vers le bas, dans un terreau léger et humide. C'est tout. Pensez à vérifier la législation de votre pays avant de commencer.",
      },
      es: {
        title: 'Germinar semillas con el método de la servilleta',
        slug: 'germinar-semillas-servilleta',
        description:
          'Cuatro minutos, un plato y dos hojas de papel de cocina: te enseñamos el método de la servilleta paso a paso y te explicamos cuándo una semilla germinada está lista para plantar.',
        posterAlt: 'Ilustración de plántulas jóvenes bajo un sol pálido',
        transcript:
          'Hola y bienvenidos. Hoy vamos a germinar semillas con el método más sencillo que existe: la servilleta de papel. Necesitas dos platos, papel de cocina sin blanquear y agua tibia. Primero, humedece el papel y escúrrelo para que quede húmedo, pero sin gotear. Ahora coloca las semillas con un poco de separación y tápalas con la segunda hoja. El otro plato hace de tapa, y todo va a un sitio cálido y oscuro, a ser posible entre 22 y 26 grados. Revísalo una vez al día. Al cabo de dos a cinco días verás una pequeña raíz blanca. Cuando mida uno o dos centímetros, planta la semilla a un centímetro de profundidad, con la raíz hacia abajo, en un sustrato ligero y húmedo. Y ya está. Antes de empezar, consulta la legislación de tu país.',
      },
    },
  }),
  defineVideo({
    key: 'outdoor-season',
    provider: 'vimeo',
    videoId: '873452196',
    poster: 'poster-outdoor',
    durationSeconds: 412,
    publishedAt: '2026-04-28T09:00:00Z',
    relatedProducts: ['prod-000059', 'prod-000030', 'prod-000009'],
    copy: {
      en: {
        title: 'An outdoor season in seven minutes',
        slug: 'outdoor-season-time-lapse',
        description:
          'From the seedling in May to the harvest in October: a time-lapse of one garden season, with the key tasks of each month.',
        posterAlt: 'Illustration of plant rows in a field at sunrise',
        transcript:
          'This is our garden in early May. The last frosts are over, and the seedlings that we germinated indoors in April have spent a week getting used to the sun. We plant them out on a cloudy evening. June and July: the plants grow fast now, and we water deeply but less often. We tie a few branches down to keep the shape wide and low, and we check the undersides of the leaves every week. In late August the days get shorter and the first flowers appear. We switch to a bloom fertiliser and make sure air can move between the branches, because late summer storms bring humidity. And here is October: harvest day. Every region is different, so keep a diary and compare your seasons.',
      },
      de: {
        title: 'Eine Freilandsaison in sieben Minuten',
        slug: 'freilandsaison-zeitraffer',
        description:
          'Vom Sämling im Mai bis zur Ernte im Oktober: eine Gartensaison im Zeitraffer, mit den wichtigsten Aufgaben jedes Monats.',
        posterAlt: 'Illustration von Pflanzenreihen auf einem Feld bei Sonnenaufgang',
        transcript:
          'Das ist unser Garten Anfang Mai. Die letzten Fröste sind vorbei, und die Sämlinge, die wir im April drinnen gekeimt haben, durften sich eine Woche lang an die Sonne gewöhnen. Wir pflanzen sie an einem bewölkten Abend aus. Juni und Juli: Jetzt wachsen die Pflanzen schnell, und wir gießen durchdringend, aber seltener. Ein paar Triebe binden wir herunter, damit die Form breit und niedrig bleibt, und jede Woche kontrollieren wir die Blattunterseiten. Ende August werden die Tage kürzer, und die ersten Blüten erscheinen. Wir wechseln auf Blütedünger und achten darauf, dass Luft zwischen den Trieben zirkulieren kann, denn Spätsommergewitter bringen Feuchtigkeit. Und hier ist der Oktober: Erntetag. Jede Region ist anders – führ ein Tagebuch und vergleiche deine Jahre.',
      },
      fr: {
        title: 'Une saison en extérieur en sept minutes',
        slug: 'saison-exterieur-accelere',
        description:
          'Du semis en mai à la récolte en octobre : une saison de jardin en accéléré, avec les tâches clés de chaque mois.',
        posterAlt: 'Illustration de rangées de plants dans un champ au lever du soleil',
        transcript:
          "Voici notre jardin début mai. Les dernières gelées sont passées, et les semis que nous avons fait germer à l'intérieur en avril se sont habitués au soleil pendant une semaine. Nous les plantons un soir de temps couvert. Juin et juillet : les plantes poussent vite désormais, et nous arrosons abondamment mais moins souvent. Nous attachons quelques branches vers le bas pour garder une silhouette large et basse, et nous inspectons chaque semaine le revers des feuilles. Fin août, les jours raccourcissent et les premières fleurs apparaissent. Nous passons à un engrais de floraison et veillons à ce que l'air circule entre les branches, car les orages de fin d'été apportent de l'humidité. Et voici octobre : le jour de la récolte. Chaque région est différente, alors tenez un carnet et comparez vos saisons.",
      },
      es: {
        title: 'Una temporada de exterior en siete minutos',
        slug: 'temporada-exterior-time-lapse',
        description:
          'Desde la plántula en mayo hasta la cosecha en octubre: una temporada de huerto a cámara rápida, con las tareas clave de cada mes.',
        posterAlt: 'Ilustración de hileras de plantas en un campo al amanecer',
        transcript:
          'Este es nuestro huerto a principios de mayo. Las últimas heladas ya han pasado y las plántulas que germinamos en interior en abril han pasado una semana acostumbrándose al sol. Las trasplantamos una tarde nublada. Junio y julio: ahora las plantas crecen muy deprisa, y regamos en profundidad pero con menos frecuencia. Atamos algunas ramas hacia abajo para mantener una forma ancha y baja, y revisamos cada semana el envés de las hojas. A finales de agosto los días se acortan y aparecen las primeras flores. Cambiamos a un abono de floración y nos aseguramos de que el aire circule entre las ramas, porque las tormentas de final de verano traen humedad. Y aquí está octubre: el día de la cosecha. Cada zona es distinta, así que lleva un diario y compara tus temporadas.',
      },
    },
  }),
  defineVideo({
    key: 'low-stress-training',
    provider: 'youtube',
    videoId: 'bN5tYh2KqJo',
    poster: 'poster-training',
    durationSeconds: 318,
    publishedAt: '2026-05-20T09:00:00Z',
    relatedProducts: ['prod-000225', 'prod-000156', 'prod-000191'],
    copy: {
      en: {
        title: 'Low stress training step by step',
        slug: 'low-stress-training-step-by-step',
        description:
          'We bend and tie down a young plant in real time: which ties to use, how far to bend and how the canopy looks one week later.',
        posterAlt: 'Illustration of three young potted plants on a dark background',
        transcript:
          'In this video, we train a young plant with low stress training. Our plant has five nodes and a flexible stem, so the timing is right. I take a soft, rubber-coated garden tie and loop it gently around the main stem, just below the top. Now I bend the stem to the side, slowly, until the top is level with the lower branches, and fix the tie to the rim of the pot. Feel the stem while you bend it: if it resists, stop and continue tomorrow. Next, I spread the side branches outwards so the centre stays open. Here is the same plant one week later. The side shoots have grown upwards and we now have six tops at the same height. Adjust the ties every two or three days and stop once the buds start to form.',
      },
      de: {
        title: 'Sanftes Pflanzentraining (LST) Schritt für Schritt',
        slug: 'lst-pflanzentraining-schritt-fuer-schritt',
        description:
          'Wir biegen und binden eine junge Pflanze in Echtzeit: welche Binder sich eignen, wie weit du biegen kannst und wie das Blätterdach eine Woche später aussieht.',
        posterAlt: 'Illustration dreier junger Topfpflanzen vor dunklem Hintergrund',
        transcript:
          'In diesem Video trainieren wir eine junge Pflanze mit sanftem Biegen, kurz LST. Unsere Pflanze hat fünf Blattknoten und einen biegsamen Stängel, der Zeitpunkt passt also. Ich nehme einen weichen, gummierten Gartenbinder und lege ihn locker um den Haupttrieb, knapp unter der Spitze. Jetzt biege ich den Stängel langsam zur Seite, bis die Spitze auf Höhe der unteren Triebe liegt, und befestige den Binder am Topfrand. Spür beim Biegen in den Stängel hinein: Gibt er nicht nach, hör auf und mach morgen weiter. Danach verteile ich die Seitentriebe nach außen, damit die Mitte offen bleibt. Hier siehst du dieselbe Pflanze eine Woche später. Die Seitentriebe sind nach oben gewachsen, und wir haben jetzt sechs Spitzen auf gleicher Höhe. Versetze die Bindungen alle zwei, drei Tage und hör auf, sobald sich Blüten bilden.',
      },
      fr: {
        title: 'Le palissage LST pas à pas',
        slug: 'palissage-lst-pas-a-pas',
        description:
          "Nous courbons et attachons une jeune plante en temps réel : quelles attaches utiliser, jusqu'où courber et à quoi ressemble la canopée une semaine plus tard.",
        posterAlt: 'Illustration de trois jeunes plantes en pot sur fond sombre',
        transcript:
          "Dans cette vidéo, nous palissons une jeune plante avec la technique LST. Notre plante compte cinq nœuds et sa tige est encore souple : c'est le bon moment. Je prends une attache de jardin souple, gainée de caoutchouc, et je l'enroule délicatement autour de la tige principale, juste sous la tête. Je courbe ensuite la tige sur le côté, lentement, jusqu'à ce que la tête arrive au niveau des branches basses, puis je fixe l'attache au bord du pot. Sentez la tige pendant que vous la courbez : si elle résiste, arrêtez-vous et reprenez demain. J'écarte ensuite les branches latérales vers l'extérieur pour garder le centre dégagé. Voici la même plante une semaine plus tard. Les pousses latérales se sont redressées et nous avons maintenant six têtes à la même hauteur. Ajustez les attaches tous les deux ou trois jours et arrêtez dès que les fleurs se forment.",
      },
      es: {
        title: 'Entrenamiento LST paso a paso',
        slug: 'entrenamiento-lst-paso-a-paso',
        description:
          'Doblamos y atamos una planta joven en tiempo real: qué ataduras usar, hasta dónde doblar y cómo se ve la copa una semana después.',
        posterAlt: 'Ilustración de tres plantas jóvenes en maceta sobre fondo oscuro',
        transcript:
          'En este vídeo entrenamos una planta joven con la técnica LST. Nuestra planta tiene cinco nudos y el tallo todavía es flexible, así que es el momento ideal. Cojo una brida de jardín blanda, recubierta de goma, y la paso con cuidado alrededor del tallo principal, justo debajo de la punta. Ahora doblo el tallo hacia un lado, despacio, hasta que la punta queda a la altura de las ramas bajas, y sujeto la brida al borde de la maceta. Fíjate en cómo responde el tallo al doblarlo: si se resiste, para y sigue mañana. Después abro las ramas laterales hacia fuera para que el centro quede despejado. Aquí tienes la misma planta una semana más tarde. Los brotes laterales han crecido hacia arriba y ahora tenemos seis puntas a la misma altura. Ajusta las ataduras cada dos o tres días y para cuando empiecen a formarse los cogollos.',
      },
    },
  }),
  defineVideo({
    key: 'watering-routine',
    provider: 'youtube',
    videoId: 'Zx7LpR4nWcE',
    poster: 'poster-watering',
    durationSeconds: 274,
    publishedAt: '2026-06-10T09:00:00Z',
    relatedProducts: ['prod-000010', 'prod-000063'],
    copy: {
      en: {
        title: 'Watering without drowning: the lift test',
        slug: 'watering-lift-test',
        description:
          'How heavy is a thirsty pot? We show the lift test, how much water to give and why a little run-off is a good sign.',
        posterAlt: 'Illustration of water drops falling onto a leaf',
        transcript:
          "Overwatering is the most common mistake we see, so let's look at a simple habit: the lift test. Right after watering, lift your pot and remember how heavy it feels. Two or three days later, lift it again. When it feels clearly lighter and the top few centimetres of soil are dry, it is time to water. Use room-temperature water and pour slowly over the whole surface until a little runs out of the bottom, about ten to twenty percent. Empty the saucer afterwards so the roots do not sit in water. Seedlings are different: give them only a small amount close to the stem. And if you feed, start with half the dose on the label. Your plants will tell you if they want more.",
      },
      de: {
        title: 'Gießen, ohne zu ertränken: der Hebetest',
        slug: 'giessen-hebetest',
        description:
          'Wie schwer ist ein durstiger Topf? Wir zeigen den Hebetest, wie viel Wasser die Pflanze braucht und warum etwas Ablaufwasser ein gutes Zeichen ist.',
        posterAlt: 'Illustration von Wassertropfen, die auf ein Blatt fallen',
        transcript:
          'Zu viel Wasser ist der häufigste Fehler, den wir sehen. Deshalb schauen wir uns heute eine einfache Gewohnheit an: den Hebetest. Direkt nach dem Gießen hebst du deinen Topf an und merkst dir, wie schwer er sich anfühlt. Zwei, drei Tage später hebst du ihn noch einmal. Ist er deutlich leichter und sind die oberen Zentimeter der Erde trocken, wird es Zeit zu gießen. Nimm zimmerwarmes Wasser und gieß langsam über die ganze Fläche, bis unten etwas herausläuft, etwa zehn bis zwanzig Prozent. Leere danach den Untersetzer, damit die Wurzeln nicht im Wasser stehen. Bei Sämlingen ist es anders: Sie bekommen nur eine kleine Menge direkt am Stängel. Und wenn du düngst, beginne mit der halben Dosis vom Etikett. Deine Pflanzen zeigen dir, ob sie mehr wollen.',
      },
      fr: {
        title: 'Arroser sans noyer : le test du poids',
        slug: 'arrosage-test-du-poids',
        description:
          "Combien pèse un pot assoiffé ? Nous montrons le test du poids, la quantité d'eau à apporter et pourquoi un léger écoulement est bon signe.",
        posterAlt: "Illustration de gouttes d'eau tombant sur une feuille",
        transcript:
          "L'excès d'arrosage est l'erreur la plus fréquente que nous rencontrons. Voyons donc une habitude toute simple : le test du poids. Juste après l'arrosage, soulevez votre pot et mémorisez son poids. Deux ou trois jours plus tard, soulevez-le de nouveau. S'il est nettement plus léger et que les premiers centimètres de terre sont secs, il est temps d'arroser. Utilisez de l'eau à température ambiante et versez lentement sur toute la surface, jusqu'à ce qu'un peu d'eau s'écoule par le fond, environ dix à vingt pour cent. Videz ensuite la soucoupe pour que les racines ne baignent pas. Pour les semis, c'est différent : une petite quantité près de la tige suffit. Et si vous fertilisez, commencez par la moitié de la dose indiquée. Vos plantes vous diront si elles en veulent davantage.",
      },
      es: {
        title: 'Regar sin ahogar: la prueba del peso',
        slug: 'riego-prueba-del-peso',
        description:
          '¿Cuánto pesa una maceta con sed? Te enseñamos la prueba del peso, cuánta agua dar y por qué un poco de drenaje es buena señal.',
        posterAlt: 'Ilustración de gotas de agua cayendo sobre una hoja',
        transcript:
          'El exceso de riego es el error más habitual que vemos, así que hoy te enseñamos un hábito muy sencillo: la prueba del peso. Justo después de regar, levanta la maceta y recuerda cuánto pesa. Dos o tres días después, vuelve a levantarla. Si pesa bastante menos y los primeros centímetros del sustrato están secos, toca regar. Usa agua a temperatura ambiente y viértela despacio por toda la superficie hasta que salga un poco por abajo, más o menos entre un diez y un veinte por ciento. Luego vacía el plato para que las raíces no se queden en agua. Con las plántulas es distinto: basta con un poco de agua junto al tallo. Y si abonas, empieza con la mitad de la dosis de la etiqueta. Tus plantas te dirán si quieren más.',
      },
    },
  }),
];
