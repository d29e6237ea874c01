/**
 * Every text the shop API itself sends (error messages, field errors, acknowledgements), in the
 * four languages. Mail texts live in `mail/templates.ts`. A missing key is a type error.
 */
import { localeTag, type Locale } from '@seedshop/locales';
import type { TaxIdKind } from '../ports';
import type { OrderStatus } from '../contract/checkout';

export interface ApiMessages {
  // Request-level errors
  readonly badRequest: string;
  readonly malformedJson: string;
  readonly unsupportedMediaType: string;
  readonly payloadTooLarge: string;
  readonly notFound: string;
  readonly methodNotAllowed: string;
  readonly validationFailed: string;
  readonly tooManyRequests: string;
  readonly internalError: string;
  readonly serviceUnavailable: string;
  // Authentication and accounts
  readonly unauthorized: string;
  readonly sessionExpired: string;
  readonly invalidCredentials: string;
  readonly emailNotConfirmed: string;
  readonly accountDeleted: string;
  readonly invalidActionToken: string;
  /** A mail link whose token is malformed or unknown. */
  readonly linkInvalid: string;
  /** A mail link past its lifetime, or replaced by a newer link. */
  readonly linkExpired: string;
  /** A mail link that did its work already. */
  readonly linkUsed: string;
  readonly emailTaken: string;
  readonly addressLimit: (max: number) => string;
  // Acknowledgements
  readonly registered: string;
  readonly passwordResetSent: string;
  readonly emailChangeSent: string;
  readonly deletionSent: string;
  readonly restoreSent: string;
  readonly contactSent: string;
  readonly newsletterSignupSent: string;
  readonly newsletterConfirmed: string;
  readonly newsletterUnsubscribed: string;
  /** An unsubscribe link that is unknown or used already (404). */
  readonly unsubscribeLinkInvalid: string;
  // Field errors
  readonly required: string;
  readonly invalid: string;
  readonly expectedText: string;
  readonly expectedBoolean: string;
  readonly expectedNumber: string;
  readonly expectedObject: string;
  readonly tooShort: (min: number) => string;
  readonly tooLong: (max: number) => string;
  readonly numberTooSmall: (min: number) => string;
  readonly numberTooBig: (max: number) => string;
  readonly email: string;
  readonly choice: (values: string) => string;
  readonly controlCharacters: string;
  readonly wrongFormat: string;
  readonly phoneFormat: string;
  readonly instagramFormat: string;
  readonly countryFormat: string;
  readonly passwordsDoNotMatch: string;
  readonly passwordTooShort: (min: number) => string;
  readonly passwordTooLong: (max: number) => string;
  readonly passwordTooCommon: string;
  readonly passwordContainsEmail: string;
  readonly wrongPassword: string;
  readonly sameEmail: string;
  readonly captchaFailed: string;
  /** Login of an account that many failed attempts hit: the right password needs a solved captcha too. */
  readonly captchaRequired: string;
  readonly taxIdFormat: (label: string) => string;
  readonly taxIdChecksum: (label: string) => string;
  readonly taxIdLabels: Readonly<Record<TaxIdKind, string>>;
  readonly houseNumberRequired: string;
  readonly houseNumberNotAllowed: string;
  // Reviews
  readonly reviewReceived: string;
  readonly reviewDuplicate: string;
  readonly reviewOwnVote: string;
  // Cart
  readonly cartQuantityRange: (max: number) => string;
  readonly cartVariantUnknown: string;
  readonly cartVariantSoldOut: string;
  readonly cartLineLimit: (max: number) => string;
  readonly cartLineUnknown: string;
  /** Notice: a quantity was lowered to the per-line limit. */
  readonly cartQuantityCapped: (max: number) => string;
  /** Notice: a quantity was lowered to what is in stock. */
  readonly cartQuantityLowered: (stock: number) => string;
  /** Notice: the guest cart merged into the customer's. */
  readonly cartMerged: string;
  /** Notice: lines of a merged guest cart past the line limit were left out. */
  readonly cartLinesDropped: (count: number) => string;
  readonly couponUnknown: string;
  readonly couponInactive: string;
  readonly couponUsedUp: string;
  readonly shippingCountryUnavailable: string;
  // --- checkout (begin) ---
  readonly postalCodeInvalid: string;
  readonly addressCountryUnavailable: string;
  /** A destination the shop refuses, named in the caller's language. */
  readonly deliveryRefused: (country: string) => string;
  readonly checkoutCartEmpty: string;
  readonly orderChanged: string;
  readonly orderSoldOut: string;
  readonly orderCouponUsedUp: string;
  readonly idempotencyKeyInvalid: string;
  readonly idempotencyKeyReused: string;
  readonly ageConfirmationRequired: string;
  readonly adultConfirmationRequired: string;
  readonly termsRequired: string;
  readonly savedAddressUnknown: string;
  readonly addressEitherOr: string;
  readonly shippingAddressRequired: string;
  readonly paymentMethodUnavailable: string;
  /** Review notices about a line, with the product's name. */
  readonly checkoutPriceChanged: (product: string) => string;
  readonly checkoutLineSoldOut: (product: string) => string;
  readonly checkoutQuantityLowered: (product: string) => string;
  // --- checkout (end) ---
  // --- orders (begin) ---
  /** Order statuses as a staff or customer message names them. */
  readonly orderStatusNames: Readonly<Record<OrderStatus, string>>;
  /** A staff action the order's status does not allow (409). */
  readonly orderTransitionRefused: (status: string) => string;
  /** Order again: a line that could not go back into the cart. */
  readonly reorderLineSkipped: (product: string) => string;
  // --- orders (end) ---
  // --- subscriptions (begin) ---
  readonly alertUnknownPack: string;
  /** "Notify me" on a pack that is in stock. */
  readonly alertPackInStock: string;
  readonly alertUnknownProduct: string;
  /** A guest's alert without an address. */
  readonly alertEmailRequired: string;
  readonly alertLimit: (max: number) => string;
  /** A guest's request: the same answer whatever the address. */
  readonly alertRequested: string;
  readonly alertActive: string;
  readonly alertConfirmed: string;
  readonly alertsUnsubscribed: string;
  // --- subscriptions (end) ---
  // --- comparison (begin) ---
  /** A product past the comparison's limit. */
  readonly comparisonFull: (max: number) => string;
  /** Saving a comparison that holds no product. */
  readonly comparisonEmpty: string;
  readonly comparisonListNameTaken: string;
  readonly comparisonListLimit: (max: number) => string;
  // --- comparison (end) ---
  // --- favourites (begin) ---
  /** A favourite past the favourites' limit. */
  readonly favouritesFull: (max: number) => string;
  /** A favourite of a product the catalogue does not have. */
  readonly favouriteProductUnknown: string;
  // --- favourites (end) ---
  // --- my-reviews (begin) ---
  readonly myReviewUpdated: string;
  readonly myReviewUnchanged: string;
  // --- my-reviews (end) ---
}

/** The singular or plural form of a message by the language's plural rules; `#` is the number. */
function plural(locale: Locale, count: number, forms: { readonly one: string; readonly other: string }): string {
  const tag = localeTag(locale);
  const form = new Intl.PluralRules(tag).select(count) === 'one' ? forms.one : forms.other;
  return form.replace('#', new Intl.NumberFormat(tag).format(count));
}

const en: ApiMessages = {
  badRequest: 'The request could not be understood.',
  malformedJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Please send the request body as JSON (Content-Type: application/json).',
  payloadTooLarge: 'The request body is too large.',
  notFound: 'Not found.',
  methodNotAllowed: 'This method is not allowed for this address.',
  validationFailed: 'Please check the marked fields.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  internalError: 'Something went wrong on our side. Please try again later.',
  serviceUnavailable: 'The shop is briefly unavailable. Please try again in a few seconds.',
  unauthorized: 'Please sign in.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  invalidCredentials: 'The e-mail address or the password is wrong.',
  emailNotConfirmed: 'Please confirm your e-mail address first. We have sent you a new link.',
  accountDeleted: 'This account has been deleted. You can restore it within 30 days of the deletion.',
  invalidActionToken: 'This link is invalid or has expired. Please request a new one.',
  linkInvalid: 'This link is not valid. Open it again from the e-mail, or request a new one.',
  linkExpired: 'This link has expired or a newer one has replaced it. Please request a new one.',
  linkUsed: 'This link has already been used.',
  emailTaken: 'This e-mail address is already in use.',
  addressLimit: (max) => `You can save at most ${max} addresses.`,
  registered: 'Thank you! Please check your inbox and confirm your e-mail address.',
  passwordResetSent: 'If an account exists for this address, we have sent a link to reset the password.',
  emailChangeSent: 'We have sent a confirmation link to the new address.',
  deletionSent: 'We have sent you a link to confirm the deletion of your account.',
  restoreSent: 'If a deleted account exists for this address, we have sent a link to restore it.',
  contactSent: 'Thank you! Your message has been sent, and a confirmation is on its way to your inbox.',
  newsletterSignupSent: 'Please check your inbox: we have sent you a link to confirm your newsletter subscription.',
  newsletterConfirmed: 'Thank you! Your newsletter subscription is confirmed.',
  newsletterUnsubscribed: 'You have been unsubscribed. You will not receive the seedshop newsletter any more.',
  unsubscribeLinkInvalid: 'This unsubscribe link is invalid or has already been used.',
  required: 'This field is required.',
  invalid: 'This value is not valid.',
  expectedText: 'Please enter text.',
  expectedBoolean: 'Please choose yes or no.',
  expectedNumber: 'Please enter a number.',
  expectedObject: 'The request body must be a JSON object.',
  tooShort: (min) => `Please enter at least ${min} characters.`,
  tooLong: (max) => `Please enter at most ${max} characters.`,
  numberTooSmall: (min) => `Please enter a number of at least ${min}.`,
  numberTooBig: (max) => `Please enter a number of at most ${max}.`,
  email: 'Please enter a valid e-mail address.',
  choice: (values) => `Please choose one of: ${values}.`,
  controlCharacters: 'This text contains characters that are not allowed.',
  wrongFormat: 'This value has the wrong format.',
  phoneFormat: 'Please enter a valid phone number.',
  instagramFormat: 'Please enter a valid Instagram name.',
  countryFormat: 'Please choose a country.',
  passwordsDoNotMatch: 'The passwords do not match.',
  passwordTooShort: (min) => `The password must have at least ${min} characters.`,
  passwordTooLong: (max) => `The password must have at most ${max} characters.`,
  passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
  passwordContainsEmail: 'The password must not contain your e-mail address.',
  wrongPassword: 'The password is wrong.',
  sameEmail: 'This is already your e-mail address.',
  captchaFailed: 'The security check failed. Please try again.',
  captchaRequired: 'Please complete the security check to sign in.',
  taxIdFormat: (label) => `This ${label} has the wrong format.`,
  taxIdChecksum: (label) => `This ${label} is not valid. Please check for typos.`,
  taxIdLabels: { 'dni-nie': 'ID/DNI/NIE', cpf: 'CPF', cuit: 'CUIT', generic: 'tax ID' },
  houseNumberRequired: 'Please enter a house number or tick “This address has no house number”.',
  houseNumberNotAllowed: 'Leave the house number empty when the address has none.',
  reviewReceived: 'Thanks — your review will appear once it has been checked.',
  reviewDuplicate: 'You have already reviewed this strain.',
  reviewOwnVote: 'You cannot vote on your own review.',
  cartQuantityRange: (max) => `Please choose a quantity from 1 to ${max}.`,
  cartVariantUnknown: 'This product is not available.',
  cartVariantSoldOut: 'This pack size is sold out.',
  cartLineLimit: (max) => `Your cart can hold at most ${max} different items.`,
  cartLineUnknown: 'This item is no longer in your cart.',
  cartQuantityCapped: (max) => `You can order at most ${max} packs of one item: we have adjusted the quantity.`,
  cartQuantityLowered: (stock) => `Only ${stock} in stock: we have lowered the quantity.`,
  cartMerged: 'The items from your earlier visit are now in your cart.',
  cartLinesDropped: (count) =>
    plural('en', count, {
      one: 'Your cart is full: # item from your earlier visit could not be added.',
      other: 'Your cart is full: # items from your earlier visit could not be added.',
    }),
  couponUnknown: 'This coupon code does not exist.',
  couponInactive: 'This coupon code is not valid at the moment.',
  couponUsedUp: 'This coupon code has been used up.',
  shippingCountryUnavailable: 'Sorry, we do not ship to this country.',
  // --- checkout (begin) ---
  postalCodeInvalid: 'This postal code is not valid for the chosen country.',
  addressCountryUnavailable: 'We cannot accept addresses in this country.',
  deliveryRefused: (country) => `We do not deliver to ${country}: importing cannabis seeds is against the law there.`,
  checkoutCartEmpty: 'Your cart is empty: add something before you order.',
  orderChanged: 'Prices or quantities have changed since you checked your order. Please review it again.',
  orderSoldOut: 'Something in your order has sold out in the meantime. Please review it again.',
  orderCouponUsedUp: 'Your coupon code was used up just before your order. Please review it again.',
  idempotencyKeyInvalid: 'Every order needs an Idempotency-Key header holding a UUID.',
  idempotencyKeyReused: 'This Idempotency-Key already belongs to a different order.',
  ageConfirmationRequired: 'Please confirm that you are of legal age.',
  adultConfirmationRequired: 'Please confirm that you are 18 or older.',
  termsRequired: 'Please accept the terms and conditions.',
  savedAddressUnknown: 'This address is not in your address book.',
  addressEitherOr: 'Enter an address or choose a saved one, not both.',
  shippingAddressRequired: 'Please enter a shipping address.',
  paymentMethodUnavailable: 'This payment method is not available.',
  checkoutPriceChanged: (product) => `The price of ${product} has changed since you added it.`,
  checkoutLineSoldOut: (product) => `${product} is sold out and will not be part of your order.`,
  checkoutQuantityLowered: (product) =>
    `Fewer packs of ${product} are in stock than you chose: the quantity has been lowered.`,
  // --- checkout (end) ---
  // --- orders (begin) ---
  orderStatusNames: {
    'awaiting-payment': 'awaiting payment',
    paid: 'paid',
    shipped: 'shipped',
    delivered: 'delivered',
    cancelled: 'cancelled',
  },
  orderTransitionRefused: (status) => `This change is not possible for an order with the status “${status}”.`,
  reorderLineSkipped: (product) => `${product} is sold out or no longer available and was not added to your cart.`,
  // --- orders (end) ---
  // --- subscriptions (begin) ---
  alertUnknownPack: 'This pack size does not exist.',
  alertPackInStock: 'This pack size is in stock: you can order it right away.',
  alertUnknownProduct: 'This product does not exist.',
  alertEmailRequired: 'Please enter your e-mail address, so we can let you know.',
  alertLimit: (max) => `You can have at most ${max} open product alerts. Cancel one under Product subscriptions first.`,
  alertRequested: 'Almost done: please confirm your alert with the link we have emailed you.',
  alertActive: 'Done! We will email you.',
  alertConfirmed: 'Your alert is confirmed. We will email you.',
  alertsUnsubscribed: 'You will not get any more product alerts at this address.',
  // --- subscriptions (end) ---
  // --- comparison (begin) ---
  comparisonFull: (max) => `You can compare up to ${max} products. Remove one to add another.`,
  comparisonEmpty: 'Add products to the comparison before you save it.',
  comparisonListNameTaken: 'You already have a comparison list with this name.',
  comparisonListLimit: (max) => `You can keep up to ${max} comparison lists. Delete one to save another.`,
  // --- comparison (end) ---
  // --- favourites (begin) ---
  favouritesFull: (max) => `You can keep at most ${max} favourites. Remove one to add another.`,
  favouriteProductUnknown: 'This product does not exist (any more).',
  // --- favourites (end) ---
  // --- my-reviews (begin) ---
  myReviewUpdated: 'Your review was saved. It will be shown again once we have checked it.',
  myReviewUnchanged: 'Nothing changed in your review.',
  // --- my-reviews (end) ---
};

const de: ApiMessages = {
  badRequest: 'Die Anfrage konnte nicht verstanden werden.',
  malformedJson: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  unsupportedMediaType: 'Bitte sende den Inhalt der Anfrage als JSON (Content-Type: application/json).',
  payloadTooLarge: 'Der Inhalt der Anfrage ist zu groß.',
  notFound: 'Nicht gefunden.',
  methodNotAllowed: 'Diese Methode ist für diese Adresse nicht erlaubt.',
  validationFailed: 'Bitte prüfe die markierten Felder.',
  tooManyRequests: 'Zu viele Versuche. Bitte warte einen Moment und versuche es erneut.',
  internalError: 'Bei uns ist etwas schiefgelaufen. Bitte versuche es später erneut.',
  serviceUnavailable: 'Der Shop ist kurz nicht erreichbar. Bitte versuche es in ein paar Sekunden erneut.',
  unauthorized: 'Bitte melde dich an.',
  sessionExpired: 'Deine Sitzung ist beendet. Bitte melde dich erneut an.',
  invalidCredentials: 'Die E-Mail-Adresse oder das Passwort ist falsch.',
  emailNotConfirmed: 'Bitte bestätige zuerst deine E-Mail-Adresse. Wir haben dir einen neuen Link geschickt.',
  accountDeleted:
    'Dieses Konto wurde gelöscht. Du kannst es innerhalb von 30 Tagen nach der Löschung wiederherstellen.',
  invalidActionToken: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
  linkInvalid: 'Dieser Link ist ungültig. Öffne ihn noch einmal aus der E-Mail oder fordere einen neuen an.',
  linkExpired: 'Dieser Link ist abgelaufen oder wurde durch einen neueren ersetzt. Bitte fordere einen neuen an.',
  linkUsed: 'Dieser Link wurde bereits verwendet.',
  emailTaken: 'Diese E-Mail-Adresse wird bereits verwendet.',
  addressLimit: (max) => `Du kannst höchstens ${max} Adressen speichern.`,
  registered: 'Vielen Dank! Bitte sieh in dein Postfach und bestätige deine E-Mail-Adresse.',
  passwordResetSent:
    'Falls es ein Konto mit dieser Adresse gibt, haben wir einen Link zum Zurücksetzen des Passworts geschickt.',
  emailChangeSent: 'Wir haben einen Bestätigungslink an die neue Adresse geschickt.',
  deletionSent: 'Wir haben dir einen Link geschickt, mit dem du die Löschung deines Kontos bestätigst.',
  restoreSent:
    'Falls es ein gelöschtes Konto mit dieser Adresse gibt, haben wir einen Link zur Wiederherstellung geschickt.',
  contactSent: 'Danke! Deine Nachricht wurde verschickt, eine Bestätigung ist unterwegs in dein Postfach.',
  newsletterSignupSent:
    'Bitte schau in dein Postfach: Wir haben dir einen Link zur Bestätigung deiner Newsletter-Anmeldung geschickt.',
  newsletterConfirmed: 'Danke! Deine Newsletter-Anmeldung ist bestätigt.',
  newsletterUnsubscribed: 'Du bist abgemeldet und bekommst den seedshop-Newsletter nicht mehr.',
  unsubscribeLinkInvalid: 'Dieser Abmeldelink ist ungültig oder wurde bereits verwendet.',
  required: 'Dieses Feld ist erforderlich.',
  invalid: 'Dieser Wert ist ungültig.',
  expectedText: 'Bitte gib einen Text ein.',
  expectedBoolean: 'Bitte wähle Ja oder Nein.',
  expectedNumber: 'Bitte gib eine Zahl ein.',
  expectedObject: 'Der Inhalt der Anfrage muss ein JSON-Objekt sein.',
  tooShort: (min) => `Bitte gib mindestens ${min} Zeichen ein.`,
  tooLong: (max) => `Bitte gib höchstens ${max} Zeichen ein.`,
  numberTooSmall: (min) => `Bitte gib eine Zahl von mindestens ${min} ein.`,
  numberTooBig: (max) => `Bitte gib eine Zahl von höchstens ${max} ein.`,
  email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  choice: (values) => `Bitte wähle einen dieser Werte: ${values}.`,
  controlCharacters: 'Dieser Text enthält unzulässige Zeichen.',
  wrongFormat: 'Dieser Wert hat das falsche Format.',
  phoneFormat: 'Bitte gib eine gültige Telefonnummer ein.',
  instagramFormat: 'Bitte gib einen gültigen Instagram-Namen ein.',
  countryFormat: 'Bitte wähle ein Land.',
  passwordsDoNotMatch: 'Die Passwörter stimmen nicht überein.',
  passwordTooShort: (min) => `Das Passwort muss mindestens ${min} Zeichen haben.`,
  passwordTooLong: (max) => `Das Passwort darf höchstens ${max} Zeichen haben.`,
  passwordTooCommon: 'Dieses Passwort ist zu verbreitet. Bitte wähle ein schwerer zu erratendes.',
  passwordContainsEmail: 'Das Passwort darf deine E-Mail-Adresse nicht enthalten.',
  wrongPassword: 'Das Passwort ist falsch.',
  sameEmail: 'Das ist bereits deine E-Mail-Adresse.',
  captchaFailed: 'Die Sicherheitsprüfung ist fehlgeschlagen. Bitte versuche es erneut.',
  captchaRequired: 'Bitte schließe die Sicherheitsprüfung ab, um dich anzumelden.',
  taxIdFormat: (label) => `Diese ${label} hat das falsche Format.`,
  taxIdChecksum: (label) => `Diese ${label} ist ungültig. Bitte prüfe sie auf Tippfehler.`,
  taxIdLabels: { 'dni-nie': 'ID/DNI/NIE', cpf: 'CPF', cuit: 'CUIT', generic: 'Steuernummer' },
  houseNumberRequired: 'Bitte gib eine Hausnummer ein oder kreuze „Diese Adresse hat keine Hausnummer“ an.',
  houseNumberNotAllowed: 'Lass die Hausnummer leer, wenn die Adresse keine hat.',
  reviewReceived: 'Danke – deine Bewertung erscheint, sobald wir sie geprüft haben.',
  reviewDuplicate: 'Du hast diese Sorte bereits bewertet.',
  reviewOwnVote: 'Du kannst nicht über deine eigene Bewertung abstimmen.',
  cartQuantityRange: (max) => `Bitte wähle eine Menge von 1 bis ${max}.`,
  cartVariantUnknown: 'Dieses Produkt ist nicht verfügbar.',
  cartVariantSoldOut: 'Diese Packungsgröße ist ausverkauft.',
  cartLineLimit: (max) => `Dein Warenkorb kann höchstens ${max} verschiedene Artikel enthalten.`,
  cartLineUnknown: 'Dieser Artikel ist nicht mehr in deinem Warenkorb.',
  cartQuantityCapped: (max) =>
    `Du kannst höchstens ${max} Packungen eines Artikels bestellen: Wir haben die Menge angepasst.`,
  cartQuantityLowered: (stock) => `Nur noch ${stock} auf Lager: Wir haben die Menge angepasst.`,
  cartMerged: 'Die Artikel deines letzten Besuchs liegen jetzt in deinem Warenkorb.',
  cartLinesDropped: (count) =>
    plural('de', count, {
      one: 'Dein Warenkorb ist voll: # Artikel deines letzten Besuchs konnte nicht hinzugefügt werden.',
      other: 'Dein Warenkorb ist voll: # Artikel deines letzten Besuchs konnten nicht hinzugefügt werden.',
    }),
  couponUnknown: 'Diesen Gutscheincode gibt es nicht.',
  couponInactive: 'Dieser Gutscheincode ist derzeit nicht gültig.',
  couponUsedUp: 'Dieser Gutscheincode ist aufgebraucht.',
  shippingCountryUnavailable: 'In dieses Land liefern wir leider nicht.',
  // --- checkout (begin) ---
  postalCodeInvalid: 'Diese Postleitzahl passt nicht zum gewählten Land.',
  addressCountryUnavailable: 'Adressen in diesem Land können wir nicht annehmen.',
  deliveryRefused: (country) =>
    `Wir liefern nicht in dieses Land (${country}): Die Einfuhr von Cannabissamen ist dort verboten.`,
  checkoutCartEmpty: 'Dein Warenkorb ist leer: Leg etwas hinein, bevor du bestellst.',
  orderChanged:
    'Preise oder Mengen haben sich geändert, seit du deine Bestellung geprüft hast. Bitte prüfe sie erneut.',
  orderSoldOut: 'Etwas aus deiner Bestellung ist inzwischen ausverkauft. Bitte prüfe sie erneut.',
  orderCouponUsedUp: 'Dein Gutscheincode wurde kurz vor deiner Bestellung aufgebraucht. Bitte prüfe sie erneut.',
  idempotencyKeyInvalid: 'Jede Bestellung braucht einen Idempotency-Key-Header mit einer UUID.',
  idempotencyKeyReused: 'Dieser Idempotency-Key gehört bereits zu einer anderen Bestellung.',
  ageConfirmationRequired: 'Bitte bestätige, dass du volljährig bist.',
  adultConfirmationRequired: 'Bitte bestätige, dass du mindestens 18 Jahre alt bist.',
  termsRequired: 'Bitte akzeptiere die AGB.',
  savedAddressUnknown: 'Diese Adresse ist nicht in deinem Adressbuch.',
  addressEitherOr: 'Gib eine Adresse ein oder wähle eine gespeicherte, nicht beides.',
  shippingAddressRequired: 'Bitte gib eine Lieferadresse an.',
  paymentMethodUnavailable: 'Diese Zahlungsart ist nicht verfügbar.',
  checkoutPriceChanged: (product) => `Der Preis von ${product} hat sich geändert, seit du es hinzugefügt hast.`,
  checkoutLineSoldOut: (product) => `${product} ist ausverkauft und wird nicht mitbestellt.`,
  checkoutQuantityLowered: (product) =>
    `Von ${product} sind weniger Packungen vorrätig als gewählt: Die Menge wurde verringert.`,
  // --- checkout (end) ---
  // --- orders (begin) ---
  orderStatusNames: {
    'awaiting-payment': 'Zahlung ausstehend',
    paid: 'bezahlt',
    shipped: 'versandt',
    delivered: 'zugestellt',
    cancelled: 'storniert',
  },
  orderTransitionRefused: (status) =>
    `Diese Änderung ist bei einer Bestellung mit dem Status „${status}“ nicht möglich.`,
  reorderLineSkipped: (product) =>
    `${product} ist ausverkauft oder nicht mehr erhältlich und wurde nicht in deinen Warenkorb gelegt.`,
  // --- orders (end) ---
  // --- subscriptions (begin) ---
  alertUnknownPack: 'Diese Packungsgröße gibt es nicht.',
  alertPackInStock: 'Diese Packungsgröße ist vorrätig: Du kannst sie gleich bestellen.',
  alertUnknownProduct: 'Dieses Produkt gibt es nicht.',
  alertEmailRequired: 'Bitte gib deine E-Mail-Adresse ein, damit wir dir Bescheid geben können.',
  alertLimit: (max) => `Du kannst höchstens ${max} offene Produktalarme haben. Beende zuerst einen unter Produktabos.`,
  alertRequested: 'Fast geschafft: Bitte bestätige deinen Alarm über den Link, den wir dir gemailt haben.',
  alertActive: 'Erledigt! Wir schicken dir eine E-Mail.',
  alertConfirmed: 'Dein Alarm ist bestätigt. Wir schicken dir eine E-Mail.',
  alertsUnsubscribed: 'Du bekommst an diese Adresse keine Produktalarme mehr.',
  // --- subscriptions (end) ---
  // --- comparison (begin) ---
  comparisonFull: (max) => `Du kannst bis zu ${max} Produkte vergleichen. Entferne eines, um ein anderes hinzuzufügen.`,
  comparisonEmpty: 'Füge dem Vergleich Produkte hinzu, bevor du ihn speicherst.',
  comparisonListNameTaken: 'Du hast bereits eine Vergleichsliste mit diesem Namen.',
  comparisonListLimit: (max) =>
    `Du kannst bis zu ${max} Vergleichslisten behalten. Lösche eine, um eine neue zu speichern.`,
  // --- comparison (end) ---
  // --- favourites (begin) ---
  favouritesFull: (max) => `Du kannst höchstens ${max} Favoriten haben. Entferne einen, um einen neuen hinzuzufügen.`,
  favouriteProductUnknown: 'Dieses Produkt gibt es nicht (mehr).',
  // --- favourites (end) ---
  // --- my-reviews (begin) ---
  myReviewUpdated: 'Deine Bewertung ist gespeichert. Sie erscheint wieder, sobald wir sie geprüft haben.',
  myReviewUnchanged: 'An deiner Bewertung hat sich nichts geändert.',
  // --- my-reviews (end) ---
};

const fr: ApiMessages = {
  badRequest: 'La requête est incompréhensible.',
  malformedJson: 'Le contenu de la requête n’est pas du JSON valide.',
  unsupportedMediaType: 'Veuillez envoyer le contenu de la requête en JSON (Content-Type\u00a0: application/json).',
  payloadTooLarge: 'Le contenu de la requête est trop volumineux.',
  notFound: 'Introuvable.',
  methodNotAllowed: 'Cette méthode n’est pas autorisée pour cette adresse.',
  validationFailed: 'Veuillez vérifier les champs signalés.',
  tooManyRequests: 'Trop de tentatives. Veuillez patienter un instant puis réessayer.',
  internalError: 'Un problème est survenu de notre côté. Veuillez réessayer plus tard.',
  serviceUnavailable: 'La boutique est momentanément indisponible. Veuillez réessayer dans quelques secondes.',
  unauthorized: 'Veuillez vous connecter.',
  sessionExpired: 'Votre session a pris fin. Veuillez vous reconnecter.',
  invalidCredentials: 'L’adresse e-mail ou le mot de passe est incorrect.',
  emailNotConfirmed: 'Veuillez d’abord confirmer votre adresse e-mail. Nous vous avons envoyé un nouveau lien.',
  accountDeleted: 'Ce compte a été supprimé. Vous pouvez le réactiver dans les 30 jours suivant la suppression.',
  invalidActionToken: 'Ce lien n’est pas valide ou a expiré. Veuillez en demander un nouveau.',
  linkInvalid: 'Ce lien n’est pas valide. Ouvrez-le à nouveau depuis l’e-mail ou demandez-en un nouveau.',
  linkExpired: 'Ce lien a expiré ou a été remplacé par un lien plus récent. Veuillez en demander un nouveau.',
  linkUsed: 'Ce lien a déjà été utilisé.',
  emailTaken: 'Cette adresse e-mail est déjà utilisée.',
  addressLimit: (max) => `Vous pouvez enregistrer au plus ${max} adresses.`,
  registered: 'Merci\u202f! Veuillez consulter votre boîte de réception et confirmer votre adresse e-mail.',
  passwordResetSent:
    'Si un compte existe pour cette adresse, nous avons envoyé un lien pour réinitialiser le mot de passe.',
  emailChangeSent: 'Nous avons envoyé un lien de confirmation à la nouvelle adresse.',
  deletionSent: 'Nous vous avons envoyé un lien pour confirmer la suppression de votre compte.',
  restoreSent: 'Si un compte supprimé existe pour cette adresse, nous avons envoyé un lien pour le réactiver.',
  contactSent:
    'Merci\u202f! Votre message a été envoyé et une confirmation est en route vers votre boîte de réception.',
  newsletterSignupSent:
    'Consultez votre boîte de réception\u00a0: nous vous avons envoyé un lien pour confirmer votre abonnement à la newsletter.',
  newsletterConfirmed: 'Merci\u202f! Votre abonnement à la newsletter est confirmé.',
  newsletterUnsubscribed: 'Votre désabonnement est confirmé. Vous ne recevrez plus la newsletter de seedshop.',
  unsubscribeLinkInvalid: 'Ce lien de désabonnement n’est pas valide ou a déjà été utilisé.',
  required: 'Ce champ est obligatoire.',
  invalid: 'Cette valeur n’est pas valide.',
  expectedText: 'Veuillez saisir du texte.',
  expectedBoolean: 'Veuillez choisir oui ou non.',
  expectedNumber: 'Veuillez saisir un nombre.',
  expectedObject: 'Le contenu de la requête doit être un objet JSON.',
  tooShort: (min) => `Veuillez saisir au moins ${min} caractères.`,
  tooLong: (max) => `Veuillez saisir au plus ${max} caractères.`,
  numberTooSmall: (min) => `Veuillez saisir un nombre supérieur ou égal à ${min}.`,
  numberTooBig: (max) => `Veuillez saisir un nombre inférieur ou égal à ${max}.`,
  email: 'Veuillez saisir une adresse e-mail valide.',
  choice: (values) => `Veuillez choisir l’une de ces valeurs\u00a0: ${values}.`,
  controlCharacters: 'Ce texte contient des caractères non autorisés.',
  wrongFormat: 'Le format de cette valeur est incorrect.',
  phoneFormat: 'Veuillez saisir un numéro de téléphone valide.',
  instagramFormat: 'Veuillez saisir un nom Instagram valide.',
  countryFormat: 'Veuillez choisir un pays.',
  passwordsDoNotMatch: 'Les mots de passe ne correspondent pas.',
  passwordTooShort: (min) => `Le mot de passe doit comporter au moins ${min} caractères.`,
  passwordTooLong: (max) => `Le mot de passe doit comporter au plus ${max} caractères.`,
  passwordTooCommon: 'Ce mot de passe est trop courant. Veuillez en choisir un plus difficile à deviner.',
  passwordContainsEmail: 'Le mot de passe ne doit pas contenir votre adresse e-mail.',
  wrongPassword: 'Le mot de passe est incorrect.',
  sameEmail: 'C’est déjà votre adresse e-mail.',
  captchaFailed: 'La vérification de sécurité a échoué. Veuillez réessayer.',
  captchaRequired: 'Veuillez effectuer la vérification de sécurité pour vous connecter.',
  taxIdFormat: (label) => `Le format de ce ${label} est incorrect.`,
  taxIdChecksum: (label) => `Ce ${label} n’est pas valide. Veuillez vérifier qu’il n’y a pas de faute de frappe.`,
  taxIdLabels: { 'dni-nie': 'ID/DNI/NIE', cpf: 'CPF', cuit: 'CUIT', generic: 'numéro fiscal' },
  houseNumberRequired: 'Veuillez saisir un numéro ou cocher «\u00a0Cette adresse n’a pas de numéro\u00a0».',
  houseNumberNotAllowed: 'Laissez le numéro vide si l’adresse n’en a pas.',
  reviewReceived: 'Merci — votre avis apparaîtra dès qu’il aura été vérifié.',
  reviewDuplicate: 'Vous avez déjà donné votre avis sur cette variété.',
  reviewOwnVote: 'Vous ne pouvez pas voter pour votre propre avis.',
  cartQuantityRange: (max) => `Veuillez choisir une quantité de 1 à ${max}.`,
  cartVariantUnknown: 'Ce produit n’est pas disponible.',
  cartVariantSoldOut: 'Ce conditionnement est épuisé.',
  cartLineLimit: (max) => `Votre panier peut contenir au plus ${max} articles différents.`,
  cartLineUnknown: 'Cet article n’est plus dans votre panier.',
  cartQuantityCapped: (max) =>
    `Vous pouvez commander au plus ${max} paquets d’un même article\u00a0: nous avons ajusté la quantité.`,
  cartQuantityLowered: (stock) => `Plus que ${stock} en stock\u00a0: nous avons ajusté la quantité.`,
  cartMerged: 'Les articles de votre visite précédente sont maintenant dans votre panier.',
  cartLinesDropped: (count) =>
    plural('fr', count, {
      one: 'Votre panier est plein\u00a0: # article de votre visite précédente n’a pas pu être ajouté.',
      other: 'Votre panier est plein\u00a0: # articles de votre visite précédente n’ont pas pu être ajoutés.',
    }),
  couponUnknown: 'Ce code promo n’existe pas.',
  couponInactive: 'Ce code promo n’est pas valable en ce moment.',
  couponUsedUp: 'Ce code promo a été épuisé.',
  shippingCountryUnavailable: 'Désolés, nous ne livrons pas dans ce pays.',
  // --- checkout (begin) ---
  postalCodeInvalid: 'Ce code postal n’est pas valide pour le pays choisi.',
  addressCountryUnavailable: 'Nous ne pouvons pas accepter d’adresse dans ce pays.',
  deliveryRefused: (country) =>
    `Nous ne livrons pas dans ce pays (${country})\u00a0: l’importation de graines de cannabis y est interdite.`,
  checkoutCartEmpty: 'Votre panier est vide\u00a0: ajoutez un article avant de commander.',
  orderChanged:
    'Des prix ou des quantités ont changé depuis que vous avez vérifié votre commande. Veuillez la vérifier à nouveau.',
  orderSoldOut: 'Un article de votre commande est entre-temps épuisé. Veuillez la vérifier à nouveau.',
  orderCouponUsedUp: 'Votre code promo a été épuisé juste avant votre commande. Veuillez la vérifier à nouveau.',
  idempotencyKeyInvalid: 'Chaque commande doit porter un en-tête Idempotency-Key contenant un UUID.',
  idempotencyKeyReused: 'Cet Idempotency-Key appartient déjà à une autre commande.',
  ageConfirmationRequired: 'Veuillez confirmer que vous êtes majeur.',
  adultConfirmationRequired: 'Veuillez confirmer que vous avez au moins 18 ans.',
  termsRequired: 'Veuillez accepter les conditions générales.',
  savedAddressUnknown: 'Cette adresse ne figure pas dans votre carnet d’adresses.',
  addressEitherOr: 'Saisissez une adresse ou choisissez-en une enregistrée, pas les deux.',
  shippingAddressRequired: 'Veuillez indiquer une adresse de livraison.',
  paymentMethodUnavailable: 'Ce moyen de paiement n’est pas disponible.',
  checkoutPriceChanged: (product) => `Le prix de ${product} a changé depuis que vous l’avez ajouté.`,
  checkoutLineSoldOut: (product) => `${product} est épuisé et ne fera pas partie de votre commande.`,
  checkoutQuantityLowered: (product) =>
    `Il reste moins de sachets de ${product} que vous n’en avez choisi\u00a0: la quantité a été réduite.`,
  // --- checkout (end) ---
  // --- orders (begin) ---
  orderStatusNames: {
    'awaiting-payment': 'en attente de paiement',
    paid: 'payée',
    shipped: 'expédiée',
    delivered: 'livrée',
    cancelled: 'annulée',
  },
  orderTransitionRefused: (status) =>
    `Cette modification n’est pas possible pour une commande à l’état «\u00a0${status}\u00a0».`,
  reorderLineSkipped: (product) => `${product} est épuisé ou n’est plus offert et n’a pas été ajouté à votre panier.`,
  // --- orders (end) ---
  // --- subscriptions (begin) ---
  alertUnknownPack: 'Ce conditionnement n’existe pas.',
  alertPackInStock: 'Ce conditionnement est en stock\u00a0: vous pouvez le commander tout de suite.',
  alertUnknownProduct: 'Ce produit n’existe pas.',
  alertEmailRequired: 'Veuillez saisir votre adresse e-mail pour que nous puissions vous prévenir.',
  alertLimit: (max) =>
    `Vous pouvez avoir au plus ${max} alertes produit ouvertes. Annulez-en d’abord une sous Abonnements produits.`,
  alertRequested: 'C’est presque fini\u00a0: veuillez confirmer votre alerte avec le lien que nous vous avons envoyé.',
  alertActive: 'C’est fait\u202f! Nous vous enverrons un e-mail.',
  alertConfirmed: 'Votre alerte est confirmée. Nous vous enverrons un e-mail.',
  alertsUnsubscribed: 'Vous ne recevrez plus d’alertes produit à cette adresse.',
  // --- subscriptions (end) ---
  // --- comparison (begin) ---
  comparisonFull: (max) => `Vous pouvez comparer jusqu’à ${max} produits. Retirez-en un pour en ajouter un autre.`,
  comparisonEmpty: 'Ajoutez des produits à la comparaison avant de l’enregistrer.',
  comparisonListNameTaken: 'Vous avez déjà une liste de comparaison portant ce nom.',
  comparisonListLimit: (max) =>
    `Vous pouvez conserver jusqu’à ${max} listes de comparaison. Supprimez-en une pour en enregistrer une autre.`,
  // --- comparison (end) ---
  // --- favourites (begin) ---
  favouritesFull: (max) => `Vous pouvez garder au plus ${max} favoris. Retirez-en un pour en ajouter un autre.`,
  favouriteProductUnknown: 'Ce produit n’existe pas (ou plus).',
  // --- favourites (end) ---
  // --- my-reviews (begin) ---
  myReviewUpdated: 'Votre avis est enregistré. Il sera de nouveau affiché une fois vérifié.',
  myReviewUnchanged: 'Votre avis n’a pas changé.',
  // --- my-reviews (end) ---
};

const es: ApiMessages = {
  badRequest: 'No se ha podido entender la solicitud.',
  malformedJson: 'El contenido de la solicitud no es un JSON válido.',
  unsupportedMediaType: 'Envía el contenido de la solicitud como JSON (Content-Type: application/json).',
  payloadTooLarge: 'El contenido de la solicitud es demasiado grande.',
  notFound: 'No encontrado.',
  methodNotAllowed: 'Este método no está permitido para esta dirección.',
  validationFailed: 'Revisa los campos marcados.',
  tooManyRequests: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  internalError: 'Algo ha fallado por nuestra parte. Vuelve a intentarlo más tarde.',
  serviceUnavailable: 'La tienda no está disponible por un momento. Vuelve a intentarlo en unos segundos.',
  unauthorized: 'Inicia sesión, por favor.',
  sessionExpired: 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
  invalidCredentials: 'El correo electrónico o la contraseña no son correctos.',
  emailNotConfirmed: 'Primero confirma tu correo electrónico. Te hemos enviado un enlace nuevo.',
  accountDeleted: 'Esta cuenta se ha eliminado. Puedes recuperarla en los 30 días siguientes a la eliminación.',
  invalidActionToken: 'Este enlace no es válido o ha caducado. Solicita uno nuevo.',
  linkInvalid: 'Este enlace no es válido. Vuelve a abrirlo desde el correo electrónico o solicita uno nuevo.',
  linkExpired: 'Este enlace ha caducado o se ha sustituido por uno más reciente. Solicita uno nuevo.',
  linkUsed: 'Este enlace ya se ha utilizado.',
  emailTaken: 'Este correo electrónico ya está en uso.',
  addressLimit: (max) => `Puedes guardar como máximo ${max} direcciones.`,
  registered: '¡Gracias! Revisa tu bandeja de entrada y confirma tu correo electrónico.',
  passwordResetSent:
    'Si existe una cuenta con este correo electrónico, te hemos enviado un enlace para restablecer la contraseña.',
  emailChangeSent: 'Hemos enviado un enlace de confirmación a la nueva dirección.',
  deletionSent: 'Te hemos enviado un enlace para confirmar la eliminación de tu cuenta.',
  restoreSent:
    'Si existe una cuenta eliminada con este correo electrónico, te hemos enviado un enlace para recuperarla.',
  contactSent: '¡Gracias! Tu mensaje se ha enviado y ya va de camino a tu bandeja de entrada una confirmación.',
  newsletterSignupSent:
    'Revisa tu bandeja de entrada: te hemos enviado un enlace para confirmar tu suscripción al boletín.',
  newsletterConfirmed: '¡Gracias! Tu suscripción al boletín está confirmada.',
  newsletterUnsubscribed: 'Te has dado de baja. Ya no recibirás el boletín de seedshop.',
  unsubscribeLinkInvalid: 'Este enlace para darte de baja no es válido o ya se ha utilizado.',
  required: 'Este campo es obligatorio.',
  invalid: 'Este valor no es válido.',
  expectedText: 'Introduce un texto.',
  expectedBoolean: 'Elige sí o no.',
  expectedNumber: 'Introduce un número.',
  expectedObject: 'El contenido de la solicitud debe ser un objeto JSON.',
  tooShort: (min) => `Introduce al menos ${min} caracteres.`,
  tooLong: (max) => `Introduce como máximo ${max} caracteres.`,
  numberTooSmall: (min) => `Introduce un número igual o mayor que ${min}.`,
  numberTooBig: (max) => `Introduce un número igual o menor que ${max}.`,
  email: 'Introduce un correo electrónico válido.',
  choice: (values) => `Elige uno de estos valores: ${values}.`,
  controlCharacters: 'Este texto contiene caracteres no permitidos.',
  wrongFormat: 'El formato de este valor no es correcto.',
  phoneFormat: 'Introduce un número de teléfono válido.',
  instagramFormat: 'Introduce un nombre de Instagram válido.',
  countryFormat: 'Elige un país.',
  passwordsDoNotMatch: 'Las contraseñas no coinciden.',
  passwordTooShort: (min) => `La contraseña debe tener al menos ${min} caracteres.`,
  passwordTooLong: (max) => `La contraseña debe tener como máximo ${max} caracteres.`,
  passwordTooCommon: 'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
  passwordContainsEmail: 'La contraseña no debe contener tu correo electrónico.',
  wrongPassword: 'La contraseña no es correcta.',
  sameEmail: 'Este ya es tu correo electrónico.',
  captchaFailed: 'La comprobación de seguridad ha fallado. Vuelve a intentarlo.',
  captchaRequired: 'Completa la comprobación de seguridad para iniciar sesión.',
  taxIdFormat: (label) => `El formato de este ${label} no es correcto.`,
  taxIdChecksum: (label) => `Este ${label} no es válido. Comprueba que no haya errores de escritura.`,
  taxIdLabels: { 'dni-nie': 'ID/DNI/NIE', cpf: 'CPF', cuit: 'CUIT', generic: 'número de identificación fiscal' },
  houseNumberRequired: 'Introduce un número o marca «Esta dirección no tiene número».',
  houseNumberNotAllowed: 'Deja el número vacío si la dirección no tiene.',
  reviewReceived: 'Gracias: tu reseña aparecerá en cuanto la hayamos revisado.',
  reviewDuplicate: 'Ya has valorado esta variedad.',
  reviewOwnVote: 'No puedes votar tu propia reseña.',
  cartQuantityRange: (max) => `Elige una cantidad de 1 a ${max}.`,
  cartVariantUnknown: 'Este producto no está disponible.',
  cartVariantSoldOut: 'Este tamaño de paquete está agotado.',
  cartLineLimit: (max) => `Tu carrito puede contener como máximo ${max} artículos distintos.`,
  cartLineUnknown: 'Este artículo ya no está en tu carrito.',
  cartQuantityCapped: (max) => `Puedes pedir como máximo ${max} paquetes de un artículo: hemos ajustado la cantidad.`,
  cartQuantityLowered: (stock) =>
    plural('es', stock, {
      one: 'Solo queda # en stock: hemos ajustado la cantidad.',
      other: 'Solo quedan # en stock: hemos ajustado la cantidad.',
    }),
  cartMerged: 'Los artículos de tu visita anterior ya están en tu carrito.',
  cartLinesDropped: (count) =>
    plural('es', count, {
      one: 'Tu carrito está lleno: no se ha podido añadir # artículo de tu visita anterior.',
      other: 'Tu carrito está lleno: no se han podido añadir # artículos de tu visita anterior.',
    }),
  couponUnknown: 'Este código de descuento no existe.',
  couponInactive: 'Este código de descuento no es válido en este momento.',
  couponUsedUp: 'Este código de descuento ya se ha agotado.',
  shippingCountryUnavailable: 'Lo sentimos, no enviamos a este país.',
  // --- checkout (begin) ---
  postalCodeInvalid: 'Este código postal no es válido para el país elegido.',
  addressCountryUnavailable: 'No podemos aceptar direcciones en este país.',
  deliveryRefused: (country) => `No enviamos a ${country}: allí la importación de semillas de cannabis está prohibida.`,
  checkoutCartEmpty: 'Tu carrito está vacío: añade algo antes de hacer el pedido.',
  orderChanged:
    'Algunos precios o cantidades han cambiado desde que revisaste tu pedido. Revísalo de nuevo, por favor.',
  orderSoldOut: 'Algo de tu pedido se ha agotado mientras tanto. Revísalo de nuevo, por favor.',
  orderCouponUsedUp: 'Tu código de descuento se agotó justo antes de tu pedido. Revísalo de nuevo, por favor.',
  idempotencyKeyInvalid: 'Cada pedido necesita una cabecera Idempotency-Key con un UUID.',
  idempotencyKeyReused: 'Esta Idempotency-Key ya pertenece a otro pedido.',
  ageConfirmationRequired: 'Confirma que eres mayor de edad, por favor.',
  adultConfirmationRequired: 'Confirma que tienes 18 años o más, por favor.',
  termsRequired: 'Acepta los términos y condiciones, por favor.',
  savedAddressUnknown: 'Esta dirección no está en tu libreta de direcciones.',
  addressEitherOr: 'Introduce una dirección o elige una guardada, no ambas.',
  shippingAddressRequired: 'Indica una dirección de envío, por favor.',
  paymentMethodUnavailable: 'Este método de pago no está disponible.',
  checkoutPriceChanged: (product) => `El precio de ${product} ha cambiado desde que lo añadiste.`,
  checkoutLineSoldOut: (product) => `${product} está agotado y no formará parte de tu pedido.`,
  checkoutQuantityLowered: (product) =>
    `Quedan menos paquetes de ${product} de los que elegiste: hemos reducido la cantidad.`,
  // --- checkout (end) ---
  // --- orders (begin) ---
  orderStatusNames: {
    'awaiting-payment': 'pendiente de pago',
    paid: 'pagado',
    shipped: 'enviado',
    delivered: 'entregado',
    cancelled: 'cancelado',
  },
  orderTransitionRefused: (status) => `Este cambio no es posible para un pedido en estado «${status}».`,
  reorderLineSkipped: (product) => `${product} está agotado o ya no está disponible y no se ha añadido a tu carrito.`,
  // --- orders (end) ---
  // --- subscriptions (begin) ---
  alertUnknownPack: 'Este tamaño de paquete no existe.',
  alertPackInStock: 'Este tamaño de paquete está disponible: puedes pedirlo ya.',
  alertUnknownProduct: 'Este producto no existe.',
  alertEmailRequired: 'Escribe tu correo electrónico para que podamos avisarte.',
  alertLimit: (max) =>
    `Puedes tener como máximo ${max} alertas de producto abiertas. Cancela primero una en Suscripciones a productos.`,
  alertRequested: 'Ya casi está: confirma tu alerta con el enlace que te hemos enviado por correo.',
  alertActive: '¡Hecho! Te enviaremos un correo.',
  alertConfirmed: 'Tu alerta está confirmada. Te enviaremos un correo.',
  alertsUnsubscribed: 'Ya no recibirás alertas de producto en esta dirección.',
  // --- subscriptions (end) ---
  // --- comparison (begin) ---
  comparisonFull: (max) => `Puedes comparar hasta ${max} productos. Quita uno para añadir otro.`,
  comparisonEmpty: 'Añade productos a la comparación antes de guardarla.',
  comparisonListNameTaken: 'Ya tienes una lista de comparación con este nombre.',
  comparisonListLimit: (max) => `Puedes guardar hasta ${max} listas de comparación. Elimina una para guardar otra.`,
  // --- comparison (end) ---
  // --- favourites (begin) ---
  favouritesFull: (max) => `Puedes tener como máximo ${max} favoritos. Quita uno para añadir otro.`,
  favouriteProductUnknown: 'Este producto no existe (o ya no existe).',
  // --- favourites (end) ---
  // --- my-reviews (begin) ---
  myReviewUpdated: 'Tu reseña se ha guardado. Se mostrará de nuevo cuando la hayamos revisado.',
  myReviewUnchanged: 'Tu reseña no ha cambiado.',
  // --- my-reviews (end) ---
};

export const apiMessages: Readonly<Record<Locale, ApiMessages>> = { en, de, fr, es };
