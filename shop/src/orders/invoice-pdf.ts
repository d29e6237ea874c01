/**
 * The invoice of a paid order as a PDF, in the order's language: seller and buyer, invoice and
 * order dates, every line with quantity, unit net, VAT rate, net, VAT and gross, the shipping, VAT
 * per rate and the totals — all from the order's frozen snapshot. Standard Helvetica (no font
 * files): its WinAnsi encoding covers English, German, French and Spanish; a character outside it
 * (a Polish ł in a name) is written without its accent, or as `?`.
 */
import { localeTag, type Locale } from '@seedshop/locales';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { paymentMethodKeys, vatSummary, type OrderWire } from '../contract/checkout';
import { formatDate, formatMoney, formatRate } from '../mail/order-block';
import { invoiceCopy, type InvoiceCopy } from './invoice-copy';
import { addressWire, hasInvoice, type OrderRecord } from './order-view';
import { z } from 'zod';

/** Who issues the invoice. */
export interface InvoiceSeller {
  readonly name: string;
  readonly addressLines: readonly string[];
  readonly vatId: string;
  readonly email: string;
}

/** The demo shop's details: clearly not a real company (a real shop configures its own). */
export const DEMO_INVOICE_SELLER: InvoiceSeller = {
  name: 'seedshop Demo GmbH',
  addressLines: ['Invalidenstraße 1', '10115 Berlin', 'Germany'],
  vatId: 'DE999999999',
  email: 'kontakt@seedshop.example',
};

/** The invoice number: the order number (unique and sequential; one invoice per order). */
export function invoiceNumber(orderNumber: string): string {
  return orderNumber;
}

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 48;
const BOTTOM = 64;
const ink = rgb(0.12, 0.16, 0.11);
const muted = rgb(0.36, 0.41, 0.35);
const brand = rgb(0.18, 0.42, 0.23);

/** Right edges of the number columns and the left edge of the description, in points. */
const columns = {
  description: MARGIN,
  quantity: 300,
  unitNet: 360,
  vatRate: 400,
  net: 450,
  vat: 500,
  gross: 547,
} as const;

type Address = OrderWire['billing_address'];

class Writer {
  private page: PDFPage;
  private y: number;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly onNewPage: (writer: Writer) => void,
  ) {
    this.page = this.addPage();
    this.y = A4.height - MARGIN;
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(page);
    return page;
  }

  /** Text the font can write: spaces of any kind become spaces, other characters lose accents or become `?`. */
  clean(text: string, font: PDFFont): string {
    const supported = new Set(font.getCharacterSet());
    return Array.from(text.replace(/[\s\p{Cc}]+/gu, ' '))
      .map((character) => {
        if (supported.has(character.codePointAt(0) ?? 0)) return character;
        const bare = character.normalize('NFD').replace(/\p{M}/gu, '');
        return Array.from(bare).every((part) => supported.has(part.codePointAt(0) ?? 0)) ? bare : '?';
      })
      .join('');
  }

  /** Room for `height` points on this page, or a new page. */
  need(height: number): void {
    if (this.y - height >= BOTTOM) return;
    this.page = this.addPage();
    this.y = A4.height - MARGIN;
    this.onNewPage(this);
  }

  down(points: number): void {
    this.y -= points;
  }

  get top(): number {
    return this.y;
  }

  /** Back up the page (to write a second column beside the first). */
  moveTo(y: number): void {
    this.y = y;
  }

  text(
    value: string,
    x: number,
    options: {
      size?: number;
      font?: PDFFont;
      color?: ReturnType<typeof rgb>;
      align?: 'left' | 'right';
      maxWidth?: number;
    } = {},
  ): void {
    const size = options.size ?? 9;
    const font = options.font ?? this.regular;
    let text = this.clean(value, font);
    if (options.maxWidth !== undefined) {
      while (text.length > 1 && font.widthOfTextAtSize(text, size) > options.maxWidth) text = `${text.slice(0, -2)}…`;
    }
    const width = font.widthOfTextAtSize(text, size);
    this.page.drawText(text, {
      x: options.align === 'right' ? x - width : x,
      y: this.y,
      size,
      font,
      color: options.color ?? ink,
    });
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 10 },
      end: { x: A4.width - MARGIN, y: this.y + 10 },
      thickness: 0.5,
      color: muted,
    });
  }
}

function addressLines(address: Address): string[] {
  const street = [address.street, address.house_number ?? ''].join(' ').trim();
  const city = [address.postal_code, address.city].join(' ').trim();
  const country = address.country;
  return [
    `${address.first_name} ${address.last_name}`.trim(),
    street,
    city,
    ...(address.state === null ? [] : [address.state]),
    country,
  ];
}

function tableHeader(writer: Writer, copy: InvoiceCopy): void {
  const bold = { font: writer.bold, size: 8, color: muted } as const;
  writer.text(copy.columns.description, columns.description, bold);
  writer.text(copy.columns.quantity, columns.quantity, { ...bold, align: 'right' });
  writer.text(copy.columns.unitNet, columns.unitNet, { ...bold, align: 'right', maxWidth: 56 });
  writer.text(copy.columns.vatRate, columns.vatRate, { ...bold, align: 'right' });
  writer.text(copy.columns.net, columns.net, { ...bold, align: 'right' });
  writer.text(copy.columns.vat, columns.vat, { ...bold, align: 'right', maxWidth: 48 });
  writer.text(copy.columns.gross, columns.gross, { ...bold, align: 'right' });
  writer.down(6);
  writer.rule();
  writer.down(8);
}

const paymentMethod = z.enum(paymentMethodKeys);

/** The invoice PDF of a paid (or shipped, delivered) order. */
export async function renderInvoicePdf(record: OrderRecord, seller: InvoiceSeller): Promise<Uint8Array> {
  const { order, lines } = record;
  if (!hasInvoice(order) || order.paidAt === null) throw new Error(`order ${order.number} has no invoice yet`);
  const locale: Locale = order.locale;
  const copy = invoiceCopy[locale];
  const money = (cents: number) => formatMoney(cents, locale);
  const rate = (percent: number) => formatRate(percent, locale);
  const billing = addressWire(order.billingAddress);
  const shipping = addressWire(order.shippingAddress);
  const country = new Intl.DisplayNames([localeTag(locale)], { type: 'region' });
  const withCountry = (address: Address) => ({ ...address, country: country.of(address.country) ?? address.country });

  const doc = await PDFDocument.create();
  doc.setTitle(`${copy.title} ${invoiceNumber(order.number)}`);
  doc.setAuthor(seller.name);
  doc.setCreator('seedshop');
  doc.setProducer('seedshop');
  doc.setLanguage(localeTag(locale));
  doc.setCreationDate(order.paidAt);
  doc.setModificationDate(order.paidAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const writer = new Writer(doc, regular, bold, (next) => tableHeader(next, copy));

  // Seller, top right; title and numbers, top left.
  const sellerTop = writer.top;
  writer.text(seller.name, A4.width - MARGIN, { font: bold, size: 10, align: 'right' });
  for (const line of [...seller.addressLines, copy.labelled(copy.sellerVatId, seller.vatId), seller.email]) {
    writer.down(12);
    writer.text(line, A4.width - MARGIN, { align: 'right', color: muted });
  }
  writer.moveTo(sellerTop);
  writer.text(copy.title, MARGIN, { font: bold, size: 22, color: brand });
  writer.down(22);
  const facts: [string, string][] = [
    [copy.invoiceNumber, invoiceNumber(order.number)],
    [copy.invoiceDate, formatDate(order.paidAt, locale)],
    [copy.orderDate, formatDate(order.createdAt, locale)],
  ];
  for (const [label, value] of facts) {
    writer.text(label, MARGIN, { color: muted });
    writer.text(value, MARGIN + 100, { font: bold });
    writer.down(12);
  }
  writer.down(30);

  // Buyer: billing and delivery addresses side by side.
  const billingLines = [
    ...addressLines(withCountry(billing)),
    ...(billing.tax_id === null ? [] : [copy.labelled(copy.buyerTaxId, billing.tax_id)]),
  ];
  const shippingLines = addressLines(withCountry(shipping));
  writer.text(copy.billTo, MARGIN, { font: bold, size: 8, color: muted });
  writer.text(copy.shipTo, 300, { font: bold, size: 8, color: muted });
  writer.down(13);
  for (let index = 0; index < Math.max(billingLines.length, shippingLines.length); index += 1) {
    writer.text(billingLines[index] ?? '', MARGIN, { maxWidth: 240 });
    writer.text(shippingLines[index] ?? '', 300, { maxWidth: 240 });
    writer.down(12);
  }
  writer.down(24);

  // Lines.
  tableHeader(writer, copy);
  const row = (cells: {
    description: string;
    quantity: string;
    unitNet: string;
    vatRate: string;
    net: string;
    vat: string;
    gross: string;
  }) => {
    writer.need(14);
    writer.text(cells.description, columns.description, { maxWidth: 220 });
    writer.text(cells.quantity, columns.quantity, { align: 'right' });
    writer.text(cells.unitNet, columns.unitNet, { align: 'right' });
    writer.text(cells.vatRate, columns.vatRate, { align: 'right' });
    writer.text(cells.net, columns.net, { align: 'right' });
    writer.text(cells.vat, columns.vat, { align: 'right' });
    writer.text(cells.gross, columns.gross, { align: 'right' });
    writer.down(14);
  };
  for (const line of lines) {
    const name = `${line.productName}, ${copy.packOf(line.packSize)} (${line.seedBankName})${line.gift ? ` – ${copy.gift}` : ''}`;
    row({
      description: name,
      quantity: String(line.quantity),
      unitNet: money(line.unitNetCents),
      vatRate: rate(line.vatRatePercent),
      net: money(line.netCents),
      vat: money(line.vatCents),
      gross: money(line.grossCents),
    });
  }
  const shippingMethod = order.shippingMethod === 'tracked' ? 'tracked' : 'standard';
  row({
    description: copy.shipping[shippingMethod],
    quantity: '1',
    unitNet: money(order.shippingNetCents),
    vatRate: rate(order.vatRatePercent),
    net: money(order.shippingNetCents),
    vat: money(order.shippingVatCents),
    gross: money(order.shippingGrossCents),
  });
  writer.down(4);
  writer.rule();
  writer.down(10);

  // VAT per rate, then the totals.
  const summary = vatSummary.parse(order.vatSummary);
  writer.need(30 + 14 * (summary.length + 3));
  writer.text(copy.vatSummary, columns.description, { font: bold, size: 8, color: muted });
  writer.down(13);
  for (const entry of summary) {
    writer.text(copy.vatOn(rate(entry.rate_percent)), columns.description);
    writer.text(money(entry.net_cents), columns.net, { align: 'right' });
    writer.text(money(entry.vat_cents), columns.vat, { align: 'right' });
    writer.text(money(entry.gross_cents), columns.gross, { align: 'right' });
    writer.down(13);
  }
  writer.down(8);
  const totals: [string, number, boolean][] = [
    [copy.totalNet, order.netCents, false],
    [copy.totalVat, order.vatCents, false],
    [copy.total, order.totalCents, true],
  ];
  for (const [label, cents, strong] of totals) {
    const font = strong ? bold : regular;
    writer.text(label, columns.vatRate, { font, size: strong ? 11 : 9, align: 'left' });
    writer.text(money(cents), columns.gross, { font, size: strong ? 11 : 9, align: 'right' });
    writer.down(strong ? 16 : 13);
  }
  writer.down(16);

  const notes = [
    copy.paid(copy.paymentMethods[paymentMethod.parse(order.paymentMethod)], formatDate(order.paidAt, locale)),
    ...(order.vatCents === 0 ? [copy.exportNote] : []),
    copy.packaging,
  ];
  for (const note of notes) {
    writer.need(14);
    writer.text(note, MARGIN, { color: muted, maxWidth: A4.width - 2 * MARGIN });
    writer.down(13);
  }

  writer.pages.forEach((page, index) => {
    const label = writer.clean(copy.page(index + 1, writer.pages.length), regular);
    page.drawText(label, {
      x: A4.width - MARGIN - regular.widthOfTextAtSize(label, 8),
      y: 32,
      size: 8,
      font: regular,
      color: muted,
    });
  });
  return doc.save({ useObjectStreams: true });
}
