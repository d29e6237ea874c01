import type { MailboxEntry } from '@seedshop/shop/contract';

/** A mail of the dev mailbox as `/api/dev/mailbox` shows it to people and end-to-end tests. */
export interface MailboxMessage {
  readonly id: string;
  readonly to: string;
  readonly kind: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly createdAt: string;
  readonly sentAt: string | null;
  readonly links: readonly string[];
}

/** The one mapper of the `mailboxEntry` wire type, field by field. */
export function mailboxMessageFromWire(wire: MailboxEntry): MailboxMessage {
  return {
    id: wire.id,
    to: wire.to,
    kind: wire.kind,
    subject: wire.subject,
    text: wire.text,
    html: wire.html,
    createdAt: wire.created_at,
    sentAt: wire.sent_at,
    links: wire.links,
  };
}
