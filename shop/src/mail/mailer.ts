import type { Locale } from '@seedshop/locales';
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { outbox } from '../db/schema';
import type {
  Clock,
  ContactMailDetails,
  MailKind,
  MailTransport,
  OrderMailDetails,
  ProductMailDetails,
  RenderMail,
} from '../ports';

export interface OutgoingMail {
  readonly to: string;
  readonly locale: Locale;
  readonly kind: MailKind;
  readonly firstName: string;
  readonly link?: string;
  readonly newEmail?: string;
  readonly contact?: ContactMailDetails;
  readonly order?: OrderMailDetails;
  readonly product?: ProductMailDetails;
  /** Where replies go, when not to the shop's sender address. */
  readonly replyTo?: string;
  /** Newsletter and product-alert mail: the unsubscribe page (shown in the mail) and the one-click URL (`List-Unsubscribe`). */
  readonly unsubscribe?: { readonly page: string; readonly oneClick: string };
}

export interface Mailer {
  /** The templates, for callers that render once and write many rows themselves (alert fan-out). */
  readonly render: RenderMail;
  /** Renders and writes the mail to the outbox — inside the caller's transaction. */
  queue(executor: Executor, mail: OutgoingMail): Promise<void>;
  /** After the commit: delivers pending mail in the background when a transport is configured. */
  flush(): void;
  /** Delivers pending mail now and resolves when done (start-up, tests). */
  deliverPending(): Promise<void>;
}

/** A failing SMTP server gets this many tries per mail before the row is left for a person. */
const maxAttempts = 5;
const batchSize = 20;

export function createMailer(options: {
  db: Database;
  clock: Clock;
  render: RenderMail;
  transport: MailTransport | null;
}): Mailer {
  const { db, clock, render, transport } = options;
  let running: Promise<void> | null = null;
  let again = false;

  async function deliverBatch(sender: MailTransport): Promise<number> {
    const pending = await db
      .select()
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lt(outbox.attempts, maxAttempts)))
      .orderBy(asc(outbox.seq))
      .limit(batchSize);
    let delivered = 0;
    for (const row of pending) {
      // Claim the row first, so two instances flushing at once do not both send it.
      const claimed = await db
        .update(outbox)
        .set({ attempts: row.attempts + 1 })
        .where(and(eq(outbox.id, row.id), isNull(outbox.sentAt), eq(outbox.attempts, row.attempts)))
        .returning({ id: outbox.id });
      if (claimed.length === 0) continue;
      try {
        await sender.send({
          to: row.to,
          ...(row.replyTo === null ? {} : { replyTo: row.replyTo }),
          ...(row.listUnsubscribe === null ? {} : { listUnsubscribe: row.listUnsubscribe }),
          subject: row.subject,
          text: row.text,
          html: row.html,
        });
        await db.update(outbox).set({ sentAt: clock.now(), lastError: null }).where(eq(outbox.id, row.id));
        delivered += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        console.warn(`shop: mail ${row.id} (${row.kind}) not delivered, attempt ${row.attempts + 1}: ${reason}`);
        await db
          .update(outbox)
          .set({ lastError: reason.slice(0, 1000) })
          .where(eq(outbox.id, row.id));
      }
    }
    return pending.length === batchSize && delivered > 0 ? delivered : 0;
  }

  async function deliverAll(sender: MailTransport): Promise<void> {
    do {
      again = false;
      while ((await deliverBatch(sender)) > 0) {
        // A full batch went out: there may be more.
      }
    } while (again);
  }

  function deliverPending(): Promise<void> {
    if (transport === null) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = deliverAll(transport).finally(() => {
      running = null;
    });
    return running;
  }

  return {
    render,
    async queue(executor, mail) {
      const message = render(mail.kind, mail.locale, {
        firstName: mail.firstName,
        ...(mail.link === undefined ? {} : { link: mail.link }),
        ...(mail.newEmail === undefined ? {} : { newEmail: mail.newEmail }),
        ...(mail.contact === undefined ? {} : { contact: mail.contact }),
        ...(mail.order === undefined ? {} : { order: mail.order }),
        ...(mail.product === undefined ? {} : { product: mail.product }),
        ...(mail.unsubscribe === undefined ? {} : { unsubscribeLink: mail.unsubscribe.page }),
      });
      await executor.insert(outbox).values({
        to: mail.to,
        replyTo: mail.replyTo ?? null,
        listUnsubscribe: mail.unsubscribe?.oneClick ?? null,
        locale: mail.locale,
        kind: mail.kind,
        subject: message.subject,
        text: message.text,
        html: message.html,
        createdAt: clock.now(),
      });
    },
    flush() {
      // The answer does not wait for SMTP: its timing would tell whether an account exists.
      deliverPending().catch((error: unknown) => console.error('shop: mail delivery failed:', error));
    },
    deliverPending,
  };
}
