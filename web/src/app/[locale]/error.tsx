'use client';

import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { isLocale } from '@seedshop/locales';
import { localizePath } from '@/routing/paths';
import { Icon } from '@/ui/icon/icon';

interface Props {
  readonly error: Error & { digest?: string };
  readonly reset: () => void;
}

/** The generic error page for every failure other than 404 ("Internal Server Error"). */
export default function ErrorPage({ error, reset }: Props) {
  const intl = useIntl();
  const params = useParams<{ locale: string }>();
  const locale = isLocale(params.locale) ? params.locale : 'en';

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center" data-status={500}>
      <p className="text-sm font-semibold tracking-widest text-danger-700 uppercase">
        {intl.formatMessage({ id: 'error.status' }, { status: 500 })}
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ink-900 sm:text-4xl">
        {intl.formatMessage({ id: 'error.server.title' })}
      </h1>
      <p className="mt-4 text-lg text-ink-700">{intl.formatMessage({ id: 'error.server.message' })}</p>
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
