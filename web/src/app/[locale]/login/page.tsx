import type { Metadata } from 'next';
import { Link } from '@/routing/link';
import { redirect } from 'next/navigation';
import { authPageMetadata } from '@/auth/metadata';
import { AuthPage } from '@/auth/auth-page';
import { safeReturnTo } from '@/routing/local-path';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { getCurrentCustomer } from '@/shop-client/customer.server';
import { LoginForm } from './login-form';

export async function generateMetadata({ params }: PageProps<'/[locale]/login'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return authPageMetadata(locale, 'login', 'auth.login.title');
}

/** Sign in. Afterwards the visitor returns to `return_to` when it is a path on this site. */
export default async function LoginPage({ params, searchParams }: PageProps<'/[locale]/login'>) {
  const locale = requireLocale((await params).locale);
  const returnTo = safeReturnTo((await searchParams).return_to, pathTo(locale, 'account'));
  if (await getCurrentCustomer()) redirect(returnTo);
  const intl = getIntl(locale);
  return (
    <AuthPage
      title={intl.formatMessage({ id: 'auth.login.title' })}
      intro={intl.formatMessage({ id: 'auth.login.intro' })}
      footer={
        <>
          {intl.formatMessage({ id: 'auth.login.noAccount' })}{' '}
          <Link
            href={pathTo(locale, 'registration')}
            className="font-medium text-brand-700 underline hover:text-brand-800"
          >
            {intl.formatMessage({ id: 'auth.login.register' })}
          </Link>
        </>
      }
    >
      <LoginForm returnTo={returnTo} forgotPasswordHref={pathTo(locale, 'forgotPassword')} />
    </AuthPage>
  );
}
