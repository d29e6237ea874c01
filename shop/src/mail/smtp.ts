/**
 * Delivers the outbox over SMTP (set `SMTP_URL`, e.g. `smtps://user:pass@mail.example:465`).
 * Failures reject, so the outbox keeps the message and tries again later.
 */
import { createTransport } from 'nodemailer';
import type { MailTransport } from '../ports';

/** `from` is the sender as shown to customers, e.g. `seedshop <hello@seedshop.example>`. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  // Nodemailer reads host, port, TLS and credentials from the URL (and options from its query).
  const transporter = createTransport(smtpUrl);
  return {
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
        ...(message.listUnsubscribe === undefined
          ? {}
          : {
              list: { unsubscribe: message.listUnsubscribe },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }),
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}
