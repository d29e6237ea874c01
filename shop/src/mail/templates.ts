/**
 * The shop's e-mails in the recipient's language: a subject, a plain-text part and a simple HTML
 * part with inline styles (mail programs drop <style> blocks and external CSS). The action link
 * appears as a button and, for programs that block buttons, as text.
 */
import { localeTag, type Locale } from '@seedshop/locales';
import type { ContactMailDetails, RenderMail } from '../ports';
import { de } from './copy/de';
import { en } from './copy/en';
import { es } from './copy/es';
import { fr } from './copy/fr';
import type { MailCopy, MailCopyData } from './copy/mail-copy';
import { checkedLink, escapeHtml, oneLine } from './mail-text';
import { orderBlock, orderCopyData } from './order-block';

const copies: Readonly<Record<Locale, MailCopy>> = { en, de, fr, es };

const signature = 'seedshop';

const colors = {
  page: '#f3f5ef',
  card: '#ffffff',
  text: '#1f2a1c',
  muted: '#5d6858',
  brand: '#2f6b3a',
} as const;

/** A paragraph of copy; its line breaks (the lines of the contact details) stay line breaks. */
function paragraph(text: string, style = `margin:0 0 16px;`): string {
  return `<p style="${style}">${escapeHtml(text).replace(/\r?\n/gu, '<br>')}</p>`;
}

/** A message someone typed, as they typed it: quoted in the text part, kept in a box in HTML. */
function quoteText(message: string): string {
  return message
    .split(/\r?\n/u)
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
}

function quoteHtml(message: string): string {
  return (
    `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${colors.brand};` +
    `background:${colors.page};white-space:pre-wrap;">${escapeHtml(message)}</blockquote>`
  );
}

function contactLines(contact: ContactMailDetails, locale: Locale): MailCopyData['contact'] {
  return {
    name: oneLine(contact.name),
    email: oneLine(contact.email),
    phone: contact.phone === null ? null : oneLine(contact.phone),
    language: new Intl.DisplayNames([localeTag(locale)], { type: 'language' }).of(contact.language) ?? contact.language,
  };
}

export const renderMail: RenderMail = (kind, locale, data) => {
  const copy = copies[locale];
  const kindCopy = copy.kinds[kind];
  const firstName = oneLine(data.firstName);
  const newEmail = data.newEmail === undefined ? undefined : oneLine(data.newEmail);
  const link = data.link === undefined ? undefined : checkedLink(data.link);
  const contact = data.contact === undefined ? undefined : contactLines(data.contact, locale);
  const quote = data.contact?.message.trim();
  const footer = kindCopy.footer ?? copy.footer;
  const unsubscribeLink = data.unsubscribeLink === undefined ? undefined : checkedLink(data.unsubscribeLink);

  const order = data.order === undefined ? undefined : orderCopyData(data.order, locale);
  const product = data.product === undefined ? undefined : { ...data.product, name: oneLine(data.product.name) };
  const copyData: MailCopyData = { firstName, newEmail, contact, order, product };
  const subject = typeof kindCopy.subject === 'string' ? kindCopy.subject : kindCopy.subject(copyData);
  const block =
    data.order === undefined ? { text: [], html: [] } : orderBlock(kind, data.order, copy.order, locale, copy.colon);

  const greeting = copy.greeting(firstName);
  const body = kindCopy.body(copyData);

  const text = [
    greeting,
    ...body,
    ...(quote ? [quoteText(quote)] : []),
    ...block.text,
    ...(link ? [`${kindCopy.action}${copy.colon}\n${link}`] : []),
    ...kindCopy.after,
    `${copy.signOff}\n${signature}`,
    `-- \n${footer}`,
    ...(unsubscribeLink
      ? [`${copy.unsubscribe.hint} ${copy.unsubscribe.action}${copy.colon}\n${unsubscribeLink}`]
      : []),
  ].join('\n\n');

  const linkHtml = link
    ? [
        `<p style="margin:24px 0;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 24px;` +
          `background:${colors.brand};color:#ffffff;font-weight:bold;text-decoration:none;border-radius:6px;">` +
          `${escapeHtml(kindCopy.action)}</a></p>`,
        `<p style="margin:0 0 16px;font-size:14px;color:${colors.muted};">${escapeHtml(copy.linkHint)}<br>` +
          `<a href="${escapeHtml(link)}" style="color:${colors.brand};word-break:break-all;">${escapeHtml(link)}</a></p>`,
      ]
    : [];

  const html = [
    '<!doctype html>',
    `<html lang="${localeTag(locale)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${colors.page};">`,
    `<div style="max-width:560px;margin:0 auto;padding:32px 16px;font-family:Helvetica,Arial,sans-serif;` +
      `font-size:16px;line-height:1.5;color:${colors.text};">`,
    paragraph(signature, `margin:0 0 16px;font-size:22px;font-weight:bold;color:${colors.brand};`),
    `<div style="background:${colors.card};border-radius:8px;padding:24px;">`,
    paragraph(greeting),
    ...body.map((text) => paragraph(text)),
    ...(quote ? [quoteHtml(quote)] : []),
    ...block.html,
    ...linkHtml,
    ...kindCopy.after.map((text) => paragraph(text)),
    `<p style="margin:24px 0 0;">${escapeHtml(copy.signOff)}<br>${escapeHtml(signature)}</p>`,
    '</div>',
    paragraph(footer, `margin:16px 0 0;font-size:12px;color:${colors.muted};`),
    ...(unsubscribeLink
      ? [
          `<p style="margin:8px 0 0;font-size:12px;color:${colors.muted};">${escapeHtml(copy.unsubscribe.hint)} ` +
            `<a href="${escapeHtml(unsubscribeLink)}" style="color:${colors.brand};">` +
            `${escapeHtml(copy.unsubscribe.action)}</a></p>`,
        ]
      : []),
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');

  return { subject, text, html };
};
