'use client';

import { useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { NewPasswordFields, passwordMismatch } from '@/auth/new-password-fields';
import { callShop } from '@/shop-client/browser-api';
import { textField } from '@/ui/forms/form-data';
import { FormAlert } from '@/ui/forms/form-alert';
import { PasswordField } from '@/ui/forms/password-field';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { Button } from '@/ui/kit/button';
import type { changePasswordRequest } from '@seedshop/shop/contract';
import type { WireBody } from '@/shop-client/wire-body';

const fields = ['oldPassword', 'newPassword', 'newPasswordConfirm'] as const;
const passwordNames = { password: 'newPassword', confirm: 'newPasswordConfirm' } as const;

/** Changing the password ends the customer's other sessions (the shop does that). */
export function PasswordChangeForm() {
  const intl = useIntl();
  const t = intl.formatMessage;
  // Mounting the pair afresh clears the rules hint along with the fields.
  const [resets, setResets] = useState(0);
  const form = useShopForm({
    fields,
    validate: (data) => passwordMismatch(data, passwordNames, t),
    send: (data) =>
      callShop('customer/account/password', {
        method: 'POST',
        json: {
          old_password: textField(data, 'oldPassword'),
          new_password: textField(data, 'newPassword'),
          new_password_confirm: textField(data, 'newPasswordConfirm'),
        } satisfies WireBody<typeof changePasswordRequest>,
        networkMessage: t({ id: 'form.error.network' }),
      }),
    successMessage: t({ id: 'accountPage.password.changed' }),
    // Passwords do not linger in the page after they have done their job.
    onSuccess: (_result, element) => {
      element.reset();
      setResets((count) => count + 1);
    },
  });

  return (
    <form {...form.formProps} className="space-y-5">
      <FormAlert message={form.alert} />
      <PasswordField
        {...form.field('oldPassword')}
        label={t({ id: 'form.currentPassword' })}
        autoComplete="current-password"
        required
        className="sm:max-w-[calc(50%-0.625rem)]"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <NewPasswordFields
          key={resets}
          form={form}
          names={passwordNames}
          labels={{ password: 'form.newPassword', confirm: 'form.newPasswordConfirm' }}
        />
      </div>
      <Button type="submit" loading={form.pending}>
        {t({ id: 'accountPage.password.submit' })}
      </Button>
    </form>
  );
}
