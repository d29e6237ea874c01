/** Demo videos (en, de, fr, es). After the season: harvest, drying and curing, and keeping seeds for next year. */
import { defineVideo, type VideoInput } from '../authoring';

export const harvestVideos: readonly VideoInput[] = [
  defineVideo({
    key: 'harvest-day',
    provider: 'youtube',
    videoId: 'Hp9dC3xVw1s',
    poster: 'poster-harvest',
    durationSeconds: 385,
    publishedAt: '2026-09-02T09:00:00Z',
    relatedProducts: ['prod-000156', 'prod-000069', 'prod-000222'],
    copy: {
      en: {
        title: 'Harvest day: reading trichomes and trimming',
        slug: 'harvest-day-trichomes-trimming',
        description:
          'Is it time? We look at trichomes under a loupe, decide on the harvest window and show wet trimming on a real branch.',
        posterAlt: 'Illustration of glass jars filled with harvested flowers',
        transcript:
          "Harvest day starts with a closer look. With a jeweller's loupe, I check the trichomes on buds from the top and from the lower branches. Clear heads mean it is still too early. Here most of them are milky, with just a few turning amber, so for this plant the window is open. I cut the plant branch by branch and remove the large fan leaves straight away. Today we trim wet: the small sugar leaves come off with fine scissors while the branch is still fresh. Keep a bowl for the trim and clean your scissors with a little alcohol when they get sticky. Handle the buds by the stem, not the flowers, to protect the trichomes. Next, the branches go to the drying room. We cover that in our video on drying and curing.",
      },
      de: {
        title: 'Erntetag: Trichome lesen und schneiden',
        slug: 'erntetag-trichome-schneiden',
        description:
          'Ist es so weit? Wir betrachten die Trichome unter der Lupe, bestimmen das Erntefenster und zeigen den Nassschnitt an einem echten Zweig.',
        posterAlt: 'Illustration von Gläsern voller geernteter Blüten',
        transcript:
          'Der Erntetag beginnt mit einem genauen Blick. Mit einer Juwelierlupe prüfe ich die Trichome an Blüten von der Spitze und von den unteren Trieben. Klare Köpfchen bedeuten: noch zu früh. Hier sind die meisten milchig, nur wenige werden bernsteinfarben – für diese Pflanze ist das Fenster also offen. Ich schneide die Pflanze Zweig für Zweig und entferne sofort die großen Sonnenblätter. Heute schneiden wir nass: Die kleinen, harzigen Blätter kommen mit einer feinen Schere ab, solange der Zweig noch frisch ist. Stell dir eine Schale für den Verschnitt bereit und reinige die Schere mit etwas Alkohol, wenn sie klebt. Fass die Blüten am Stiel an, nicht an der Blüte selbst, um die Trichome zu schonen. Danach kommen die Zweige in den Trockenraum. Mehr dazu zeigen wir im Video über Trocknen und Reifen.',
      },
      fr: {
        title: 'Jour de récolte : lire les trichomes et manucurer',
        slug: 'jour-de-recolte-trichomes-manucure',
        description:
          'Est-ce le moment ? Nous observons les trichomes à la loupe, déterminons la fenêtre de récolte et montrons la manucure humide sur une vraie branche.',
        posterAlt: 'Illustration de bocaux remplis de fleurs récoltées',
        transcript:
          "Le jour de la récolte commence par un examen attentif. À la loupe de bijoutier, je regarde les trichomes de fleurs prises au sommet et sur les branches basses. Des têtes translucides, c'est encore trop tôt. Ici, la plupart sont laiteuses et quelques-unes seulement virent à l'ambre : pour cette plante, la fenêtre est ouverte. Je coupe la plante branche par branche et retire tout de suite les grandes feuilles. Aujourd'hui, manucure humide : les petites feuilles résineuses s'enlèvent aux ciseaux fins tant que la branche est fraîche. Prévoyez un bol pour les chutes et nettoyez vos ciseaux avec un peu d'alcool quand ils collent. Tenez les fleurs par la tige, pas par la fleur, pour protéger les trichomes. Ensuite, direction la pièce de séchage ; c'est le sujet de notre vidéo sur le séchage et l'affinage.",
      },
      es: {
        title: 'Día de cosecha: leer los tricomas y manicurar',
        slug: 'dia-de-cosecha-tricomas-manicura',
        description:
          '¿Ha llegado el momento? Observamos los tricomas con lupa, decidimos la ventana de cosecha y enseñamos la manicura en húmedo en una rama real.',
        posterAlt: 'Ilustración de botes de cristal llenos de cogollos cosechados',
        transcript:
          'El día de la cosecha empieza con una mirada atenta. Con una lupa de joyero reviso los tricomas de cogollos de la parte alta y de las ramas bajas. Si las cabezas están transparentes, todavía es pronto. Aquí la mayoría están lechosas y solo unas pocas se vuelven ámbar, así que para esta planta la ventana está abierta. Corto la planta rama a rama y quito enseguida las hojas grandes. Hoy manicuramos en húmedo: las hojitas resinosas se retiran con unas tijeras finas mientras la rama está fresca. Ten a mano un cuenco para los restos y limpia las tijeras con un poco de alcohol cuando se peguen. Sujeta los cogollos por el tallo, no por la flor, para proteger los tricomas. Después, las ramas van al cuarto de secado; lo vemos en nuestro vídeo sobre secado y curado.',
      },
    },
  }),
  defineVideo({
    key: 'drying-and-curing',
    provider: 'vimeo',
    videoId: '905118342',
    poster: 'poster-curing',
    durationSeconds: 451,
    publishedAt: '2026-09-23T09:00:00Z',
    relatedProducts: ['prod-000222', 'prod-000191'],
    copy: {
      en: {
        title: 'Drying and curing: slow is the secret',
        slug: 'drying-and-curing-slow',
        description:
          'Temperature, humidity and patience: we set up a small drying space, test when the buds are ready and show how to cure them in glass jars.',
        posterAlt: 'Illustration of glass jars on a shelf in dim light',
        transcript:
          'Good drying is mostly about patience. Our drying space is a dark cupboard with a small fan that moves the air without pointing at the branches. The target is around 18 to 20 degrees and 55 to 60 percent humidity. A cheap thermo-hygrometer tells us if we are on track. After about ten days, we test a small stem: if it snaps instead of bending, the buds are ready for the jars. We fill glass jars about three quarters full and add a small hygrometer. In the first week, we open each jar once or twice a day for a few minutes. If the humidity inside climbs above 65 percent, the buds go back out for a few hours. After two weeks, opening once a week is enough. Give it a month and notice how the aroma develops.',
      },
      de: {
        title: 'Trocknen und reifen lassen: Langsam ist das Geheimnis',
        slug: 'trocknen-und-reifen-langsam',
        description:
          'Temperatur, Luftfeuchtigkeit und Geduld: Wir richten einen kleinen Trockenplatz ein, prüfen, wann die Blüten so weit sind, und zeigen das Reifen im Glas.',
        posterAlt: 'Illustration von Gläsern auf einem Regal im Halbdunkel',
        transcript:
          'Beim Trocknen kommt es vor allem auf Geduld an. Unser Trockenplatz ist ein dunkler Schrank mit einem kleinen Ventilator, der die Luft bewegt, ohne direkt auf die Zweige zu blasen. Ziel sind etwa 18 bis 20 Grad und 55 bis 60 Prozent Luftfeuchtigkeit. Ein günstiges Thermo-Hygrometer zeigt uns, ob wir richtig liegen. Nach rund zehn Tagen testen wir einen dünnen Stiel: Bricht er, statt sich zu biegen, sind die Blüten bereit fürs Glas. Wir füllen Gläser etwa zu drei Vierteln und legen ein kleines Hygrometer hinein. In der ersten Woche öffnen wir jedes Glas ein- bis zweimal täglich für ein paar Minuten. Steigt die Feuchtigkeit im Glas über 65 Prozent, kommen die Blüten für einige Stunden wieder heraus. Nach zwei Wochen reicht einmal pro Woche. Gib dem Ganzen einen Monat und achte darauf, wie sich das Aroma entwickelt.',
      },
      fr: {
        title: 'Séchage et affinage : la lenteur, voilà le secret',
        slug: 'sechage-et-affinage-lentement',
        description:
          "Température, humidité et patience : nous aménageons un petit espace de séchage, vérifions quand les fleurs sont prêtes et montrons l'affinage en bocal.",
        posterAlt: 'Illustration de bocaux sur une étagère dans la pénombre',
        transcript:
          "Un bon séchage, c'est avant tout une question de patience. Notre espace de séchage est un placard sombre équipé d'un petit ventilateur qui brasse l'air sans viser les branches. L'objectif : environ 18 à 20 degrés et 55 à 60 pour cent d'humidité. Un thermo-hygromètre bon marché nous indique si nous sommes dans les clous. Au bout d'une dizaine de jours, nous testons une petite tige : si elle casse au lieu de plier, les fleurs sont prêtes pour les bocaux. Nous remplissons des bocaux en verre aux trois quarts et y glissons un petit hygromètre. La première semaine, nous ouvrons chaque bocal une ou deux fois par jour pendant quelques minutes. Si l'humidité dépasse 65 pour cent, les fleurs ressortent quelques heures. Après deux semaines, une ouverture hebdomadaire suffit. Laissez passer un mois et observez l'évolution de l'arôme.",
      },
      es: {
        title: 'Secado y curado: el secreto es ir despacio',
        slug: 'secado-y-curado-despacio',
        description:
          'Temperatura, humedad y paciencia: montamos un pequeño espacio de secado, comprobamos cuándo están listos los cogollos y enseñamos el curado en botes de cristal.',
        posterAlt: 'Ilustración de botes de cristal en una estantería en penumbra',
        transcript:
          'Un buen secado es, sobre todo, cuestión de paciencia. Nuestro espacio de secado es un armario oscuro con un pequeño ventilador que mueve el aire sin apuntar a las ramas. El objetivo son unos 18 a 20 grados y entre un 55 y un 60 por ciento de humedad. Un termohigrómetro barato nos dice si vamos bien. Pasados unos diez días, probamos un tallo fino: si se parte en lugar de doblarse, los cogollos están listos para los botes. Llenamos botes de cristal hasta tres cuartos y metemos un pequeño higrómetro. La primera semana abrimos cada bote una o dos veces al día durante unos minutos. Si la humedad dentro supera el 65 por ciento, los cogollos salen unas horas. Después de dos semanas basta con abrirlos una vez por semana. Dale un mes y fíjate en cómo evoluciona el aroma.',
      },
    },
  }),
  defineVideo({
    key: 'seed-storage',
    provider: 'youtube',
    videoId: 'mR6eK1uTz8g',
    poster: 'poster-seed-bank',
    durationSeconds: 198,
    publishedAt: '2026-11-10T09:00:00Z',
    relatedProducts: ['prod-000021', 'prod-000023'],
    copy: {
      en: {
        title: 'Storing seeds so they stay viable',
        slug: 'storing-seeds-viable',
        description:
          'Cool, dry, dark and steady: three minutes on how to store seeds for years, and the one mistake to avoid when you take them out again.',
        posterAlt: 'Illustration of seeds scattered across a dark background',
        transcript:
          'Seeds are alive, just resting. To keep them that way, you need four things: cool, dry, dark and steady. Put the original packs into an airtight glass jar, add a small sachet of silica gel to absorb moisture, and place the jar at the back of the fridge, where the temperature stays around four to eight degrees. Write the strain and the date on the lid. The one mistake to avoid: opening the cold jar in a warm room. Condensation forms on the seeds straight away. So when you want to sow, take the closed jar out a few hours earlier and let it reach room temperature before you open it. Stored like this, many seeds still germinate well after several years.',
      },
      de: {
        title: 'Samen lagern, damit sie keimfähig bleiben',
        slug: 'samen-lagern-keimfaehig',
        description:
          'Kühl, trocken, dunkel und beständig: drei Minuten darüber, wie Samen jahrelang halten – und welchen Fehler du beim Herausnehmen vermeiden solltest.',
        posterAlt: 'Illustration von Samen, verstreut auf dunklem Hintergrund',
        transcript:
          'Samen leben, sie ruhen nur. Damit das so bleibt, brauchst du vier Dinge: kühl, trocken, dunkel und beständig. Leg die Originalverpackungen in ein luftdichtes Glas, gib ein kleines Beutelchen Silicagel dazu, das Feuchtigkeit bindet, und stell das Glas nach hinten in den Kühlschrank, wo die Temperatur bei etwa vier bis acht Grad bleibt. Schreib Sorte und Datum auf den Deckel. Der eine Fehler, den du vermeiden solltest: das kalte Glas in einem warmen Raum zu öffnen. Dann bildet sich sofort Kondenswasser auf den Samen. Nimm das geschlossene Glas deshalb einige Stunden vor der Aussaat heraus und öffne es erst, wenn es Zimmertemperatur hat. So gelagert keimen viele Samen auch nach mehreren Jahren noch gut.',
      },
      fr: {
        title: 'Conserver ses graines pour qu’elles restent viables',
        slug: 'conserver-graines-viables',
        description:
          "Au frais, au sec, à l'abri de la lumière et sans à-coups : trois minutes pour conserver vos graines pendant des années, et l'erreur à éviter en les ressortant.",
        posterAlt: 'Illustration de graines éparpillées sur fond sombre',
        transcript:
          "Les graines sont vivantes, simplement au repos. Pour qu'elles le restent, il faut quatre choses : du frais, du sec, de l'obscurité et de la stabilité. Placez les paquets d'origine dans un bocal en verre hermétique, ajoutez un petit sac de gel de silice pour absorber l'humidité, et rangez le bocal au fond du réfrigérateur, où la température reste autour de quatre à huit degrés. Notez la variété et la date sur le couvercle. L'erreur à éviter : ouvrir le bocal froid dans une pièce chaude. De la condensation se forme aussitôt sur les graines. Quand vous voulez semer, sortez donc le bocal fermé quelques heures avant et laissez-le revenir à température ambiante avant de l'ouvrir. Conservées ainsi, beaucoup de graines germent encore bien après plusieurs années.",
      },
      es: {
        title: 'Cómo guardar las semillas para que sigan siendo viables',
        slug: 'guardar-semillas-viables',
        description:
          'Fresco, seco, oscuro y estable: tres minutos sobre cómo conservar semillas durante años y el error que debes evitar al sacarlas.',
        posterAlt: 'Ilustración de semillas esparcidas sobre fondo oscuro',
        transcript:
          'Las semillas están vivas, solo que en reposo. Para que sigan así necesitas cuatro cosas: fresco, seco, oscuro y estable. Mete los envases originales en un tarro de cristal hermético, añade un sobrecito de gel de sílice para absorber la humedad y coloca el tarro al fondo de la nevera, donde la temperatura se mantiene entre cuatro y ocho grados. Escribe la variedad y la fecha en la tapa. El error que debes evitar: abrir el tarro frío en una habitación cálida. Enseguida se forma condensación sobre las semillas. Así que, cuando quieras sembrar, saca el tarro cerrado unas horas antes y deja que alcance la temperatura ambiente antes de abrirlo. Guardadas así, muchas semillas siguen germinando bien al cabo de varios años.',
      },
    },
  }),
];
