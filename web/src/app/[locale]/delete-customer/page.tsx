import type { Metadata } from 'next';
import { authPageMetadata } from '@/auth/metadata';
import { AuthPage } from '@/auth/auth-page';
import { MissingToken } from '@/auth/missing-token';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { getCurrentCustomer } from '@/shop-client/customer.server';
import { DeleteConfirmation } from './delete-confirmation';

export async function generateMetadata({ params }: PageProps<'/[locale]/delete-customer'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return authPageMetadata(locale, 'deleteCustomer', 'auth.delete.title');
}

/**
 * The last step of deleting an account: the e-mailed link leads here, and only an explicit click
 * deletes (a link alone must never destroy anything — mail scanners open links too).
 */
export default async function DeleteCustomerPage({ params, searchParams }: PageProps<'/[locale]/delete-customer'>) {
  const locale = requireLocale((await params).locale);
  const { token } = await searchParams;
  const intl = getIntl(locale);
  const signedIn = (await getCurrentCustomer()) !== null;
  return (
    <AuthPage title={intl.formatMessage({ id: 'auth.delete.title' })}>
      {typeof token === 'string' && token !== '' ? (
        <DeleteConfirmation locale={locale} token={token} signedIn={signedIn} />
      ) : (
        <MissingToken locale={locale} retry="account" />
      )}
    </AuthPage>
  );
}
