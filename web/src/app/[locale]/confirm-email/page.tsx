import type { Metadata } from 'next';
import { authPageMetadata } from '@/auth/metadata';
import { AuthPage } from '@/auth/auth-page';
import { MissingToken } from '@/auth/missing-token';
import { TokenConfirmation } from '@/auth/token-confirmation';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { getCurrentCustomer } from '@/shop-client/customer.server';

export async function generateMetadata({ params }: PageProps<'/[locale]/confirm-email'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return authPageMetadata(locale, 'confirmEmail', 'auth.confirmEmail.title');
}

/** Confirms the e-mail address of a new account with the token from the e-mailed link. */
export default async function ConfirmEmailPage({ params, searchParams }: PageProps<'/[locale]/confirm-email'>) {
  const locale = requireLocale((await params).locale);
  const { token } = await searchParams;
  const intl = getIntl(locale);
  const signedIn = (await getCurrentCustomer()) !== null;
  return (
    <AuthPage title={intl.formatMessage({ id: 'auth.confirmEmail.title' })}>
      {typeof token === 'string' && token !== '' ? (
        <TokenConfirmation locale={locale} token={token} kind="confirmEmail" signedIn={signedIn} />
      ) : (
        <MissingToken locale={locale} retry={signedIn ? 'account' : 'login'} />
      )}
    </AuthPage>
  );
}
