/** The words of the invoice PDF in the four languages (the order's language is the invoice's). */
import type { Locale } from '@seedshop/locales';
import type { PaymentMethodKey, ShippingMethodKey } from '../contract/checkout';

export interface InvoiceCopy {
  readonly title: string;
  readonly invoiceNumber: string;
  readonly invoiceDate: string;
  readonly orderDate: string;
  readonly billTo: string;
  readonly shipTo: string;
  readonly buyerTaxId: string;
  readonly sellerVatId: string;
  readonly columns: {
    readonly description: string;
    readonly quantity: string;
    readonly unitNet: string;
    readonly vatRate: string;
    readonly net: string;
    readonly vat: string;
    readonly gross: string;
  };
  readonly packOf: (packSize: number) => string;
  readonly gift: string;
  readonly shipping: Readonly<Record<ShippingMethodKey, string>>;
  readonly vatSummary: string;
  readonly vatOn: (rate: string) => string;
  readonly totalNet: string;
  readonly totalVat: string;
  readonly total: string;
  readonly paid: (method: string, date: string) => string;
  readonly paymentMethods: Readonly<Record<PaymentMethodKey, string>>;
  /** Deliveries outside the EU carry no VAT. */
  readonly exportNote: string;
  readonly packaging: string;
  readonly page: (current: number, count: number) => string;
  /** A label and its value on one line (French puts a no-break space before the colon). */
  readonly labelled: (label: string, value: string) => string;
}

export const invoiceCopy: Readonly<Record<Locale, InvoiceCopy>> = {
  en: {
    title: 'Invoice',
    invoiceNumber: 'Invoice number',
    invoiceDate: 'Invoice date',
    orderDate: 'Order date',
    billTo: 'Billing address',
    shipTo: 'Delivery address',
    buyerTaxId: 'Tax ID',
    sellerVatId: 'VAT ID',
    columns: {
      description: 'Item',
      quantity: 'Qty',
      unitNet: 'Unit net',
      vatRate: 'VAT',
      net: 'Net',
      vat: 'VAT amount',
      gross: 'Gross',
    },
    packOf: (packSize) => `${packSize} ${packSize === 1 ? 'seed' : 'seeds'}`,
    gift: 'free gift',
    shipping: { standard: 'Standard shipping', tracked: 'Tracked shipping' },
    vatSummary: 'VAT by rate',
    vatOn: (rate) => `VAT ${rate}`,
    totalNet: 'Total net',
    totalVat: 'Total VAT',
    total: 'Total',
    paid: (method, date) => `Paid by ${method} on ${date}. Thank you!`,
    paymentMethods: {
      'bank-transfer': 'bank transfer',
      'cash-by-mail': 'cash by insured letter',
      crypto: 'Bitcoin',
      card: 'card',
    },
    exportNote: 'Delivery outside the EU: no VAT charged.',
    packaging: 'Shipped in discreet packaging.',
    page: (current, count) => `Page ${current} of ${count}`,
    labelled: (label, value) => `${label}: ${value}`,
  },
  de: {
    title: 'Rechnung',
    invoiceNumber: 'Rechnungsnummer',
    invoiceDate: 'Rechnungsdatum',
    orderDate: 'Bestelldatum',
    billTo: 'Rechnungsadresse',
    shipTo: 'Lieferadresse',
    buyerTaxId: 'Steuernummer',
    sellerVatId: 'USt-IdNr.',
    columns: {
      description: 'Artikel',
      quantity: 'Menge',
      unitNet: 'Einzelpreis netto',
      vatRate: 'USt.',
      net: 'Netto',
      vat: 'USt.-Betrag',
      gross: 'Brutto',
    },
    packOf: (packSize) => `${packSize} Samen`,
    gift: 'Geschenk',
    shipping: { standard: 'Standardversand', tracked: 'Versand mit Sendungsverfolgung' },
    vatSummary: 'Umsatzsteuer nach Steuersatz',
    vatOn: (rate) => `USt. ${rate}`,
    totalNet: 'Summe netto',
    totalVat: 'Summe USt.',
    total: 'Gesamtbetrag',
    paid: (method, date) => `Bezahlt per ${method} am ${date}. Vielen Dank!`,
    paymentMethods: {
      'bank-transfer': 'Überweisung',
      'cash-by-mail': 'Bargeld im Wertbrief',
      crypto: 'Bitcoin',
      card: 'Karte',
    },
    exportNote: 'Lieferung außerhalb der EU: keine Umsatzsteuer berechnet.',
    packaging: 'Versand in neutraler Verpackung.',
    page: (current, count) => `Seite ${current} von ${count}`,
    labelled: (label, value) => `${label}: ${value}`,
  },
  fr: {
    title: 'Facture',
    invoiceNumber: 'Numéro de facture',
    invoiceDate: 'Date de facture',
    orderDate: 'Date de commande',
    billTo: 'Adresse de facturation',
    shipTo: 'Adresse de livraison',
    buyerTaxId: 'Numéro fiscal',
    sellerVatId: 'N° de TVA',
    columns: {
      description: 'Article',
      quantity: 'Qté',
      unitNet: 'Prix unitaire HT',
      vatRate: 'TVA',
      net: 'HT',
      vat: 'Montant TVA',
      gross: 'TTC',
    },
    packOf: (packSize) => `${packSize} ${packSize === 1 ? 'graine' : 'graines'}`,
    gift: 'cadeau',
    shipping: { standard: 'Livraison standard', tracked: 'Livraison avec suivi' },
    vatSummary: 'TVA par taux',
    vatOn: (rate) => `TVA ${rate}`,
    totalNet: 'Total HT',
    totalVat: 'Total TVA',
    total: 'Total TTC',
    paid: (method, date) => `Payé par ${method} le ${date}. Merci\u202f!`,
    paymentMethods: {
      'bank-transfer': 'virement bancaire',
      'cash-by-mail': 'espèces par lettre assurée',
      crypto: 'bitcoin',
      card: 'carte',
    },
    exportNote: 'Livraison hors de l’UE\u00a0: aucune TVA facturée.',
    packaging: 'Expédié dans un emballage discret.',
    page: (current, count) => `Page ${current} de ${count}`,
    labelled: (label, value) => `${label}\u00a0: ${value}`,
  },
  es: {
    title: 'Factura',
    invoiceNumber: 'Número de factura',
    invoiceDate: 'Fecha de factura',
    orderDate: 'Fecha del pedido',
    billTo: 'Dirección de facturación',
    shipTo: 'Dirección de entrega',
    buyerTaxId: 'NIF',
    sellerVatId: 'NIF-IVA',
    columns: {
      description: 'Artículo',
      quantity: 'Cant.',
      unitNet: 'Precio unitario neto',
      vatRate: 'IVA',
      net: 'Neto',
      vat: 'Importe IVA',
      gross: 'Total',
    },
    packOf: (packSize) => `${packSize} ${packSize === 1 ? 'semilla' : 'semillas'}`,
    gift: 'regalo',
    shipping: { standard: 'Envío estándar', tracked: 'Envío con seguimiento' },
    vatSummary: 'IVA por tipo',
    vatOn: (rate) => `IVA ${rate}`,
    totalNet: 'Total neto',
    totalVat: 'Total IVA',
    total: 'Total',
    paid: (method, date) => `Pagado por ${method} el ${date}. ¡Gracias!`,
    paymentMethods: {
      'bank-transfer': 'transferencia bancaria',
      'cash-by-mail': 'efectivo por carta asegurada',
      crypto: 'bitcoin',
      card: 'tarjeta',
    },
    exportNote: 'Entrega fuera de la UE: sin IVA.',
    packaging: 'Enviado en embalaje discreto.',
    page: (current, count) => `Página ${current} de ${count}`,
    labelled: (label, value) => `${label}: ${value}`,
  },
};
