import type { Locale } from '@seedshop/locales';
import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm';
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
  /** Delivers the mail that is due now (new, or past its backoff) and resolves when done (schedule, tests). */
  deliverPending(): Promise<void>;
}

/**
 * How long a mail waits after its n-th failed try (index n - 1): 1 minute, 5, 30, 2 hours, 12
 * hours. After the last try fails the row stays in the outbox as a dead letter (`sent_at` null,
 * `attempts` = MAX_MAIL_ATTEMPTS, `last_error` set) for a person to look at.
 */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000];
export const MAX_MAIL_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1;
/** Each delay is spread ±20 %, so mail that failed together does not hit the server again together. */
export const MAIL_RETRY_JITTER = 0.2;
const batchSize = 20;

/** When a mail whose `attempt`-th try is starting now may be tried next (also the claim's lease). */
export function nextMailAttempt(now: Date, attempt: number, random: () => number = Math.random): Date {
  const base = MAIL_RETRY_DELAYS_MS[Math.min(attempt, MAIL_RETRY_DELAYS_MS.length) - 1] ?? 0;
  const spread = 1 + MAIL_RETRY_JITTER * (2 * random() - 1);
  return new Date(now.getTime() + Math.round(base * spread));
}

export function createMailer(options: {
  db: Database;
  clock: Clock;
  render: RenderMail;
  transport: MailTransport | null;
}): Mailer {
  const { db, clock, render, transport } = options;
  let running: Promise<void> | null = null;
  let again = false;

  /**
   * Takes up to a batch of due mail: unsent, tries left, `next_attempt_at` reached. The rows are
   * locked (`FOR UPDATE SKIP LOCKED`: another instance flushing at the same moment takes other
   * rows), and each gets its try counted and its next try set before the lock goes — so a row
   * whose sender dies mid-send is tried again after its backoff, and never twice at once.
   */
  async function claimDue(now: Date) {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(outbox)
        .where(
          and(
            isNull(outbox.sentAt),
            lt(outbox.attempts, MAX_MAIL_ATTEMPTS),
            or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
          ),
        )
        .orderBy(asc(outbox.seq))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const row of due) {
        await tx
          .update(outbox)
          .set({ attempts: row.attempts + 1, nextAttemptAt: nextMailAttempt(now, row.attempts + 1) })
          .where(eq(outbox.id, row.id));
      }
      return due;
    });
  }

  async function deliverBatch(sender: MailTransport): Promise<boolean> {
    const due = await claimDue(clock.now());
    for (const row of due) {
      const attempt = row.attempts + 1;
      try {
        await sender.send({
          to: row.to,
          ...(row.replyTo === null ? {} : { replyTo: row.replyTo }),
          ...(row.listUnsubscribe === null ? {} : { listUnsubscribe: row.listUnsubscribe }),
          subject: row.subject,
          text: row.text,
          html: row.html,
        });
        await db
          .update(outbox)
          .set({ sentAt: clock.now(), lastError: null, nextAttemptAt: null })
          .where(eq(outbox.id, row.id));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const dead = attempt >= MAX_MAIL_ATTEMPTS;
        if (dead) {
          console.error(
            `shop: mail ${row.id} (${row.kind}) not delivered after ${attempt} attempts, kept as a dead letter: ${reason}`,
          );
        } else {
          console.warn(
            `shop: mail ${row.id} (${row.kind}) not delivered, attempt ${attempt}, retried later: ${reason}`,
          );
        }
        await db
          .update(outbox)
          .set({ lastError: reason.slice(0, 1000), ...(dead ? { nextAttemptAt: null } : {}) })
          .where(eq(outbox.id, row.id));
      }
    }
    // A full batch: there may be more due.
    return due.length === batchSize;
  }

  async function deliverAll(sender: MailTransport): Promise<void> {
    do {
      again = false;
      while (await deliverBatch(sender)) {
        // A full batch was due: there may be more.
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
