import type { Metadata } from 'next';
import { Link } from '@/routing/link';
import { authPageMetadata } from '@/auth/metadata';
import { AuthPage } from '@/auth/auth-page';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { RegistrationForm } from './registration-form';

export async function generateMetadata({ params }: PageProps<'/[locale]/registration'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return authPageMetadata(locale, 'registration', 'auth.registration.title');
}

/** Sign up: the account starts once the e-mail address is confirmed. */
export default async function RegistrationPage({ params }: PageProps<'/[locale]/registration'>) {
  const locale = requireLocale((await params).locale);
  const intl = getIntl(locale);
  return (
    <AuthPage
      width="lg"
      title={intl.formatMessage({ id: 'auth.registration.title' })}
      intro={intl.formatMessage({ id: 'auth.registration.intro' })}
      footer={
        <>
          {intl.formatMessage({ id: 'auth.registration.haveAccount' })}{' '}
          <Link href={pathTo(locale, 'login')} className="font-medium text-brand-700 underline hover:text-brand-800">
            {intl.formatMessage({ id: 'auth.registration.signIn' })}
          </Link>
        </>
      }
    >
      <RegistrationForm
        locale={locale}
        links={{
          login: pathTo(locale, 'login'),
          terms: pathTo(locale, 'terms'),
          privacy: pathTo(locale, 'privacy'),
        }}
      />
    </AuthPage>
  );
}
