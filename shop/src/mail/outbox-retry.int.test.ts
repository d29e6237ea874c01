/**
 * The outbox retries failed mail with backoff on the injected clock, two instances flushing at
 * once never send one mail twice, failed mail ends as a logged dead letter, and the scheduled
 * flush picks up what is due.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/create-database';
import { outbox } from '../db/schema';
import { startMailSchedule } from '../maintenance/mail-schedule';
import type { MailMessage, MailTransport } from '../ports';
import { createFakeClock, minutes, type FakeClock } from '../testing/fake-clock';
import { createTestDatabase } from '../testing/test-database';
import { createMailer, MAIL_RETRY_DELAYS_MS, MAIL_RETRY_JITTER, MAX_MAIL_ATTEMPTS, nextMailAttempt } from './mailer';
import { renderMail } from './templates';

let database: DatabaseHandle;
let clock: FakeClock;

beforeEach(async () => {
  database = await createTestDatabase();
  clock = createFakeClock();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  await database.close();
});

/** A transport that fails while `down` and records what it sent. */
function flakyTransport() {
  const sent: MailMessage[] = [];
  const transport = {
    down: true,
    tries: 0,
    sent,
    async send(message: MailMessage) {
      transport.tries += 1;
      if (transport.down) throw new Error('SMTP is down');
      sent.push(message);
    },
  } satisfies MailTransport & Record<string, unknown>;
  return transport;
}

async function queue(to: string, transport: MailTransport) {
  const mailer = createMailer({ db: database.db, clock, render: renderMail, transport });
  await mailer.queue(database.db, {
    to,
    locale: 'de',
    kind: 'confirm-email',
    firstName: '',
    link: 'https://shop.test/x',
  });
  return mailer;
}

async function rowOf(to: string) {
  const [row] = await database.db.select().from(outbox).where(eq(outbox.to, to));
  if (row === undefined) throw new Error(`no outbox row for ${to}`);
  return row;
}

describe('outbox retries', () => {
  it('waits out each backoff (1 min, 5, 30, 2 h, 12 h, ± jitter) before the next try', async () => {
    const transport = flakyTransport();
    const mailer = await queue('backoff@example.com', transport);
    for (const [index, delay] of MAIL_RETRY_DELAYS_MS.entries()) {
      await mailer.deliverPending();
      expect(transport.tries).toBe(index + 1);
      const row = await rowOf('backoff@example.com');
      expect(row.attempts).toBe(index + 1);
      expect(row.lastError).toBe('SMTP is down');
      const wait = (row.nextAttemptAt?.getTime() ?? 0) - clock.now().getTime();
      expect(wait).toBeGreaterThanOrEqual(delay * (1 - MAIL_RETRY_JITTER));
      expect(wait).toBeLessThanOrEqual(delay * (1 + MAIL_RETRY_JITTER));
      // Not due yet: a flush before the backoff leaves it alone.
      clock.advance(delay * (1 - MAIL_RETRY_JITTER) - 1000);
      await mailer.deliverPending();
      expect(transport.tries).toBe(index + 1);
      clock.advance(delay * 2 * MAIL_RETRY_JITTER + 1000);
    }
    transport.down = false;
    await mailer.deliverPending();
    expect(transport.sent.map((message) => message.to)).toEqual(['backoff@example.com']);
    const row = await rowOf('backoff@example.com');
    expect(row.sentAt).toEqual(clock.now());
    expect(row.attempts).toBe(MAX_MAIL_ATTEMPTS);
    expect(row.lastError).toBeNull();
  });

  it('keeps a mail that failed every try as a dead letter, logs it, and tries it no more', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const transport = flakyTransport();
    const mailer = await queue('dead@example.com', transport);
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      await mailer.deliverPending();
      clock.advance(15 * 3_600_000);
    }
    expect(transport.tries).toBe(MAX_MAIL_ATTEMPTS);
    const dead = await rowOf('dead@example.com');
    expect(dead).toMatchObject({
      sentAt: null,
      attempts: MAX_MAIL_ATTEMPTS,
      lastError: 'SMTP is down',
      nextAttemptAt: null,
    });
    expect(logged.mock.calls.some((call) => String(call[0]).includes('dead letter'))).toBe(true);
    transport.down = false;
    clock.advance(minutes(60 * 48));
    await mailer.deliverPending();
    expect(transport.tries).toBe(MAX_MAIL_ATTEMPTS);
  });

  it('two instances flushing at once send every mail exactly once', async () => {
    const transport = flakyTransport();
    transport.down = false;
    const first = await queue('a0@example.com', transport);
    for (let index = 1; index < 45; index += 1) await queue(`a${index}@example.com`, transport);
    const second = createMailer({ db: database.db, clock, render: renderMail, transport });
    await Promise.all([first.deliverPending(), second.deliverPending()]);
    const recipients = transport.sent.map((message) => message.to);
    expect(recipients).toHaveLength(45);
    expect(new Set(recipients).size).toBe(45);
  });

  it('spreads the delay by the jitter', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(nextMailAttempt(now, 1, () => 0).getTime() - now.getTime()).toBe(48_000);
    expect(nextMailAttempt(now, 1, () => 1).getTime() - now.getTime()).toBe(72_000);
    expect(nextMailAttempt(now, 3, () => 0.5).getTime() - now.getTime()).toBe(30 * 60_000);
  });
});

describe('scheduled flush', () => {
  it('delivers mail that is due without anyone flushing', async () => {
    const transport = flakyTransport();
    await queue('scheduled@example.com', transport);
    await queue('later@example.com', transport);
    await database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(clock.now().getTime() + minutes(5)) })
      .where(eq(outbox.to, 'later@example.com'));
    transport.down = false;
    const stop = startMailSchedule({ db: database.db, clock, mail: { render: renderMail, transport } }, 20);
    try {
      await vi.waitFor(() => expect(transport.sent.map((message) => message.to)).toEqual(['scheduled@example.com']));
      clock.advance(minutes(5));
      await vi.waitFor(() =>
        expect(transport.sent.map((message) => message.to)).toEqual(['scheduled@example.com', 'later@example.com']),
      );
    } finally {
      stop();
    }
  });
});
