import type { Metadata } from 'next';
import { Link } from '@/routing/link';
import { authPageMetadata } from '@/auth/metadata';
import { AuthPage } from '@/auth/auth-page';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { ForgotPasswordForm } from './forgot-password-form';

export async function generateMetadata({ params }: PageProps<'/[locale]/forgot-password'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return authPageMetadata(locale, 'forgotPassword', 'auth.forgot.title');
}

/** Asks for a password-reset link. The answer never says whether the address has an account. */
export default async function ForgotPasswordPage({ params }: PageProps<'/[locale]/forgot-password'>) {
  const locale = requireLocale((await params).locale);
  const intl = getIntl(locale);
  return (
    <AuthPage
      title={intl.formatMessage({ id: 'auth.forgot.title' })}
      intro={intl.formatMessage({ id: 'auth.forgot.intro' })}
      footer={
        <Link href={pathTo(locale, 'login')} className="font-medium text-brand-700 underline hover:text-brand-800">
          {intl.formatMessage({ id: 'auth.backToLogin' })}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthPage>
  );
}
