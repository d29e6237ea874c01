/**
 * The scheduled mail flush: every minute, mail that is due — new mail an earlier flush missed,
 * or failed mail past its backoff — goes out. Without a transport there is nothing to deliver
 * (the outbox is the dev mailbox).
 */
import type { ShopDeps } from '../deps';
import { createMailer } from '../mail/mailer';

export const MAIL_SCHEDULE_INTERVAL_MS = 60_000;

/** Starts the schedule (also one flush right away); answers a function that stops it. */
export function startMailSchedule(
  deps: Pick<ShopDeps, 'db' | 'clock' | 'mail'>,
  intervalMs: number = MAIL_SCHEDULE_INTERVAL_MS,
): () => void {
  const transport = deps.mail.transport;
  if (transport === null) return () => undefined;
  const mailer = createMailer({ db: deps.db, clock: deps.clock, render: deps.mail.render, transport });
  const flush = () =>
    void mailer.deliverPending().catch((error: unknown) => {
      // A database outage fails the flush; the next one tries again.
      console.error('shop: scheduled mail delivery failed:', error instanceof Error ? error.message : error);
    });
  const timer = setInterval(flush, intervalMs);
  timer.unref();
  flush();
  return () => clearInterval(timer);
}
