/**
 * The order details in order mails: the items and totals, how to pay, or the parcel's tracking,
 * depending on the kind of mail. Plain text for the text part, a table with inline styles for HTML.
 * Everything from the order (names, addresses, tracking numbers) is made one line and escaped.
 */
import { formatCalendarDate, localeTag, type Locale } from '@seedshop/locales';
import type { MailKind, OrderMailDetails } from '../ports';
import type { MailCopyData, OrderMailLabels } from './copy/mail-copy';
import { checkedLink, escapeHtml, oneLine } from './mail-text';

type Section = 'summary' | 'payment' | 'tracking';

const sectionsOf: Readonly<Partial<Record<MailKind, readonly Section[]>>> = {
  'order-confirmation': ['summary', 'payment'],
  'order-payment-reminder': ['payment'],
  'order-payment-received': ['summary'],
  'order-shipped': ['tracking'],
};

/** A row of the block: a label and a value (either may be empty), or a heading. */
type Row =
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'pair'; readonly label: string; readonly value: string; readonly strong?: boolean }
  | { readonly kind: 'note'; readonly text: string }
  | { readonly kind: 'link'; readonly label: string; readonly url: string };

/** The sentences' view of the order: dates and money formatted for the mail's language. */
export function orderCopyData(order: OrderMailDetails, locale: Locale): NonNullable<MailCopyData['order']> {
  return {
    number: oneLine(order.number),
    total: formatMoney(order.totalCents, locale),
    payBy: order.payBy === null ? null : formatDate(order.payBy, locale),
    cancelReason: order.cancelReason,
  };
}

export function formatMoney(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(localeTag(locale), { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** A calendar day in the shop's time zone (orders are German business days). */
export function formatDate(date: Date, locale: Locale): string {
  return formatCalendarDate(date, localeTag(locale), { dateStyle: 'long', timeZone: 'Europe/Berlin' });
}

export function formatRate(ratePercent: number, locale: Locale): string {
  return new Intl.NumberFormat(localeTag(locale), { style: 'percent', maximumFractionDigits: 1 }).format(
    ratePercent / 100,
  );
}

function summaryRows(order: OrderMailDetails, labels: OrderMailLabels, locale: Locale): Row[] {
  const money = (cents: number) => formatMoney(cents, locale);
  const vatRows: Row[] = order.vat.some((entry) => entry.vatCents > 0)
    ? order.vat
        .filter((entry) => entry.vatCents > 0)
        .map((entry) => ({
          kind: 'pair',
          label: labels.includedVat(formatRate(entry.ratePercent, locale)),
          value: money(entry.vatCents),
        }))
    : [{ kind: 'note', text: labels.noVat }];
  return [
    { kind: 'heading', text: `${labels.heading} ${oneLine(order.number)}` },
    ...order.lines.map((line): Row => ({
      kind: 'pair',
      label: labels.line(line.quantity, oneLine(line.productName), line.packSize, oneLine(line.seedBankName)),
      value: line.gift ? labels.gift : money(line.grossCents),
    })),
    {
      kind: 'pair',
      label: `${labels.shippingMethods[order.shippingMethod]} (${labels.estimate(order.estimateDays.min, order.estimateDays.max)})`,
      value: order.shippingGrossCents === 0 ? labels.free : money(order.shippingGrossCents),
    },
    { kind: 'pair', label: labels.total, value: money(order.totalCents), strong: true },
    ...vatRows,
  ];
}

function paymentRows(order: OrderMailDetails, labels: OrderMailLabels, locale: Locale): Row[] {
  const payment = order.payment;
  if (payment === null) return [];
  const text = labels.payment;
  const amount: Row = {
    kind: 'pair',
    label: text.amount,
    value: formatMoney(payment.amount_cents, locale),
    strong: true,
  };
  const rows: Row[] = [{ kind: 'heading', text: text.headings[payment.method] }];
  switch (payment.method) {
    case 'bank-transfer':
      rows.push(
        { kind: 'pair', label: text.accountHolder, value: oneLine(payment.account_holder) },
        { kind: 'pair', label: text.bank, value: oneLine(payment.bank_name) },
        { kind: 'pair', label: text.iban, value: oneLine(payment.iban) },
        { kind: 'pair', label: text.bic, value: oneLine(payment.bic) },
        { kind: 'pair', label: text.reference, value: oneLine(payment.reference) },
        amount,
      );
      break;
    case 'cash-by-mail':
      rows.push(
        { kind: 'pair', label: text.sendTo, value: payment.address_lines.map(oneLine).join(', ') },
        { kind: 'pair', label: text.reference, value: oneLine(payment.reference) },
        amount,
        { kind: 'note', text: text.cashNote },
      );
      break;
    case 'crypto':
      rows.push(
        { kind: 'pair', label: text.btcAddress, value: oneLine(payment.address) },
        { kind: 'pair', label: text.btcAmount, value: `${payment.amount_btc} BTC`, strong: true },
        {
          kind: 'pair',
          label: text.rate,
          value: `1 BTC = ${formatMoney(Math.round(payment.rate_eur * 100), locale)}`,
        },
        { kind: 'pair', label: text.amount, value: formatMoney(payment.amount_cents, locale) },
      );
      break;
    case 'card':
      rows.push(amount, { kind: 'note', text: text.cardNote });
      break;
  }
  if (order.payBy !== null) rows.push({ kind: 'note', text: text.payBy(formatDate(order.payBy, locale)) });
  return rows;
}

function trackingRows(order: OrderMailDetails, labels: OrderMailLabels): Row[] {
  if (order.tracking === null) return [];
  const url = order.tracking.url === null ? null : checkedLink(order.tracking.url);
  return [
    { kind: 'pair', label: labels.tracking.carrier, value: oneLine(order.tracking.carrier) },
    { kind: 'pair', label: labels.tracking.number, value: oneLine(order.tracking.number) },
    ...(url === null ? [] : [{ kind: 'link' as const, label: labels.tracking.link, url }]),
  ];
}

function rowText(row: Row, colon: string): string {
  switch (row.kind) {
    case 'heading':
      return `${row.text}\n${'-'.repeat(Math.min(row.text.length, 60))}`;
    case 'pair':
      return `${row.label}${colon} ${row.value}`;
    case 'note':
      return row.text;
    case 'link':
      return `${row.label}${colon}\n${row.url}`;
  }
}

const cell = 'padding:4px 0;vertical-align:top;';

function rowHtml(row: Row): string {
  switch (row.kind) {
    case 'heading':
      return `<tr><th colspan="2" style="${cell}padding-top:12px;text-align:left;font-size:16px;">${escapeHtml(row.text)}</th></tr>`;
    case 'pair': {
      const weight = row.strong === true ? 'font-weight:bold;' : '';
      return (
        `<tr><td style="${cell}padding-right:16px;${weight}">${escapeHtml(row.label)}</td>` +
        `<td style="${cell}text-align:right;white-space:nowrap;${weight}">${escapeHtml(row.value)}</td></tr>`
      );
    }
    case 'note':
      return `<tr><td colspan="2" style="${cell}font-size:14px;">${escapeHtml(row.text)}</td></tr>`;
    case 'link':
      return (
        `<tr><td colspan="2" style="${cell}"><a href="${escapeHtml(row.url)}" style="color:#2f6b3a;font-weight:bold;">` +
        `${escapeHtml(row.label)}</a></td></tr>`
      );
  }
}

/** The details an order mail of `kind` shows, as text paragraphs and as HTML. */
export function orderBlock(
  kind: MailKind,
  order: OrderMailDetails,
  labels: OrderMailLabels,
  locale: Locale,
  colon = ':',
): { text: string[]; html: string[] } {
  const groups = (sectionsOf[kind] ?? [])
    .map((section) => {
      if (section === 'summary') return summaryRows(order, labels, locale);
      if (section === 'payment') return paymentRows(order, labels, locale);
      return trackingRows(order, labels);
    })
    .filter((rows) => rows.length > 0);
  return {
    text: groups.map((rows) => rows.map((row) => rowText(row, colon)).join('\n')),
    html: groups.map(
      (rows) =>
        `<table role="presentation" style="width:100%;margin:0 0 16px;border-collapse:collapse;font-size:15px;">` +
        `${rows.map(rowHtml).join('')}</table>`,
    ),
  };
}
