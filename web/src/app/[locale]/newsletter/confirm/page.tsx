import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthPage } from '@/auth/auth-page';
import { ResultPanel } from '@/auth/result-panel';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { NewsletterConfirmation } from '@/newsletter/newsletter-confirmation';
import { pageMetadata } from '@/routing/metadata';
import { alternatesOf, pathTo } from '@/routing/paths';
import { buttonClasses } from '@/ui/kit/button';

export async function generateMetadata({ params }: PageProps<'/[locale]/newsletter/confirm'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return pageMetadata({
    locale,
    title: getIntl(locale).formatMessage({ id: 'newsletter.confirm.title' }),
    alternates: alternatesOf('newsletterConfirm'),
    noIndex: true,
  });
}

/** Where the newsletter's confirmation mail leads: `?token=…`, confirmed with a button press. */
export default async function NewsletterConfirmPage({
  params,
  searchParams,
}: PageProps<'/[locale]/newsletter/confirm'>) {
  const locale = requireLocale((await params).locale);
  const { token } = await searchParams;
  const intl = getIntl(locale);
  return (
    <AuthPage title={intl.formatMessage({ id: 'newsletter.confirm.title' })}>
      {typeof token === 'string' && token !== '' ? (
        <NewsletterConfirmation locale={locale} token={token} />
      ) : (
        <ResultPanel
          tone="error"
          title={intl.formatMessage({ id: 'auth.token.missingTitle' })}
          actions={
            <Link href={pathTo(locale, 'home')} className={buttonClasses({ variant: 'secondary' })}>
              {intl.formatMessage({ id: 'newsletter.confirm.toShop' })}
            </Link>
          }
        >
          <p>{intl.formatMessage({ id: 'auth.token.missingText' })}</p>
        </ResultPanel>
      )}
    </AuthPage>
  );
}
