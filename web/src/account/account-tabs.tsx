'use client';

import type { Locale } from '@seedshop/locales';
import { useIntl } from '@/i18n/client-intl';
import { AddressBook } from '@/address/address-book';
import { defaultCountryFor } from '@/address/countries';
import type { CurrentCustomer } from '@/shop-client/customer.server';
import { Tabs } from '@/ui/kit/tabs';
import { accountTabs, type AccountTab } from './account-tab';
import { DeleteAccountForm } from './delete-account-form';
import { EmailChangeForm } from './email-change-form';
import { NewsletterForm } from './newsletter-form';
import { PasswordChangeForm } from './password-change-form';
import { ProfileForm } from './profile-form';
import { SettingsCard } from './settings-card';

/**
 * The three tabs of the account page (spec: account information, addresses, e-mail newsletter
 * subscription). The chosen tab is kept in the URL (`?tab=addresses`) so a reload or a shared link
 * opens it again; `replaceState` keeps the history free of tab clicks.
 */
export function AccountTabs({
  locale,
  customer,
  initialTab,
}: {
  readonly locale: Locale;
  readonly customer: CurrentCustomer;
  readonly initialTab: AccountTab;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;

  const rememberTab = (id: string) => {
    const url = new URL(window.location.href);
    if (id === accountTabs[0]) url.searchParams.delete('tab');
    else url.searchParams.set('tab', id);
    window.history.replaceState(window.history.state, '', url);
  };

  const information = (
    <div className="space-y-6">
      <SettingsCard id="profile" title={t({ id: 'accountPage.profile.title' })}>
        <ProfileForm customer={customer} />
      </SettingsCard>
      <SettingsCard
        id="email"
        title={t({ id: 'accountPage.email.title' })}
        description={t({ id: 'accountPage.email.description' })}
      >
        <EmailChangeForm currentEmail={customer.email} />
      </SettingsCard>
      <SettingsCard
        id="password"
        title={t({ id: 'accountPage.password.title' })}
        description={t({ id: 'accountPage.password.description' })}
      >
        <PasswordChangeForm />
      </SettingsCard>
      <SettingsCard
        id="delete"
        title={t({ id: 'accountPage.delete.title' })}
        description={t({ id: 'accountPage.delete.description' })}
      >
        <DeleteAccountForm />
      </SettingsCard>
    </div>
  );

  return (
    <Tabs
      label={t({ id: 'accountPage.tabsLabel' })}
      defaultTab={initialTab}
      onChange={rememberTab}
      items={[
        { id: 'information', label: t({ id: 'account.tab.information' }), content: information },
        {
          id: 'addresses',
          label: t({ id: 'account.tab.addresses' }),
          content: (
            <AddressBook
              draft={{ firstName: customer.firstName, lastName: customer.lastName, country: defaultCountryFor(locale) }}
            />
          ),
        },
        {
          id: 'newsletter',
          label: t({ id: 'account.tab.newsletter' }),
          content: (
            <SettingsCard
              id="newsletter"
              title={t({ id: 'account.tab.newsletter' })}
              description={t({ id: 'accountPage.newsletter.description' })}
            >
              <NewsletterForm customer={customer} />
            </SettingsCard>
          ),
        },
      ]}
    />
  );
}
