import { formatCalendarDate } from '@seedshop/locales';
import { mailbox, type MailboxEntry } from '@seedshop/shop/contract';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { pageMetadata } from '@/routing/metadata';
import { alternatesOf } from '@/routing/paths';
import { askDevMailbox } from '@/shop-client/dev-mailbox.server';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/dev/mailbox'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return pageMetadata({
    locale,
    title: getIntl(locale).formatMessage({ id: 'devMailbox.title' }),
    alternates: alternatesOf('devMailbox'),
    noIndex: true,
  });
}

async function loadMailbox(): Promise<MailboxEntry[] | null> {
  const response = await askDevMailbox(new URLSearchParams({ limit: '50' }));
  if (!response.ok) return null;
  const parsed = mailbox.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data.messages : null;
}

/**
 * The dev mailbox: every mail the shop wrote to its outbox, newest first, with its links, so
 * registration, password reset and the other flows can be followed without a mail server.
 * Off (404) whenever the shop's dev mailbox is off, which it is in production.
 */
export default async function DevMailboxPage({ params }: PageProps<'/[locale]/dev/mailbox'>) {
  const locale = requireLocale((await params).locale);
  const messages = await loadMailbox();
  if (messages === null) notFound();
  const intl = getIntl(locale);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink-900">{intl.formatMessage({ id: 'devMailbox.title' })}</h1>
      <p className="mt-2 text-ink-700">{intl.formatMessage({ id: 'devMailbox.description' })}</p>
      {messages.length === 0 ? (
        <p className="mt-8 rounded-[var(--radius-card)] border border-ink-200 p-6 text-ink-700">
          {intl.formatMessage({ id: 'devMailbox.empty' })}
        </p>
      ) : (
        <ol className="mt-8 space-y-6">
          {messages.map((message) => (
            <li key={message.id} className="rounded-[var(--radius-card)] border border-ink-200 p-5 shadow-card">
              <h2 className="text-lg font-semibold text-ink-900">{message.subject}</h2>
              <p className="mt-1 text-sm text-ink-600">
                {intl.formatMessage(
                  { id: 'devMailbox.meta' },
                  {
                    to: message.to,
                    time: formatCalendarDate(new Date(message.created_at), intl.locale, {
                      dateStyle: 'medium',
                      timeStyle: 'medium',
                    }),
                  },
                )}
              </p>
              <pre className="mt-3 font-sans text-sm whitespace-pre-wrap text-ink-900">{message.text}</pre>
              {message.links.length > 0 ? (
                <ul className="mt-3 space-y-1">
                  {message.links.map((link) => (
                    <li key={link}>
                      <a href={link} className="break-all text-brand-700 underline hover:text-brand-800">
                        {link}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
