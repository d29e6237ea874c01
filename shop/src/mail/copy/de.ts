/** German (de-DE): durchgehend „du“, wie im ganzen Shop. */
import type { MailCopy } from './mail-copy';

export const de: MailCopy = {
  greeting: (firstName) => (firstName ? `Hallo ${firstName},` : 'Hallo,'),
  linkHint: 'Falls der Button nicht funktioniert, kopiere diesen Link in deinen Browser:',
  colon: ':',
  signOff: 'Viele grüne Grüße',
  footer: 'Diese E-Mail wurde automatisch wegen einer Aktion in deinem seedshop-Konto verschickt.',
  unsubscribe: { hint: 'Du hast es dir anders überlegt?', action: 'Mit einem Klick abmelden' },
  order: {
    heading: 'Bestellung',
    line: (quantity, productName, packSize, seedBankName) =>
      `${quantity} × ${productName}, ${packSize} Samen (${seedBankName})`,
    gift: 'Geschenk',
    shippingMethods: { standard: 'Standardversand', tracked: 'Versand mit Sendungsverfolgung' },
    free: 'kostenlos',
    estimate: (min, max) => `${min}–${max} Werktage`,
    total: 'Gesamtsumme',
    includedVat: (rate) => `inkl. ${rate} MwSt.`,
    noVat: 'Bei Lieferungen außerhalb der EU fällt keine Mehrwertsteuer an.',
    payment: {
      headings: {
        'bank-transfer': 'Bitte bezahle per Überweisung',
        'cash-by-mail': 'Bitte bezahle bar per Wertbrief',
        crypto: 'Bitte bezahle mit Bitcoin',
        card: 'Zahlung per Karte',
      },
      accountHolder: 'Kontoinhaber',
      bank: 'Bank',
      iban: 'IBAN',
      bic: 'BIC',
      reference: 'Verwendungszweck',
      amount: 'Betrag',
      sendTo: 'Senden an',
      cashNote:
        'Lege das Bargeld mit einem Zettel mit dem Verwendungszweck in einen Umschlag und schicke ihn als Wertbrief, damit er unterwegs versichert ist.',
      btcAddress: 'Bitcoin-Adresse',
      btcAmount: 'Zu sendender Betrag',
      rate: 'Wechselkurs',
      cardNote: 'Schließe die Zahlung auf der Kartenzahlungsseite ab, auf die du nach der Bestellung geleitet wurdest.',
      payBy: (date) =>
        `Bitte bezahle bis zum ${date}. Bis dahin nicht bezahlte Bestellungen werden automatisch storniert, und die Samen gehen zurück ins Lager.`,
    },
    tracking: { carrier: 'Versanddienst', number: 'Sendungsnummer', link: 'Sendung verfolgen' },
  },
  kinds: {
    'confirm-email': {
      subject: 'Bitte bestätige deine E-Mail-Adresse',
      body: () => [
        'Schön, dass du ein Konto bei seedshop angelegt hast! Bitte bestätige noch deine E-Mail-Adresse, damit wir dich über deine Bestellungen auf dem Laufenden halten können.',
      ],
      action: 'E-Mail-Adresse bestätigen',
      after: [
        'Der Link ist nur für begrenzte Zeit gültig. Falls du dich nicht bei seedshop registriert hast, kannst du diese E-Mail einfach ignorieren – dann wird kein Konto aktiviert.',
      ],
    },
    'registration-attempt': {
      subject: 'Jemand wollte sich mit deiner E-Mail-Adresse registrieren',
      body: () => [
        'Gerade hat jemand versucht, mit dieser E-Mail-Adresse ein seedshop-Konto anzulegen. Für die Adresse gibt es bereits ein Konto, deshalb wurde nichts geändert: kein neues Konto, kein neues Passwort.',
        'Warst du das, melde dich einfach mit deinem Passwort an. Passwort vergessen? Über den Button unten wählst du ein neues.',
      ],
      action: 'Passwort zurücksetzen',
      after: [
        'Falls du deine Adresse noch nicht bestätigt hast, schicken wir dir bei der Anmeldung einen neuen Bestätigungslink. Warst du es nicht, kannst du diese E-Mail ignorieren: Dein Konto bleibt, wie es ist.',
      ],
    },
    'reset-password': {
      subject: 'Dein seedshop-Passwort zurücksetzen',
      body: () => [
        'Wir haben eine Anfrage erhalten, das Passwort für dein seedshop-Konto zurückzusetzen. Über den Button unten kannst du ein neues wählen.',
      ],
      action: 'Neues Passwort wählen',
      after: [
        'Der Link ist nur für begrenzte Zeit gültig und funktioniert nur einmal. Falls du kein neues Passwort angefordert hast, ignoriere diese E-Mail einfach – dein bisheriges Passwort bleibt bestehen.',
      ],
    },
    'confirm-email-change': {
      subject: 'Bestätige deine neue E-Mail-Adresse',
      body: ({ newEmail }) => [
        newEmail
          ? `Du möchtest ${newEmail} als neue E-Mail-Adresse für dein seedshop-Konto verwenden. Bitte bestätige die Änderung.`
          : 'Du möchtest die E-Mail-Adresse deines seedshop-Kontos ändern. Bitte bestätige, dass dies deine neue Adresse ist.',
      ],
      action: 'Neue Adresse bestätigen',
      after: [
        'Bis zu deiner Bestätigung verwenden wir weiterhin deine bisherige Adresse. Falls du diese Änderung nicht angefordert hast, ignoriere diese E-Mail einfach.',
      ],
    },
    'email-changed': {
      subject: 'Deine E-Mail-Adresse wurde geändert',
      body: ({ newEmail }) => [
        newEmail
          ? `Die E-Mail-Adresse deines seedshop-Kontos wurde soeben in ${newEmail} geändert. Ab jetzt schicken wir alle Nachrichten dorthin.`
          : 'Die E-Mail-Adresse deines seedshop-Kontos wurde soeben geändert.',
      ],
      action: 'Zu meinem Konto',
      after: [
        'Das warst nicht du? Dann melde dich bitte sofort bei unserem Kundenservice, damit wir dein Konto schützen können.',
      ],
    },
    'confirm-deletion': {
      subject: 'Bestätige die Löschung deines seedshop-Kontos',
      body: () => [
        'Du möchtest dein seedshop-Konto löschen. Bitte bestätige das über den Button unten. Nach deiner Bestätigung wird dein Konto geschlossen.',
      ],
      action: 'Konto löschen',
      after: [
        'Falls du das nicht warst, ignoriere diese E-Mail – dein Konto bleibt bestehen. Wir empfehlen dir außerdem, dein Passwort zu ändern.',
      ],
    },
    'confirm-restore': {
      subject: 'Dein seedshop-Konto wiederherstellen',
      body: () => [
        'Schön, dass du wieder da bist! Du möchtest dein seedshop-Konto wiederherstellen. Über den Button unten aktivierst du es wieder.',
      ],
      action: 'Konto wiederherstellen',
      after: [
        'Falls du das nicht angefordert hast, kannst du diese E-Mail ignorieren – dein Konto bleibt geschlossen.',
      ],
    },
    'password-changed': {
      subject: 'Dein seedshop-Passwort wurde geändert',
      body: () => [
        'Das Passwort für dein seedshop-Konto wurde soeben geändert. Wenn du das warst, musst du nichts weiter tun.',
      ],
      action: 'Zu meinem Konto',
      after: [
        'Das warst nicht du? Dann setze dein Passwort bitte sofort über „Passwort vergessen?“ auf der Anmeldeseite zurück und gib unserem Kundenservice Bescheid.',
      ],
    },
    'contact-message': {
      subject: 'Neue Nachricht über das Kontaktformular',
      body: ({ contact }) => [
        'Jemand hat seedshop über das Kontaktformular geschrieben.',
        ...(contact
          ? [
              [
                `Name: ${contact.name}`,
                `E-Mail: ${contact.email}`,
                `Telefon: ${contact.phone ?? 'nicht angegeben'}`,
                `Sprache: ${contact.language}`,
              ].join('\n'),
            ]
          : []),
        'Die Nachricht:',
      ],
      action: 'Nachricht öffnen',
      after: ['Wenn du auf diese E-Mail antwortest, geht die Antwort direkt an den Absender.'],
      footer: 'Automatisch verschickt vom Kontaktformular des seedshop-Shops.',
    },
    'contact-received': {
      subject: 'Deine Nachricht ist bei uns angekommen',
      body: () => [
        'Danke, dass du dich bei seedshop meldest! Deine Nachricht ist bei uns angekommen. Wir antworten dir so schnell wie möglich, meist innerhalb von zwei Werktagen.',
      ],
      action: 'Zu seedshop',
      after: [
        'Du musst nichts weiter tun. Falls du uns nicht geschrieben hast, kannst du diese E-Mail einfach ignorieren.',
      ],
      footer: 'Du erhältst diese E-Mail, weil diese Adresse im Kontaktformular von seedshop angegeben wurde.',
    },
    'confirm-newsletter': {
      subject: 'Bitte bestätige deine Newsletter-Anmeldung',
      body: () => [
        'Schön, dass du dich für den seedshop-Newsletter angemeldet hast! Bitte bestätige noch, dass du ihn erhalten möchtest – erst dann nehmen wir deine Adresse in den Verteiler auf.',
      ],
      action: 'Anmeldung bestätigen',
      after: [
        'Der Link gilt 24 Stunden und funktioniert nur einmal. Falls du dich nicht angemeldet hast, ignoriere diese E-Mail einfach – dann bekommst du von uns keinen Newsletter.',
      ],
      footer: 'Du erhältst diese E-Mail, weil diese Adresse für den seedshop-Newsletter angegeben wurde.',
    },
    'newsletter-welcome': {
      subject: 'Willkommen beim seedshop-Newsletter',
      body: () => [
        'Deine Anmeldung ist bestätigt – schön, dass du dabei bist! Ab jetzt bringt dir der seedshop-Newsletter neue Sorten, Angebote und Anbautipps, höchstens zweimal im Monat.',
      ],
      action: 'Zum Shop',
      after: ['Du kannst dich jederzeit abmelden: über den Link unten oder den am Ende jedes Newsletters.'],
      footer: 'Du erhältst diese E-Mail, weil du deine Anmeldung zum seedshop-Newsletter bestätigt hast.',
    },
    'order-confirmation': {
      subject: ({ order }) => `Deine seedshop-Bestellung ${order?.number ?? ''}`,
      body: ({ order }) => [
        `Danke für deine Bestellung! Wir haben sie unter der Nummer ${order?.number ?? ''} erhalten.`,
        'Sobald deine Zahlung eingegangen ist, packen wir deine Samen und verschicken sie in neutraler Verpackung: ein schlichter Umschlag oder Karton ohne Shopnamen oder Logo auf der Außenseite.',
      ],
      action: 'Bestellung ansehen',
      after: ['Fragen zu deiner Bestellung? Schreib uns über das Kontaktformular und nenne deine Bestellnummer.'],
      footer: 'Du erhältst diese E-Mail, weil mit dieser Adresse bei seedshop bestellt wurde.',
    },
    'order-payment-received': {
      subject: ({ order }) => `Zahlung für Bestellung ${order?.number ?? ''} erhalten`,
      body: ({ order }) => [
        `Gute Nachricht: Deine Zahlung über ${order?.total ?? ''} für die Bestellung ${order?.number ?? ''} ist eingegangen. Wir packen jetzt deine Samen und melden uns, sobald das Paket unterwegs ist.`,
      ],
      action: 'Zur Rechnung',
      after: ['Die Rechnung kannst du jederzeit bei deiner Bestellung erneut herunterladen.'],
      footer: 'Du erhältst diese E-Mail, weil mit dieser Adresse bei seedshop bestellt wurde.',
    },
    'order-shipped': {
      subject: ({ order }) => `Deine Bestellung ${order?.number ?? ''} ist unterwegs`,
      body: ({ order }) => [
        `Deine Bestellung ${order?.number ?? ''} hat unser Lager verlassen. Wie immer reist sie in neutraler Verpackung: ein schlichter Umschlag oder Karton ohne unseren Namen oder unser Logo auf der Außenseite.`,
      ],
      action: 'Bestellung ansehen',
      after: ['Es kann ein paar Stunden dauern, bis der Versanddienst die erste Sendungsinformation anzeigt.'],
      footer: 'Du erhältst diese E-Mail, weil mit dieser Adresse bei seedshop bestellt wurde.',
    },
    'order-cancelled': {
      subject: ({ order }) => `Deine Bestellung ${order?.number ?? ''} wurde storniert`,
      body: ({ order }) => [
        order?.cancelReason === 'unpaid'
          ? `Deine Zahlung für die Bestellung ${order.number} ist nicht rechtzeitig bei uns eingegangen. Deshalb haben wir die Bestellung storniert und die für dich zurückgelegten Samen wieder freigegeben.`
          : `Wir haben deine Bestellung ${order?.number ?? ''} storniert.`,
        'Falls du schon bezahlt hast, erstatten wir dir den vollen Betrag. Möchtest du die Samen trotzdem haben, kannst du jederzeit neu bestellen.',
      ],
      action: 'Bestellung ansehen',
      after: ['Fragen? Schreib uns über das Kontaktformular und nenne deine Bestellnummer.'],
      footer: 'Du erhältst diese E-Mail, weil mit dieser Adresse bei seedshop bestellt wurde.',
    },
    'order-payment-reminder': {
      subject: ({ order }) => `Erinnerung: Bestellung ${order?.number ?? ''} wartet auf deine Zahlung`,
      body: ({ order }) => [
        `Deine Bestellung ${order?.number ?? ''} wartet noch auf deine Zahlung über ${order?.total ?? ''}. Bitte bezahle bis zum ${order?.payBy ?? ''} – danach wird die Bestellung automatisch storniert, und die Samen gehen zurück ins Lager.`,
        'Schon bezahlt? Danke! Dann haben sich unsere Nachrichten wohl überschnitten, und du kannst diese Erinnerung ignorieren.',
      ],
      action: 'Bestellung ansehen',
      after: [],
      footer: 'Du erhältst diese E-Mail, weil mit dieser Adresse bei seedshop bestellt wurde.',
    },
    'confirm-product-subscription': {
      subject: 'Bitte bestätige deinen Produktalarm',
      body: ({ product }) => [
        product?.packSize === null || product?.packSize === undefined
          ? `Du möchtest eine E-Mail bekommen, wenn der Preis von ${product?.name ?? ''} sinkt.`
          : `Du möchtest eine E-Mail bekommen, wenn ${product.name}, Packung mit ${product.packSize} Samen, wieder vorrätig ist.`,
        'Bitte bestätige deine E-Mail-Adresse, damit der Alarm starten kann.',
      ],
      action: 'Alarm bestätigen',
      after: [
        'Der Link ist 24 Stunden gültig. Wenn du diesen Alarm nicht angefordert hast, ignoriere diese E-Mail einfach: Du bekommst dann nichts von uns.',
      ],
      footer: 'Du erhältst diese E-Mail, weil mit dieser Adresse bei seedshop ein Produktalarm angefordert wurde.',
    },
    'back-in-stock': {
      subject: ({ product }) => `Wieder vorrätig: ${product?.name ?? ''}`,
      body: ({ product }) => [
        `Gute Nachricht: ${product?.name ?? ''}, Packung mit ${product?.packSize ?? ''} Samen, ist wieder vorrätig.`,
        'Nachgelieferte Packungen sind oft schnell wieder weg – warte also nicht zu lange.',
      ],
      action: 'Zur Packung',
      after: [],
      footer:
        'Du erhältst diese E-Mail, weil du benachrichtigt werden wolltest, sobald diese Packung wieder vorrätig ist. Der Alarm ist damit erledigt und endet hier.',
    },
    'price-drop': {
      subject: ({ product }) => `Preis gesenkt: ${product?.name ?? ''}`,
      body: ({ product }) => [
        `Der Preis von ${product?.name ?? ''} ist gesunken: Packungen gibt es jetzt ab ${product?.price ?? ''}.`,
      ],
      action: 'Zum Produkt',
      after: ['Aktionspreise können sich wieder ändern – warte also nicht zu lange.'],
      footer:
        'Du erhältst diese E-Mail, weil du benachrichtigt werden wolltest, sobald der Preis dieses Produkts sinkt. Der Alarm ist damit erledigt und endet hier.',
    },
    'review-published': {
      subject: 'Deine Bewertung ist online',
      body: ({ product }) => [
        `Deine Bewertung von ${product?.name ?? ''} wurde veröffentlicht. Danke, dass du deine Erfahrung mit anderen Growern teilst!`,
      ],
      action: 'Zu deiner Bewertung',
      after: [],
      footer:
        'Du erhältst diese E-Mail, weil in deinem seedshop-Konto Produktbenachrichtigungen eingeschaltet sind. Du kannst sie in deinen Kontoeinstellungen ausschalten.',
    },
  },
};
