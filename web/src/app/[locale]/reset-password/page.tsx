import type { Metadata } from 'next';
import { Link } from '@/routing/link';
import { authPageMetadata } from '@/auth/metadata';
import { AuthPage } from '@/auth/auth-page';
import { MissingToken } from '@/auth/missing-token';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { getCurrentCustomer } from '@/shop-client/customer.server';
import { pathTo } from '@/routing/paths';
import { ResetPasswordForm } from './reset-password-form';

export async function generateMetadata({ params }: PageProps<'/[locale]/reset-password'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return authPageMetadata(locale, 'resetPassword', 'auth.reset.title');
}

/** Sets a new password with the token from the e-mailed link (`?token=…`). */
export default async function ResetPasswordPage({ params, searchParams }: PageProps<'/[locale]/reset-password'>) {
  const locale = requireLocale((await params).locale);
  const { token } = await searchParams;
  const intl = getIntl(locale);
  const signedIn = (await getCurrentCustomer()) !== null;
  return (
    <AuthPage
      title={intl.formatMessage({ id: 'auth.reset.title' })}
      intro={typeof token === 'string' && token !== '' ? intl.formatMessage({ id: 'auth.reset.intro' }) : undefined}
      footer={
        <Link href={pathTo(locale, 'login')} className="font-medium text-brand-700 underline hover:text-brand-800">
          {intl.formatMessage({ id: 'auth.backToLogin' })}
        </Link>
      }
    >
      {typeof token === 'string' && token !== '' ? (
        <ResetPasswordForm locale={locale} token={token} signedIn={signedIn} />
      ) : (
        <MissingToken locale={locale} retry="forgotPassword" />
      )}
    </AuthPage>
  );
}
