'use client';

import { useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { callShop } from '@/shop-client/browser-api';
import { textField } from '@/ui/forms/form-data';
import { FormAlert } from '@/ui/forms/form-alert';
import { PasswordField } from '@/ui/forms/password-field';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { Button } from '@/ui/kit/button';
import type { passwordRequest } from '@seedshop/shop/contract';
import type { WireBody } from '@/shop-client/wire-body';

const fields = ['password'] as const;

/**
 * The first step of deleting the account: the password proves it is the customer, and the link
 * mailed to them is the final confirmation (on /delete-customer).
 */
export function DeleteAccountForm() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [sent, setSent] = useState(false);
  const form = useShopForm({
    fields,
    send: (data) =>
      callShop('customer/account/delete-request', {
        method: 'POST',
        json: { password: textField(data, 'password') } satisfies WireBody<typeof passwordRequest>,
        networkMessage: t({ id: 'form.error.network' }),
      }),
    successMessage: t({ id: 'accountPage.delete.sentToast' }),
    onSuccess: (_result, element) => {
      element.reset();
      setSent(true);
    },
  });

  return (
    <form {...form.formProps} className="space-y-5">
      <FormAlert message={form.alert} />
      <PasswordField
        {...form.field('password')}
        label={t({ id: 'form.currentPassword' })}
        autoComplete="current-password"
        required
        className="sm:max-w-[calc(50%-0.625rem)]"
      />
      <div role="status">
        {sent && (
          <p className="rounded-md bg-brand-50 px-4 py-3 text-sm text-ink-900">
            {t({ id: 'accountPage.delete.sent' })}
          </p>
        )}
      </div>
      <Button type="submit" variant="danger" icon="lucide:trash-2" loading={form.pending}>
        {t({ id: 'accountPage.delete.submit' })}
      </Button>
    </form>
  );
}
