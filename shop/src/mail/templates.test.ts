import { locales, type Locale } from '@seedshop/locales';
import { describe, expect, it } from 'vitest';
import type { MailKind } from '../ports';
import { de } from './copy/de';
import { en } from './copy/en';
import { es } from './copy/es';
import { fr } from './copy/fr';
import type { MailCopy, MailKindCopy } from './copy/mail-copy';
import { renderMail } from './templates';

const kinds: readonly MailKind[] = [
  'confirm-email',
  'registration-attempt',
  'reset-password',
  'confirm-email-change',
  'email-changed',
  'confirm-deletion',
  'confirm-restore',
  'password-changed',
  'contact-message',
  'contact-received',
  'confirm-newsletter',
  'newsletter-welcome',
];
const copies: Record<Locale, MailCopy> = { en, de, fr, es };
const link = 'https://seedshop.example/de/account/confirm?token=abc123&step=2';
const cases = locales.flatMap((locale) => kinds.map((kind) => [locale, kind] as const));

const subjectOf = (kind: MailKindCopy): string =>
  typeof kind.subject === 'string' ? kind.subject : kind.subject({ firstName: 'Ana' });

/** Every sentence of a language, as the renderer could print it. */
function phrasesOf(copy: MailCopy): string[] {
  return [
    copy.greeting(''),
    copy.linkHint,
    copy.signOff,
    copy.footer,
    copy.unsubscribe.hint,
    copy.unsubscribe.action,
    ...Object.values(copy.kinds).flatMap((kind) => [
      subjectOf(kind),
      kind.action,
      ...kind.after,
      ...kind.body({ firstName: 'Ana', newEmail: 'new@example.com' }),
      ...kind.body({ firstName: 'Ana' }),
    ]),
  ];
}

describe('renderMail', () => {
  it.each(cases)('%s %s: renders a subject, a text part and an HTML part, signed seedshop', (locale, kind) => {
    const mail = renderMail(kind, locale, { firstName: 'Ana', link, newEmail: 'ana.new@example.com' });
    const copy = copies[locale];
    expect(mail.subject).toBe(subjectOf(copy.kinds[kind]));
    expect(mail.text).toContain(copy.greeting('Ana'));
    expect(mail.text).toContain(`${copy.signOff}\nseedshop`);
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="[a-z]{2}-[A-Z]{2}">/);
    expect(mail.html).toContain(copy.kinds[kind].action);
  });

  it.each(cases)('%s %s: shows the link as a button and as text', (locale, kind) => {
    const mail = renderMail(kind, locale, { firstName: 'Ana', link });
    expect(mail.text).toContain(`\n${link}\n`);
    const escapedLink = link.replace('&', '&amp;');
    // Button, then the text link (as href and as visible text).
    expect(mail.html.split(`href="${escapedLink}"`)).toHaveLength(3);
    expect(mail.html).toContain(`>${escapedLink}</a>`);
    expect(mail.html).toContain(copies[locale].linkHint);
  });

  it('leaves the button out when there is no link (notices)', () => {
    const mail = renderMail('password-changed', 'en', { firstName: 'Ana' });
    expect(mail.html).not.toContain('<a ');
    expect(mail.text).not.toContain('http');
    expect(mail.text).not.toContain(en.kinds['password-changed'].action);
  });

  it.each(locales)('%s: puts the unsubscribe link of newsletter mail under the small print', (locale) => {
    const unsubscribeLink = 'https://seedshop.example/de/newsletter/unsubscribe?token=u-1&x=2';
    const { unsubscribe, colon } = copies[locale];
    const mail = renderMail('confirm-newsletter', locale, { firstName: '', link, unsubscribeLink });
    expect(mail.text.endsWith(`\n\n${unsubscribe.hint} ${unsubscribe.action}${colon}\n${unsubscribeLink}`)).toBe(true);
    // The action link comes first: mail programs and tests take the first link as the mail's purpose.
    expect(mail.text.indexOf(link)).toBeLessThan(mail.text.indexOf(unsubscribeLink));
    expect(mail.html).toContain(`href="${unsubscribeLink.replace('&', '&amp;')}"`);
    expect(mail.html).toContain(`${unsubscribe.action}</a>`);

    const welcome = renderMail('newsletter-welcome', locale, { firstName: '', unsubscribeLink });
    expect(welcome.text).toContain(unsubscribeLink);
    // A notice: no button, the unsubscribe link is its only link.
    expect(welcome.text).not.toContain(copies[locale].kinds['newsletter-welcome'].action);
    expect(welcome.html.match(/<a /gu)).toHaveLength(1);
  });

  it('has no unsubscribe line without an unsubscribe link, and refuses one that is not a web link', () => {
    expect(renderMail('confirm-newsletter', 'en', { firstName: '', link }).text).not.toContain(en.unsubscribe.action);
    expect(() =>
      renderMail('newsletter-welcome', 'en', { firstName: '', unsubscribeLink: 'javascript:alert(1)' }),
    ).toThrow(/http/);
  });

  it('marks the HTML with the language of the copy', () => {
    expect(renderMail('confirm-email', 'en', { firstName: 'Ana' }).html).toContain('<html lang="en-US">');
    expect(renderMail('confirm-email', 'de', { firstName: 'Ana' }).html).toContain('<html lang="de-DE">');
    expect(renderMail('confirm-email', 'fr', { firstName: 'Ana' }).html).toContain('<html lang="fr-CA">');
    expect(renderMail('confirm-email', 'es', { firstName: 'Ana' }).html).toContain('<html lang="es-ES">');
  });

  it.each(cases)('%s %s: escapes markup in the name and the new address', (locale, kind) => {
    const mail = renderMail(kind, locale, {
      firstName: '<script>alert(1)</script>',
      newEmail: '"><img src=x onerror=alert(2)>@example.com',
      link,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // The text part is plain text: it shows the name as typed.
    expect(mail.text).toContain('<script>alert(1)</script>');
  });

  it('mentions the new address where it matters', () => {
    for (const locale of locales) {
      for (const kind of ['confirm-email-change', 'email-changed'] as const) {
        const mail = renderMail(kind, locale, { firstName: 'Ana', newEmail: 'ana.new@example.com', link });
        expect(mail.text).toContain('ana.new@example.com');
        expect(mail.html).toContain('ana.new@example.com');
      }
    }
  });

  it('reads well without a new address or a first name', () => {
    for (const locale of locales) {
      const mail = renderMail('email-changed', locale, { firstName: '  ' });
      expect(mail.text.startsWith(`${copies[locale].greeting('')}\n\n`)).toBe(true);
      expect(mail.text).not.toContain('undefined');
      expect(mail.html).not.toContain('undefined');
    }
    expect(renderMail('confirm-email', 'en', { firstName: '' }).text).toMatch(/^Hi there,\n/);
    expect(renderMail('confirm-email', 'es', { firstName: '' }).text).toMatch(/^Hola:\n/);
  });

  it('keeps a name on one line, so it cannot forge lines of the message', () => {
    const mail = renderMail('confirm-email', 'en', { firstName: 'Ana\n\nClick https://evil.example\r\n', link });
    expect(mail.text).toMatch(/^Hi Ana Click https:\/\/evil\.example,\n/);
  });

  it('keeps user data out of the subject', () => {
    const mail = renderMail('email-changed', 'de', { firstName: 'Ana', newEmail: 'ana.new@example.com' });
    expect(mail.subject).toBe('Deine E-Mail-Adresse wurde geändert');
  });

  it('refuses links that are not web links', () => {
    expect(() => renderMail('confirm-email', 'en', { firstName: 'Ana', link: 'javascript:alert(1)' })).toThrow(/http/);
    expect(() => renderMail('confirm-email', 'en', { firstName: 'Ana', link: '/relative/path' })).toThrow(/http/);
  });

  it('has different words in every language: no copy left untranslated', () => {
    for (const locale of locales) {
      const rendered = kinds
        .map((kind) => renderMail(kind, locale, { firstName: 'Ana', link, newEmail: 'new@example.com' }))
        .map((mail) => `${mail.subject}\n${mail.text}\n${mail.html}`)
        .join('\n');
      for (const other of locales.filter((candidate) => candidate !== locale)) {
        for (const phrase of phrasesOf(copies[other])) {
          expect(rendered, `${locale} contains ${other} text: ${phrase}`).not.toContain(phrase);
        }
      }
    }
  });

  it('has a distinct subject for every kind in every language', () => {
    for (const locale of locales) {
      const subjects = kinds.map((kind) => renderMail(kind, locale, { firstName: 'Ana' }).subject);
      expect(new Set(subjects).size).toBe(kinds.length);
    }
  });
});
