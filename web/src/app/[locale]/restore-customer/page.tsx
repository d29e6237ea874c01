import type { Metadata } from 'next';
import { Link } from '@/routing/link';
import { authPageMetadata } from '@/auth/metadata';
import { AuthPage } from '@/auth/auth-page';
import { TokenConfirmation } from '@/auth/token-confirmation';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { getCurrentCustomer } from '@/shop-client/customer.server';
import { pathTo } from '@/routing/paths';
import { RestoreRequestForm } from './restore-request-form';

export async function generateMetadata({ params }: PageProps<'/[locale]/restore-customer'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return authPageMetadata(locale, 'restoreCustomer', 'auth.restore.title');
}

/**
 * Brings a deleted account back. Without a token it asks for the e-mail address and sends a
 * restore link; with the link's `?token=…` it restores the account at once.
 */
export default async function RestoreCustomerPage({ params, searchParams }: PageProps<'/[locale]/restore-customer'>) {
  const locale = requireLocale((await params).locale);
  const { token } = await searchParams;
  const intl = getIntl(locale);
  const signedIn = (await getCurrentCustomer()) !== null;
  const hasToken = typeof token === 'string' && token !== '';
  return (
    <AuthPage
      title={intl.formatMessage({ id: 'auth.restore.title' })}
      intro={hasToken ? undefined : intl.formatMessage({ id: 'auth.restore.intro' })}
      footer={
        <Link href={pathTo(locale, 'login')} className="font-medium text-brand-700 underline hover:text-brand-800">
          {intl.formatMessage({ id: 'auth.backToLogin' })}
        </Link>
      }
    >
      {hasToken ? (
        <TokenConfirmation locale={locale} token={token} kind="restore" signedIn={signedIn} />
      ) : (
        <RestoreRequestForm />
      )}
    </AuthPage>
  );
}
