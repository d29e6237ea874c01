import type { Metadata } from 'next';
import { accountTabOf } from '@/account/account-tab';
import { AccountTabs } from '@/account/account-tabs';
import { authPageMetadata } from '@/auth/metadata';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { requireCustomer } from '@/shop-client/customer.server';

export async function generateMetadata({ params }: PageProps<'/[locale]/account'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return authPageMetadata(locale, 'account', 'account.myAccount');
}

/** "My account": profile, e-mail, password, deletion; addresses; newsletter (spec: account tabs). */
export default async function AccountPage({ params, searchParams }: PageProps<'/[locale]/account'>) {
  const locale = requireLocale((await params).locale);
  const tab = accountTabOf((await searchParams).tab);
  // The layout has already sent visitors who are not signed in away; this is the cached profile.
  const customer = await requireCustomer(locale, pathTo(locale, 'account'));
  const intl = getIntl(locale);
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-ink-900">
        {intl.formatMessage({ id: 'account.myAccount' })}
      </h1>
      <p className="mt-2 text-ink-700">
        {intl.formatMessage({ id: 'accountPage.greeting' }, { name: customer.firstName })}
      </p>
      <div className="mt-6">
        <AccountTabs locale={locale} customer={customer} initialTab={tab} />
      </div>
    </div>
  );
}
