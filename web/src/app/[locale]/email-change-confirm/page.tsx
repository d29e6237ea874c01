import type { Metadata } from 'next';
import { authPageMetadata } from '@/auth/metadata';
import { AuthPage } from '@/auth/auth-page';
import { MissingToken } from '@/auth/missing-token';
import { TokenConfirmation } from '@/auth/token-confirmation';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { getCurrentCustomer } from '@/shop-client/customer.server';

export async function generateMetadata({ params }: PageProps<'/[locale]/email-change-confirm'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return authPageMetadata(locale, 'emailChangeConfirm', 'auth.emailChange.title');
}

/** Confirms a new e-mail address with the token sent to that address. */
export default async function EmailChangeConfirmPage({
  params,
  searchParams,
}: PageProps<'/[locale]/email-change-confirm'>) {
  const locale = requireLocale((await params).locale);
  const { token } = await searchParams;
  const intl = getIntl(locale);
  const signedIn = (await getCurrentCustomer()) !== null;
  return (
    <AuthPage title={intl.formatMessage({ id: 'auth.emailChange.title' })}>
      {typeof token === 'string' && token !== '' ? (
        <TokenConfirmation locale={locale} token={token} kind="emailChange" signedIn={signedIn} />
      ) : (
        <MissingToken locale={locale} retry="account" />
      )}
    </AuthPage>
  );
}
