import type { Metadata } from 'next';
import Link from 'next/link';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { requestPath } from '@/routing/request-path';
import { Icon } from '@/ui/icon/icon';

export async function generateMetadata(): Promise<Metadata> {
  const { locale } = await requestPath();
  return { title: getIntl(locale).formatMessage({ id: 'error.notFound.title' }), robots: { index: false } };
}

/** HTTP 404: "Page not found: {path}", or "Page Not Found: {fullPath}" when a validity check failed. */
export default async function NotFound() {
  // The proxy ran the route validity check; Next's not-found page receives no props.
  const { locale, path, fullPath, invalidRoute: invalid } = await requestPath();
  const intl = getIntl(locale);
  const message = invalid
    ? intl.formatMessage({ id: 'error.invalid.message' }, { fullPath })
    : intl.formatMessage({ id: 'error.notFound.message' }, { path });
  return (
    <section
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center"
      data-status={404}
      data-path={path}
      data-reason={invalid ? 'invalid' : 'unknown'}
    >
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
        {intl.formatMessage({ id: 'error.status' }, { status: 404 })}
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ink-900 sm:text-4xl">
        {intl.formatMessage({ id: 'error.notFound.title' })}
      </h1>
      <p className="mt-4 break-all text-lg text-ink-700" data-testid="error-message">
        {message}
      </p>
      <p className="mt-2 text-ink-600">{intl.formatMessage({ id: 'error.notFound.help' })}</p>
      <Link
        href={pathTo(locale, 'home')}
        className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        <Icon name="lucide:house" />
        {intl.formatMessage({ id: 'error.backHome' })}
      </Link>
    </section>
  );
}
