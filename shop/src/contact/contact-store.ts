import type { Locale } from '@seedshop/locales';
import type { Executor } from '../db/database';
import { contactMessages } from '../db/schema';
import { DEFAULT_CONTACT_INBOX } from '../deps';
import type { Mailer } from '../mail/mailer';

export interface ContactMessage {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly message: string;
  /** The language the visitor wrote from: their acknowledgement is in it. */
  readonly language: Locale;
}

/**
 * The language of the mail to the shop's own inbox: one language for the team, whatever the
 * visitor's (the message itself stays as written, and the mail names the visitor's language).
 */
export const CONTACT_INBOX_LOCALE: Locale = 'en';

/**
 * Stores a contact-form message and queues its two mails in the same transaction: the message to
 * the shop's inbox, with Reply-To set to the visitor so that answering it reaches them, and an
 * acknowledgement to the visitor in their language. The acknowledgement does not repeat the
 * message, so the form cannot be used to send someone else a text of one's choosing.
 */
export async function saveContactMessage(
  executor: Executor,
  mailer: Mailer,
  options: { readonly message: ContactMessage; readonly inbox: string | undefined; readonly now: Date },
): Promise<void> {
  const { message, now } = options;
  await executor.insert(contactMessages).values({ ...message, createdAt: now });
  await mailer.queue(executor, {
    to: options.inbox ?? DEFAULT_CONTACT_INBOX,
    replyTo: message.email,
    locale: CONTACT_INBOX_LOCALE,
    kind: 'contact-message',
    firstName: '',
    contact: {
      name: `${message.firstName} ${message.lastName}`,
      email: message.email,
      phone: message.phone,
      language: message.language,
      message: message.message,
    },
  });
  await mailer.queue(executor, {
    to: message.email,
    locale: message.language,
    kind: 'contact-received',
    firstName: message.firstName,
  });
}
