import { z } from 'zod';
import { filterText, timestamp } from './common';

export const mailboxQuery = z.object({
  /** Only mail to this address (case-insensitive). */
  to: filterText(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const mailboxEntry = z.object({
  id: z.uuid(),
  to: z.string(),
  kind: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: timestamp,
  sent_at: timestamp.nullable(),
  /** Every http(s) link of the text part, in order. */
  links: z.array(z.string()),
});

export const mailbox = z.object({ messages: z.array(mailboxEntry) });

export type MailboxEntry = z.infer<typeof mailboxEntry>;
