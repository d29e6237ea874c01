'use client';

import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { isLocale } from '@seedshop/locales';
import type { MessageId } from '@/i18n/messages';
import { errorStatus } from '@/routing/error-status';
import { localizePath } from '@seedshop/urls';
import { Icon } from '@/ui/icon/icon';

export interface ErrorViewProps {
  readonly error: Error & { digest?: string };
  readonly reset: () => void;
}

const titles: Readonly<Partial<Record<number, MessageId>>> = {
  400: 'error.title.400',
  401: 'error.title.401',
  403: 'error.title.403',
  429: 'error.title.429',
  502: 'error.title.502',
  503: 'error.title.503',
  504: 'error.title.504',
};

/** What the page says for a status: its own title where there is one, and a message for its kind. */
function texts(status: number): { readonly title: MessageId; readonly message: MessageId } {
  const message: MessageId =
    status === 429 || status === 503
      ? 'error.busy.message'
      : status < 500
        ? 'error.client.message'
        : 'error.server.message';
  return { title: titles[status] ?? 'error.server.title', message };
}

/**
 * The generic error page for every failure other than 404: it shows the failure's real status
 * (a shop that is unavailable is a 503), "Internal Server Error" when nothing more is known.
 */
export function ErrorView({ error, reset }: ErrorViewProps) {
  const intl = useIntl();
  const params = useParams<{ locale: string }>();
  const locale = isLocale(params.locale) ? params.locale : 'en';
  const status = errorStatus(error);
  const { title, message } = texts(status);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center" data-status={status}>
      <p className="text-sm font-semibold tracking-widest text-danger-700 uppercase">
        {intl.formatMessage({ id: 'error.status' }, { status })}
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ink-900 sm:text-4xl">{intl.formatMessage({ id: title })}</h1>
      <p className="mt-4 text-lg text-ink-700">{intl.formatMessage({ id: message })}</p>
      {error.digest ? <p className="mt-2 font-mono text-xs text-ink-600">{error.digest}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="inline-flex items-center gap-2 rounded-full border border-ink-300 px-5 py-2.5 font-medium text-ink-900 hover:bg-ink-50"
        >
          <Icon name="lucide:refresh-cw" />
          {intl.formatMessage({ id: 'error.tryAgain' })}
        </button>
        <a
          href={localizePath(locale, '/')}
          className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
        >
          <Icon name="lucide:house" />
          {intl.formatMessage({ id: 'error.backHome' })}
        </a>
      </div>
    </section>
  );
}
