'use client';

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PasswordRulesHint } from '@/auth/password-rules-hint';
import { callShop } from '@/shop/browser-api';
import { textField } from '@/ui/forms/form-data';
import { FormAlert } from '@/ui/forms/form-alert';
import { PasswordField } from '@/ui/forms/password-field';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { Button } from '@/ui/kit/button';

const fields = ['oldPassword', 'newPassword', 'newPasswordConfirm'] as const;

/** Changing the password ends the customer's other sessions (the shop does that). */
export function PasswordChangeForm() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [password, setPassword] = useState('');
  const form = useShopForm({
    fields,
    validate: (data) => ({
      newPasswordConfirm:
        textField(data, 'newPasswordConfirm') !== '' &&
        textField(data, 'newPasswordConfirm') !== textField(data, 'newPassword')
          ? t({ id: 'auth.password.mismatch' })
          : undefined,
    }),
    send: (data) =>
      callShop('customer/account/password', {
        method: 'POST',
        json: {
          oldPassword: textField(data, 'oldPassword'),
          newPassword: textField(data, 'newPassword'),
          newPasswordConfirm: textField(data, 'newPasswordConfirm'),
        },
        networkMessage: t({ id: 'form.error.network' }),
      }),
    successMessage: t({ id: 'accountPage.password.changed' }),
    // Passwords do not linger in the page after they have done their job.
    onSuccess: (_result, element) => {
      element.reset();
      setPassword('');
    },
  });

  return (
    <form {...form.formProps} className="space-y-5">
      <FormAlert message={form.alert} />
      <PasswordField
        intl={intl}
        name="oldPassword"
        label={t({ id: 'form.currentPassword' })}
        autoComplete="current-password"
        required
        className="sm:max-w-[calc(50%-0.625rem)]"
        error={form.errorOf('oldPassword')}
        onChange={() => form.clearError('oldPassword')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          intl={intl}
          name="newPassword"
          label={t({ id: 'form.newPassword' })}
          hint={<PasswordRulesHint password={password} />}
          autoComplete="new-password"
          required
          error={form.errorOf('newPassword')}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            form.clearError('newPassword');
          }}
        />
        <PasswordField
          intl={intl}
          name="newPasswordConfirm"
          label={t({ id: 'form.newPasswordConfirm' })}
          autoComplete="new-password"
          required
          error={form.errorOf('newPasswordConfirm')}
          onChange={() => form.clearError('newPasswordConfirm')}
        />
      </div>
      <Button type="submit" loading={form.pending}>
        {t({ id: 'accountPage.password.submit' })}
      </Button>
    </form>
  );
}
