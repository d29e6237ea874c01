'use client';

import { useIntl } from '@/i18n/client-intl';
import { callShop } from '@/shop-client/browser-api';
import type { CurrentCustomer } from '@/shop-client/customer.server';
import { booleanField } from '@/ui/forms/form-data';
import { FormAlert } from '@/ui/forms/form-alert';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { Button } from '@/ui/kit/button';
import { Checkbox } from '@/ui/kit/checkbox';
import type { updateAccountRequest } from '@seedshop/shop/contract';
import type { WireBody } from '@/shop-client/wire-body';

const fields = ['newsletter', 'productNotifications'] as const;

/** The e-mail newsletter and product notifications, each its own opt-in. */
export function NewsletterForm({ customer }: { readonly customer: CurrentCustomer }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const form = useShopForm({
    fields,
    send: (data) =>
      callShop('customer/account', {
        method: 'PATCH',
        json: {
          newsletter: booleanField(data, 'newsletter'),
          product_notifications: booleanField(data, 'productNotifications'),
        } satisfies WireBody<typeof updateAccountRequest>,
        networkMessage: t({ id: 'form.error.network' }),
      }),
    successMessage: t({ id: 'accountPage.newsletter.saved' }),
  });

  return (
    <form {...form.formProps} className="space-y-5">
      <FormAlert message={form.alert} />
      <Checkbox
        {...form.fieldWithoutClearing('newsletter')}
        label={t({ id: 'form.newsletter' })}
        hint={t({ id: 'form.newsletterHint' })}
        defaultChecked={customer.newsletter}
      />
      <Checkbox
        {...form.fieldWithoutClearing('productNotifications')}
        label={t({ id: 'form.productNotifications' })}
        hint={t({ id: 'form.productNotificationsHint' })}
        defaultChecked={customer.productNotifications}
      />
      <Button type="submit" loading={form.pending}>
        {t({ id: 'accountPage.newsletter.submit' })}
      </Button>
    </form>
  );
}
