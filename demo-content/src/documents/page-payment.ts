/** Info page `/payment`: accepted payment methods. */
import type { PageInput } from '../authoring-blocks';
import { demoShopNoticeBlock, t } from './shared';

export const paymentPage: PageInput = {
  kind: 'payment',
  updatedAt: '2026-10-01',
  title: t('Payment', 'Zahlung', 'Paiement', 'Pago'),
  intro: t(
    'All prices include VAT. Choose the payment method that suits you at checkout.',
    'Alle Preise enthalten die Mehrwertsteuer. Die passende Zahlungsart wählst du an der Kasse.',
    'Tous les prix s’entendent TVA comprise. Choisissez votre moyen de paiement lors de la commande.',
    'Todos los precios incluyen el IVA. Elige el método de pago que prefieras al finalizar la compra.',
  ),
  blocks: [
    demoShopNoticeBlock,
    {
      _type: 'textSection',
      body: {
        en: [
          '## Credit and debit card',
          'We accept Visa and Mastercard. Payments are confirmed with 3-D Secure by your bank; we never see or store your full card number.',
          '## Bank transfer (prepayment)',
          'You receive our bank details and a reference after ordering. We ship as soon as the money arrives — usually one to two working days with a SEPA transfer. Please transfer within **7 days**, otherwise the order is cancelled and the seeds go back on the shelf.',
          '## Cryptocurrency',
          'Bitcoin and Lightning payments are converted to euros at the rate shown at checkout; the quote is valid for 15 minutes.',
          '## Cash by registered letter',
          'Customers in Germany may send cash by registered letter. We ship once the letter has arrived; we cannot take responsibility for letters lost in the post.',
          '## Invoices',
          'Every order comes with an invoice showing the VAT. You can download it at any time from [your account](/customer/account).',
        ],
        de: [
          '## Kredit- und Debitkarte',
          'Wir akzeptieren Visa und Mastercard. Zahlungen bestätigt deine Bank mit 3-D Secure; die vollständige Kartennummer sehen und speichern wir nie.',
          '## Überweisung (Vorkasse)',
          'Nach der Bestellung erhältst du unsere Bankverbindung und einen Verwendungszweck. Wir versenden, sobald das Geld da ist – per SEPA-Überweisung meist nach ein bis zwei Werktagen. Bitte überweise innerhalb von **7 Tagen**, sonst wird die Bestellung storniert und die Samen gehen zurück ins Regal.',
          '## Kryptowährung',
          'Zahlungen in Bitcoin und über Lightning rechnen wir zum an der Kasse angezeigten Kurs in Euro um; das Angebot gilt 15 Minuten.',
          '## Bargeld per Einschreiben',
          'Kundinnen und Kunden in Deutschland können Bargeld per Einschreiben schicken. Wir versenden, sobald der Brief angekommen ist; für auf dem Postweg verlorene Briefe können wir keine Haftung übernehmen.',
          '## Rechnungen',
          'Zu jeder Bestellung gibt es eine Rechnung mit ausgewiesener Mehrwertsteuer. Du kannst sie jederzeit in [deinem Konto](/customer/account) herunterladen.',
        ],
        fr: [
          '## Carte de crédit ou de débit',
          'Nous acceptons Visa et Mastercard. Votre banque confirme le paiement avec 3-D Secure ; nous ne voyons ni ne conservons jamais le numéro complet de votre carte.',
          '## Virement bancaire (paiement anticipé)',
          'Après la commande, vous recevez nos coordonnées bancaires et une référence. Nous expédions dès réception des fonds, en général un à deux jours ouvrés avec un virement SEPA. Merci de payer sous **7 jours** ; passé ce délai, la commande est annulée et les graines retournent en rayon.',
          '## Cryptomonnaie',
          'Les paiements en Bitcoin et via Lightning sont convertis en euros au cours affiché lors de la commande ; le devis est valable 15 minutes.',
          '## Espèces par lettre recommandée',
          'Nos clients en Allemagne peuvent envoyer des espèces par lettre recommandée. Nous expédions à réception de la lettre ; nous ne pouvons pas être tenus responsables des envois perdus par la poste.',
          '## Factures',
          'Chaque commande est accompagnée d’une facture faisant apparaître la TVA. Vous pouvez la télécharger à tout moment depuis [votre compte](/customer/account).',
        ],
        es: [
          '## Tarjeta de crédito o débito',
          'Aceptamos Visa y Mastercard. Tu banco confirma el pago con 3-D Secure; nunca vemos ni guardamos el número completo de tu tarjeta.',
          '## Transferencia bancaria (pago por adelantado)',
          'Tras el pedido recibirás nuestros datos bancarios y una referencia. Enviamos en cuanto llega el dinero, normalmente en uno o dos días laborables con una transferencia SEPA. Realiza la transferencia en un plazo de **7 días**; si no, el pedido se anula y las semillas vuelven a la estantería.',
          '## Criptomonedas',
          'Los pagos en Bitcoin y por Lightning se convierten a euros al tipo que se muestra al pagar; la cotización es válida durante 15 minutos.',
          '## Efectivo por carta certificada',
          'Los clientes en Alemania pueden enviar efectivo por carta certificada. Enviamos el pedido cuando recibimos la carta; no podemos responder de las cartas que se pierdan en el correo.',
          '## Facturas',
          'Cada pedido incluye una factura con el IVA desglosado. Puedes descargarla cuando quieras desde [tu cuenta](/customer/account).',
        ],
      },
    },
  ],
  seo: {
    copy: {
      en: {
        title: 'Payment methods — seedshop',
        description: 'Card, bank transfer, cryptocurrency or cash: how to pay for your seeds at seedshop.',
      },
      de: {
        title: 'Zahlungsarten – seedshop',
        description: 'Karte, Überweisung, Kryptowährung oder Bargeld: So bezahlst du deine Samen bei seedshop.',
      },
      fr: {
        title: 'Moyens de paiement — seedshop',
        description: 'Carte, virement, cryptomonnaie ou espèces : comment régler vos graines chez seedshop.',
      },
      es: {
        title: 'Métodos de pago — seedshop',
        description: 'Tarjeta, transferencia, criptomoneda o efectivo: cómo pagar tus semillas en seedshop.',
      },
    },
  },
};
